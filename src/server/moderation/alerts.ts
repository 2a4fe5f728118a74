import { inArray } from 'drizzle-orm';
import { SAFETY_TEXT } from '../../shared/constants/safety';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { queueEmail } from '../email/queued';
import { escapeHtml, layout } from '../email/templates';
import { notify } from '../notifications/service';

const QUEUE_LINK = '/admin/moderation';

/**
 * Tells every moderator and admin at once that someone may be at risk (docs/PRODUCT.md
 * "Moderation", safety): in-app (type `other`) and by email, whatever their email choices, since
 * this is the team's duty and not a newsletter. Callers alert once, when an item first becomes a
 * safety item; `eventKey` keeps a retry to one notification each.
 */
export async function alertTeam(tx: Db, alert: { eventKey: string; content: string }, publicUrl: string): Promise<void> {
  const team = await tx
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(inArray(users.role, ['moderator', 'admin']));
  if (team.length === 0) return;
  await notify(
    tx,
    team.map((member) => ({
      userId: member.id,
      type: 'other' as const,
      title: SAFETY_TEXT.alert.title,
      content: alert.content,
      link: QUEUE_LINK,
      eventKey: alert.eventKey,
    })),
  );
  const link = `${publicUrl}${QUEUE_LINK}`;
  for (const member of team) {
    await queueEmail(tx, {
      to: member.email,
      subject: SAFETY_TEXT.alert.emailSubject,
      text: [`Hi ${member.username},`, alert.content, `${SAFETY_TEXT.alert.open}: ${link}`].join('\n\n'),
      html: layout([
        `Hi ${escapeHtml(member.username)},`,
        escapeHtml(alert.content),
        `<a href="${escapeHtml(link)}" style="color:#b4533f">${SAFETY_TEXT.alert.open}</a>`,
      ]),
      key: `safety-alert:${alert.eventKey}:${member.id}`,
    });
  }
}
