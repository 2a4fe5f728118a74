import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { COMMENT_TEXT } from '../../shared/constants/comments';
import { dayBefore, formatSydneyDateTime, startOfSydneyDay } from '../../shared/lib/sydney-clock';
import type { Db } from '../db/client';
import { comments, users } from '../db/schema';
import { queueEmail } from '../email/queued';
import { escapeHtml, layout } from '../email/templates';
import { excerpt } from '../community/forum-notifications';
import { commentedItems, itemKey } from './targets';

/** The most comments one digest lists (the subject counts them all). */
const DIGEST_MAX = 50;
const T = COMMENT_TEXT.digest;

/**
 * The team's daily email of new comments on the site's content (docs/PRODUCT.md "Comments"): the
 * comments written on the Sydney day before `day` (published or held, not the team's own), the
 * first DIGEST_MAX with where they are, to every moderator and admin. No email on a day without
 * any. Named by the day and the reader, so a repeated run sends the same message again.
 */
export async function queueCommentDigest(db: Db, publicUrl: string, day: string): Promise<number> {
  const from = startOfSydneyDay(dayBefore(day));
  const to = startOfSydneyDay(day);
  const written = and(
    gte(comments.createdAt, from),
    lt(comments.createdAt, to),
    inArray(comments.status, ['published', 'held']),
    eq(comments.byTeam, false),
  );
  const [total] = await db.select({ count: count() }).from(comments).where(written);
  if (!total || total.count === 0) return 0;
  const rows = await db
    .select({
      id: comments.id,
      contentType: comments.contentType,
      contentId: comments.contentId,
      body: comments.body,
      status: comments.status,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(written)
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(DIGEST_MAX);
  const items = await commentedItems(db, rows);
  const lines = rows.map((row) => {
    const item = items.get(itemKey(row.contentType, row.contentId));
    return T.item(item?.title ?? '', excerpt(row.body), formatSydneyDateTime(row.createdAt), row.status === 'held');
  });
  const team = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.role, ['moderator', 'admin']));
  const link = `${publicUrl}/admin/comments`;
  await db.transaction(async (tx) => {
    for (const member of team) {
      await queueEmail(tx, {
        to: member.email,
        subject: T.subject(total.count),
        text: [T.intro, lines.map((line) => `- ${line}`).join('\n'), `${T.open}: ${link}`].join('\n\n'),
        html: layout([
          escapeHtml(T.intro),
          lines.map(escapeHtml).join('<br>'),
          `<a href="${escapeHtml(link)}" style="color:#b4533f">${escapeHtml(T.open)}</a>`,
        ]),
        key: `comment-digest-${day}-${member.id}`,
      });
    }
  });
  return team.length;
}
