import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RELATION_LISTS_TEXT } from '../../../shared/constants/relation-lists';
import { RELATIONS_TEXT } from '../../../shared/constants/relations';
import type { RelationDuration } from '../../../shared/rules/relations';
import type { RelationDto, RelationsDto } from '../../../shared/schemas/relations';
import { AUTHOR, makeReply, makeThread } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

/** Priya wrote thread 101; Jess (12) reply 501, Priya 502, and Meg of the team (2) 503. */
const PRIYA = makeUser({ id: AUTHOR.id, username: AUTHOR.username });
const KATE = makeUser({ id: 13, username: 'kate_w' });
const JESS_AUTHOR = { id: 12, name: 'Jess', username: 'jess_mum', avatar: null };
const MEG_AUTHOR = { id: 2, name: 'Meg', username: 'mod_meg', avatar: null };
const THREAD_TITLE = 'Four-month sleep regression: how did you survive it?';
const JESS_WORDS = 'We moved bedtime earlier by half an hour and it helped a lot.';
const T = RELATIONS_TEXT;

const relationOf = (member: RelationDto['member'], until: Date | null = null): RelationDto => ({ member, until, createdAt: new Date() });

/** The thread, her relations as the server has them (changed by her mutes and blocks), and what she sent. */
function discussion(initial: Partial<RelationsDto> = {}) {
  const relations: RelationsDto = { muted: [], blocked: [], teamIds: [MEG_AUTHOR.id], ...initial };
  const sent: { call: string; memberId: number; duration?: RelationDuration }[] = [];
  const relate = (kind: 'muted' | 'blocked', call: string) => (input: { memberId: number | string; duration: RelationDuration }) => {
    sent.push({ call, memberId: Number(input.memberId), duration: input.duration });
    const relation = relationOf(Number(input.memberId) === JESS_AUTHOR.id ? JESS_AUTHOR : AUTHOR);
    relations[kind] = [relation, ...relations[kind].filter((r) => r.member.id !== relation.member.id)];
    return { relation, created: true };
  };
  const undo = (kind: 'muted' | 'blocked', call: string) => (input: { memberId: number | string }) => {
    sent.push({ call, memberId: Number(input.memberId) });
    relations[kind] = relations[kind].filter((r) => r.member.id !== Number(input.memberId));
    return { deleted: true as const };
  };
  server.use(
    trpcMsw.community.threads.byId.query(() => makeThread({ id: 101, replyCount: 3 })),
    trpcMsw.community.threads.recordView.mutation(() => ({ viewCount: 13 })),
    trpcMsw.community.threads.replies.query(() => ({
      items: [
        makeReply({ id: 501, content: JESS_WORDS, author: JESS_AUTHOR }),
        makeReply({ id: 502, content: 'Thanks everyone!', author: AUTHOR }),
        makeReply({ id: 503, content: 'Please keep it kind, everyone.', author: MEG_AUTHOR }),
      ],
      nextCursor: null,
    })),
    trpcMsw.community.relations.list.query(() => structuredClone(relations)),
    trpcMsw.community.relations.mute.mutation(({ input }) => relate('muted', 'mute')(input)),
    trpcMsw.community.relations.block.mutation(({ input }) => relate('blocked', 'block')(input)),
    trpcMsw.community.relations.unmute.mutation(({ input }) => undo('muted', 'unmute')(input)),
    trpcMsw.community.relations.unblock.mutation(({ input }) => undo('blocked', 'unblock')(input)),
  );
  return sent;
}

async function openThread(member: ReturnType<typeof makeUser> | null) {
  server.use(signedInAs(member));
  const result = renderWithProviders({ route: '/community/thread/101' });
  await screen.findByText('Please keep it kind, everyone.');
  if (member) await screen.findByRole('textbox', { name: /Your reply/ });
  else await screen.findByRole('link', { name: 'Sign in to reply' });
  return result;
}

const replyItem = (id: number) => within(document.getElementById(`reply-${id}`)!);
const article = () => within(screen.getByRole('article'));

describe('Mute and Block on posts', () => {
  it('are offered to a member on posts of members not on the team, never her own, never to a visitor', async () => {
    discussion();
    const { unmount } = await openThread(null);
    expect(screen.queryByRole('button', { name: /^(Mute|Block) / })).not.toBeInTheDocument();
    unmount();

    discussion();
    await openThread(PRIYA);
    expect(await replyItem(501).findByRole('button', { name: T.actionLabel.mute('Jess') })).toBeInTheDocument();
    expect(replyItem(501).getByRole('button', { name: T.actionLabel.block('Jess') })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(replyItem(502).queryByRole('button', { name: /^(Mute|Block) / })).not.toBeInTheDocument();
    expect(replyItem(503).queryByRole('button', { name: /^(Mute|Block) / })).not.toBeInTheDocument();
    expect(article().queryByRole('button', { name: /^(Mute|Block) / })).not.toBeInTheDocument();
  });

  it('block asks how long in a dialog, sends it, folds her posts away, and offers Unblock', async () => {
    const sent = discussion();
    const { user } = await openThread(KATE);
    const block = await replyItem(501).findByRole('button', { name: T.actionLabel.block('Jess') });
    await user.click(block);
    const dialog = within(await screen.findByRole('dialog', { name: T.dialog.title.block('Jess') }));
    const durations = within(dialog.getByRole('group', { name: T.dialog.durationLegend }));
    expect(durations.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['day', 'week', 'month', 'forever']);
    expect(durations.getByRole('radio', { name: T.durations.day })).toBeChecked();
    await user.click(durations.getByRole('radio', { name: T.durations.week }));
    await user.click(dialog.getByRole('button', { name: T.dialog.confirm.block }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ call: 'block', memberId: JESS_AUTHOR.id, duration: 'week' }]);
    expect(await screen.findByText(T.done.block('Jess'))).toBeInTheDocument();
    expect(await replyItem(501).findByText(T.blockedPost)).toBeInTheDocument();
    expect(screen.queryByText(JESS_WORDS)).not.toBeInTheDocument();

    await user.click(replyItem(501).getByRole('button', { name: T.show }));
    await user.click(await replyItem(501).findByRole('button', { name: T.undoLabel.block('Jess') }));
    await waitFor(() => expect(replyItem(501).queryByText(T.blockedPost)).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({ call: 'unblock', memberId: JESS_AUTHOR.id });
  });

  it('mute keeps her posts in view and turns into Unmute', async () => {
    const sent = discussion();
    const { user } = await openThread(KATE);
    await user.click(await replyItem(501).findByRole('button', { name: T.actionLabel.mute('Jess') }));
    const dialog = within(await screen.findByRole('dialog', { name: T.dialog.title.mute('Jess') }));
    await user.click(dialog.getByRole('radio', { name: T.durations.forever }));
    await user.click(dialog.getByRole('button', { name: T.dialog.confirm.mute }));
    expect(await replyItem(501).findByRole('button', { name: T.undoLabel.mute('Jess') })).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'mute', memberId: JESS_AUTHOR.id, duration: 'forever' }]);
    expect(screen.getByText(JESS_WORDS)).toBeInTheDocument();
  });
});

describe("a blocked member's posts", () => {
  it('a reply is folded away behind "Post from a member you blocked" and a Show button that opens and closes it', async () => {
    discussion({ blocked: [relationOf(JESS_AUTHOR)] });
    const { user } = await openThread(KATE);
    const folded = replyItem(501);
    expect(await folded.findByText(T.blockedPost)).toBeInTheDocument();
    expect(screen.queryByText(JESS_WORDS)).not.toBeInTheDocument();
    const show = folded.getByRole('button', { name: T.show });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(folded.getByText(JESS_WORDS)).toBeVisible();
    const hide = folded.getByRole('button', { name: T.hide });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(hide.getAttribute('aria-controls')!)).toContainElement(folded.getByText(JESS_WORDS));
    await user.click(hide);
    expect(screen.queryByText(JESS_WORDS)).not.toBeInTheDocument();
    // Others' replies stay as they are.
    expect(replyItem(502).queryByText(T.blockedPost)).not.toBeInTheDocument();
  });

  it("a thread's title and text are folded away, the notice standing as the page's heading", async () => {
    discussion({ blocked: [relationOf(AUTHOR)] });
    const { user } = await openThread(KATE);
    expect(await screen.findByRole('heading', { level: 1, name: T.blockedPost })).toBeInTheDocument();
    expect(screen.queryByText(THREAD_TITLE)).not.toBeInTheDocument();
    await user.click(article().getByRole('button', { name: T.show }));
    expect(screen.getByRole('heading', { level: 1, name: THREAD_TITLE })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('in a list of discussions, her thread is folded away, title and all', async () => {
    discussion({ blocked: [relationOf(AUTHOR)] });
    server.use(
      signedInAs(KATE),
      trpcMsw.community.threads.recent.query(() => [
        makeThread({ id: 101 }),
        makeThread({ id: 102, title: 'Starting solids at six months', author: JESS_AUTHOR }),
      ]),
    );
    const { user } = renderWithProviders({ route: '/community' });
    expect(await screen.findByRole('link', { name: 'Starting solids at six months' })).toBeInTheDocument();
    expect(await screen.findByText(T.blockedPost)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: THREAD_TITLE })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.show }));
    expect(screen.getByRole('link', { name: THREAD_TITLE })).toBeInTheDocument();
  });
});

describe('/profile/notifications: muted and blocked members', () => {
  it('lists each with when it ends, and undoes one at once', async () => {
    const sent = discussion({
      muted: [relationOf(JESS_AUTHOR, new Date('2030-01-05T03:30:00Z'))],
      blocked: [relationOf(AUTHOR)],
    });
    server.use(signedInAs(KATE));
    const { user } = renderWithProviders({ route: '/profile/notifications' });
    const muted = within(await screen.findByRole('region', { name: RELATION_LISTS_TEXT.kinds.mute.title }));
    expect(await muted.findByRole('link', { name: 'Jess' })).toHaveAttribute('href', '/community/profile/12');
    expect(muted.getByText(RELATION_LISTS_TEXT.until('5 Jan 2030, 2:30 pm'))).toBeInTheDocument();
    const blocked = within(screen.getByRole('region', { name: RELATION_LISTS_TEXT.kinds.block.title }));
    expect(blocked.getByText(RELATION_LISTS_TEXT.forever)).toBeInTheDocument();

    await user.click(blocked.getByRole('button', { name: RELATION_LISTS_TEXT.kinds.block.undoLabel(AUTHOR.name) }));
    expect(await blocked.findByText(RELATION_LISTS_TEXT.kinds.block.empty)).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'unblock', memberId: AUTHOR.id }]);
    expect(muted.getByRole('link', { name: 'Jess' })).toBeInTheDocument();
  });
});

describe('Mute and Block on a profile', () => {
  function profileOf(id: number, username: string) {
    server.use(
      trpcMsw.community.profiles.byId.query(() => ({
        id,
        username,
        displayName: '',
        avatar: null,
        bio: '',
        joinedAt: new Date('2025-01-01'),
        threadCount: 0,
        replyCount: 0,
        recentThreads: [],
        recentReplies: [],
      })),
    );
  }

  it("are on a member's profile, not on the team's nor her own", async () => {
    discussion();
    server.use(signedInAs(KATE));
    profileOf(JESS_AUTHOR.id, JESS_AUTHOR.username);
    const first = renderWithProviders({ route: `/community/profile/${JESS_AUTHOR.id}` });
    expect(await screen.findByRole('button', { name: T.actionLabel.block(JESS_AUTHOR.username) })).toBeInTheDocument();
    first.unmount();

    profileOf(MEG_AUTHOR.id, MEG_AUTHOR.username);
    const second = renderWithProviders({ route: `/community/profile/${MEG_AUTHOR.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: MEG_AUTHOR.username })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Report/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Mute|Block) / })).not.toBeInTheDocument();
    second.unmount();

    profileOf(KATE.id, KATE.username);
    renderWithProviders({ route: `/community/profile/${KATE.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: KATE.username })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Mute|Block) / })).not.toBeInTheDocument();
  });
});
