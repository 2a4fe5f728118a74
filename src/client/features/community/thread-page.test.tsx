import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { COMMUNITY_TEXT, FORUM_LIMITS } from '../../../shared/constants/community';
import type { ReplyDto, ThreadDetailDto } from '../../../shared/schemas/community';
import { AUTHOR, makeReply, makeThread } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { FORUM_TEXT } from './community-text';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** The thread's author, the replier, another member and an admin. */
const PRIYA = makeUser({ id: AUTHOR.id, username: AUTHOR.username });
const JESS = makeUser({ id: 12, username: 'jess_mum' });
const KATE = makeUser({ id: 13, username: 'kate_w' });
const ADMIN = makeUser({ id: 1, username: 'admin', isAdmin: true });

const REPLIES = [
  makeReply({ id: 501, content: 'First: move bedtime earlier.', createdAt: minutesAgo(50) }),
  makeReply({
    id: 502,
    content: 'Second: white noise helped us.',
    createdAt: minutesAgo(40),
    author: { id: 13, name: 'Kate W', username: 'kate_w', avatar: null },
  }),
  makeReply({ id: 503, content: 'Third: it passes, hang in there!', createdAt: minutesAgo(30) }),
];

interface Calls {
  views: number;
  repliesCursors: (string | undefined)[];
  created: unknown[];
  moderated: unknown[];
  updated: unknown[];
  deleted: unknown[];
}

/** A thread (written `threadAge` minutes ago) with REPLIES, and handlers that record what the page asks. */
function discussion({
  thread: overrides = {},
  replies = REPLIES,
  pageSize,
}: { thread?: Partial<ThreadDetailDto>; replies?: ReplyDto[]; pageSize?: number } = {}) {
  let thread = makeThread({ id: 101, replyCount: replies.length, viewCount: 12, createdAt: minutesAgo(20), ...overrides });
  const calls: Calls = { views: 0, repliesCursors: [], created: [], moderated: [], updated: [], deleted: [] };
  server.use(
    trpcMsw.community.threads.byId.query(() => thread),
    trpcMsw.community.threads.recordView.mutation(() => {
      calls.views += 1;
      return { viewCount: thread.viewCount + 1 };
    }),
    trpcMsw.community.threads.replies.query(({ input }) => {
      calls.repliesCursors.push(input.cursor);
      const size = pageSize ?? Number(input.limit ?? 50);
      const start = input.cursor ? Number(input.cursor) : 0;
      return { items: replies.slice(start, start + size), nextCursor: start + size < replies.length ? String(start + size) : null };
    }),
    trpcMsw.community.replies.create.mutation(({ input }) => {
      calls.created.push(input);
      return {
        ...makeReply({
          id: 600,
          threadId: 101,
          content: String(input.content),
          createdAt: new Date(),
          author: { id: 7, name: 'Sarah', username: 'sarah_mum', avatar: null },
        }),
        status: 'published' as const,
      };
    }),
    trpcMsw.community.threads.moderate.mutation(({ input }) => {
      calls.moderated.push(input);
      thread = {
        ...thread,
        ...(input.pinned === undefined ? {} : { pinned: Boolean(input.pinned) }),
        ...(input.locked === undefined ? {} : { locked: Boolean(input.locked) }),
      };
      return thread;
    }),
    trpcMsw.community.threads.update.mutation(({ input }) => {
      calls.updated.push(input);
      thread = { ...thread, title: String(input.title), content: String(input.content), updatedAt: new Date() };
      return thread;
    }),
    trpcMsw.community.threads.delete.mutation(({ input }) => {
      calls.deleted.push(input);
      return { deleted: true as const };
    }),
    trpcMsw.community.replies.delete.mutation(({ input }) => {
      calls.deleted.push(input);
      return { deleted: true as const };
    }),
  );
  return calls;
}

async function openThread(route = '/community/thread/101') {
  const result = renderWithProviders({ route });
  await screen.findByRole('heading', { level: 1, name: 'Four-month sleep regression: how did you survive it?' });
  return result;
}

const article = () => within(screen.getByRole('article'));
const replyList = async () => within(await screen.findByRole('list', { name: /replies/ }));
const replyItem = (id: number) => within(document.getElementById(`reply-${id}`)!);

describe('/community/thread/{id} for a visitor', () => {
  it('shows the thread, its author, topic and views, and the replies in order', async () => {
    discussion();
    await openThread();
    const post = article();
    expect(post.getByRole('link', { name: 'Priya S.' })).toHaveAttribute('href', '/community/profile/11');
    expect(post.getByText('PS')).toBeInTheDocument();
    expect(post.getByText(/Our little one went from sleeping/)).toBeInTheDocument();
    expect(post.queryByText('edited')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sleep' })).toHaveAttribute('href', '/community/topic/1');
    // The view this visit recorded replaces the count.
    expect(await post.findByText('13 views')).toBeInTheDocument();
    expect(document.title).toBe('Four-month sleep regression: how did you survive it? · Mama Village');

    const list = await replyList();
    expect(list.getAllByRole('listitem').map((item) => item.id)).toEqual(['reply-501', 'reply-502', 'reply-503']);
    expect(list.getByText('Second: white noise helped us.')).toBeInTheDocument();
    expect(replyItem(502).getByRole('link', { name: 'Kate W' })).toHaveAttribute('href', '/community/profile/13');
    expect(screen.getByRole('heading', { level: 2, name: '3 replies' })).toBeInTheDocument();
  });

  it('sends a visitor who wants to reply to sign in, and back to the thread', async () => {
    discussion();
    await openThread('/community/threads/101');
    const signIn = await screen.findByRole('link', { name: 'Sign in to reply' });
    expect(signIn).toHaveAttribute('href', `/community/auth?redirect=${encodeURIComponent('/community/thread/101')}`);
    expect(screen.queryByRole('textbox', { name: /Your reply/ })).not.toBeInTheDocument();
    expect(article().queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('records the view once per visit, even when StrictMode mounts the page twice', async () => {
    configure({ reactStrictMode: true });
    try {
      const calls = discussion();
      const { router } = await openThread();
      await waitFor(() => expect(calls.views).toBe(1));
      await act(() => delay(100));
      expect(calls.views).toBe(1);
      // A second visit counts again (the server decides whether it is a new view). The thread is
      // cached by then, so it is there at the first of StrictMode's two mounts.
      await act(() => router.navigate({ to: '/community' }));
      await screen.findByRole('heading', { level: 1, name: 'Community' });
      await act(() => router.navigate({ to: '/community/thread/$id', params: { id: '101' } }));
      await waitFor(() => expect(calls.views).toBe(2));
      await act(() => delay(100));
      expect(calls.views).toBe(2);
    } finally {
      configure({ reactStrictMode: false });
    }
  });

  it('records the next thread too when one thread page leads straight to another', async () => {
    discussion();
    const viewed: unknown[] = [];
    server.use(
      trpcMsw.community.threads.byId.query(({ input }) =>
        makeThread(Number(input.id) === 102 ? { id: 102, title: 'Thread 102' } : { id: 101 }),
      ),
      trpcMsw.community.threads.recordView.mutation(({ input }) => {
        viewed.push(input.id);
        return { viewCount: 1 };
      }),
    );
    const { router } = await openThread();
    await waitFor(() => expect(viewed).toEqual([101]));
    await act(() => router.navigate({ to: '/community/thread/$id', params: { id: '102' } }));
    await screen.findByRole('heading', { level: 1, name: 'Thread 102' });
    await waitFor(() => expect(viewed).toEqual([101, 102]));
  });

  it("marks a thread changed after it was written as 'edited'", async () => {
    discussion({ thread: { updatedAt: minutesAgo(5) } });
    await openThread();
    expect(article().getByText('edited')).toBeInTheDocument();
  });

  it('pages the replies with Load more', async () => {
    const replies = Array.from({ length: 5 }, (_, i) => makeReply({ id: 700 + i, content: `Reply number ${i + 1}` }));
    const calls = discussion({ replies, pageSize: 3 });
    const { user } = await openThread();
    expect(await screen.findByText('Reply number 3')).toBeInTheDocument();
    expect(screen.queryByText('Reply number 4')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Reply number 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.repliesCursors).toEqual([undefined, '3']);
  });

  it('scrolls to and highlights the reply a notification links to, loading pages until it is there', async () => {
    const replies = Array.from({ length: 5 }, (_, i) => makeReply({ id: 700 + i, content: `Reply number ${i + 1}` }));
    discussion({ replies, pageSize: 2 });
    const scrolled = vi.mocked(Element.prototype.scrollIntoView);
    scrolled.mockClear();
    renderWithProviders({ route: '/community/thread/101#reply-704' });
    expect(await screen.findByText('Reply number 5')).toBeInTheDocument();
    const target = document.getElementById('reply-704')!;
    await waitFor(() => expect(target).toHaveAttribute('data-highlighted'));
    expect(scrolled.mock.contexts).toContain(target);
  });

  it('shows not found for a thread that does not exist', async () => {
    server.use(
      trpcMsw.community.threads.byId.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.threadNotFound });
      }),
    );
    renderWithProviders({ route: '/community/thread/999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discussion not found' })).toBeInTheDocument();
    expect(document.title).toBe('Discussion not found · Mama Village');
  });
});

describe('replying as a member', () => {
  it('posts a reply, appends it after the others and clears the box', async () => {
    server.use(signedInAs(makeUser()));
    const calls = discussion();
    const { user } = await openThread();
    const box = await screen.findByRole('textbox', { name: /Your reply/ });
    expect(screen.getByText(`0 / ${FORUM_LIMITS.replyMax.toLocaleString('en-AU')}`)).toBeInTheDocument();
    await user.type(box, '  Same here!\nIt gets better.  ');
    expect(screen.getByText(`26 / ${FORUM_LIMITS.replyMax.toLocaleString('en-AU')}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post reply' }));

    await waitFor(() => expect(document.getElementById('reply-600')).not.toBeNull());
    const list = await replyList();
    expect(list.getAllByRole('listitem').map((item) => item.id)).toEqual(['reply-501', 'reply-502', 'reply-503', 'reply-600']);
    expect(replyItem(600).getByText(/Same here!/)).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(calls.created).toEqual([{ threadId: 101, content: 'Same here!\nIt gets better.' }]);
    expect(screen.getByRole('heading', { level: 2, name: '4 replies' })).toBeInTheDocument();
    // Only the first page was ever fetched: the new reply came from the answer.
    expect(calls.repliesCursors).toEqual([undefined]);
  });

  it('checks for an empty reply before asking the server', async () => {
    server.use(signedInAs(makeUser()));
    const calls = discussion();
    const { user } = await openThread();
    await user.type(await screen.findByRole('textbox', { name: /Your reply/ }), '    ');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(COMMUNITY_TEXT.emptyPost)).toBeInTheDocument();
    expect(calls.created).toEqual([]);
  });

  it("shows the server's refusal (posting too quickly, thread locked meanwhile)", async () => {
    server.use(signedInAs(makeUser()));
    discussion();
    server.use(
      trpcMsw.community.replies.create.mutation(() => {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: COMMUNITY_TEXT.tooManyPosts });
      }),
    );
    const { user } = await openThread();
    await user.type(await screen.findByRole('textbox', { name: /Your reply/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_TEXT.tooManyPosts);
    expect(screen.getByRole('textbox', { name: /Your reply/ })).toHaveValue('Hello');

    server.use(
      trpcMsw.community.replies.create.mutation(() => {
        throw new TRPCError({ code: 'FORBIDDEN', message: COMMUNITY_TEXT.threadLocked });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(COMMUNITY_TEXT.threadLocked));
  });

  it('shows a notice instead of the reply box on a locked thread', async () => {
    server.use(signedInAs(makeUser()));
    discussion({ thread: { locked: true } });
    await openThread();
    expect(await screen.findByText('This discussion is locked, so it takes no new replies.')).toBeInTheDocument();
    expect(article().getByText('Locked')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your reply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to reply' })).not.toBeInTheDocument();
  });
});

describe("the team's marks", () => {
  it("shows the team's note under a thread it locked, with the way to support, and a moderator's edit as such", async () => {
    discussion({
      thread: { locked: true, lockNote: 'We have locked this so it can rest. Please look after yourselves.' },
      replies: [makeReply({ id: 501, content: 'Changed by the team', moderatorEdited: true, createdAt: minutesAgo(50) })],
    });
    await openThread();
    const note = within(screen.getByRole('complementary', { name: 'A note from the Mama Village team' }));
    expect(note.getByText('We have locked this so it can rest. Please look after yourselves.')).toBeInTheDocument();
    expect(note.getByRole('link', { name: 'Find someone to talk to' })).toHaveAttribute('href', '/support');
    expect(within(await screen.findByRole('list', { name: /reply/ })).getByText('Edited by a moderator')).toBeInTheDocument();
  });

  it('shows no note under a thread without one', async () => {
    discussion({ thread: { locked: true } });
    await openThread();
    expect(screen.queryByRole('complementary', { name: 'A note from the Mama Village team' })).not.toBeInTheDocument();
  });
});

describe('who may edit and delete', () => {
  async function controls(user: ReturnType<typeof makeUser>, threadAge: number) {
    server.use(signedInAs(user));
    discussion({
      thread: { createdAt: minutesAgo(threadAge), updatedAt: minutesAgo(threadAge) },
      replies: [
        makeReply({ id: 501, author: { id: 12, name: 'Jess', username: 'jess_mum', avatar: null }, createdAt: minutesAgo(10) }),
        makeReply({ id: 502, author: { id: 12, name: 'Jess', username: 'jess_mum', avatar: null }, createdAt: minutesAgo(90) }),
      ],
    });
    const { unmount } = await openThread();
    await screen.findByRole('list', { name: /replies/ });
    // The current user arrives with the page; wait until the reply box (members) shows.
    await screen.findByRole('textbox', { name: /Your reply/ });
    const found = {
      thread: article().queryByRole('button', { name: 'Edit' }) !== null && article().queryByRole('button', { name: 'Delete' }) !== null,
      recentReply: replyItem(501).queryByRole('button', { name: 'Edit' }) !== null,
      oldReply: replyItem(502).queryByRole('button', { name: 'Edit' }) !== null,
      moderation: screen.queryByRole('group', { name: 'Moderation' }) !== null,
    };
    unmount();
    return found;
  }

  it('gives a moderator what an admin has: edit and delete on any post, and the thread moderation', async () => {
    const moderator = makeUser({ id: 2, username: 'mod_meg', role: 'moderator' });
    expect(await controls(moderator, 90)).toEqual({ thread: true, recentReply: true, oldReply: true, moderation: true });
  });

  it('shows a hidden reply as its notice, with nothing to edit, to anyone', async () => {
    server.use(signedInAs(ADMIN));
    discussion({ replies: [makeReply({ id: 501, content: '', hidden: true })] });
    await openThread();
    const reply = within(await screen.findByText(COMMUNITY_TEXT.hiddenPost).then((notice) => notice.closest('li')!));
    expect(reply.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(reply.queryByRole('button', { name: FORUM_TEXT.postActions })).not.toBeInTheDocument();
  });

  it('offers them to the author within the hour, on their own posts only', async () => {
    expect(await controls(PRIYA, 20)).toEqual({ thread: true, recentReply: false, oldReply: false, moderation: false });
    expect(await controls(JESS, 20)).toEqual({ thread: false, recentReply: true, oldReply: false, moderation: false });
  });

  it('not once the hour has passed, nor to other members', async () => {
    expect(await controls(PRIYA, 61)).toEqual({ thread: false, recentReply: false, oldReply: false, moderation: false });
    expect(await controls(KATE, 20)).toEqual({ thread: false, recentReply: false, oldReply: false, moderation: false });
  });

  it('offers them and moderation to an admin at any time', async () => {
    expect(await controls(ADMIN, 60 * 24 * 30)).toEqual({ thread: true, recentReply: true, oldReply: true, moderation: true });
  });

  it('edits the thread inline', async () => {
    server.use(signedInAs(PRIYA));
    const calls = discussion();
    const { user } = await openThread();
    await user.click(await article().findByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Sleep regression at 4 months');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep regression at 4 months' })).toBeInTheDocument();
    expect(calls.updated).toEqual([{ id: 101, title: 'Sleep regression at 4 months', content: makeThread().content }]);
    expect(article().getByText('edited')).toBeInTheDocument();
  });

  it('checks an edited title before saving', async () => {
    server.use(signedInAs(PRIYA));
    const calls = discussion();
    const { user } = await openThread();
    await user.click(await article().findByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Hi');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Title must be at least ${FORUM_LIMITS.titleMin} characters`)).toBeInTheDocument();
    expect(calls.updated).toEqual([]);
  });

  it('deletes the thread after confirming, and goes back to its topic', async () => {
    server.use(
      signedInAs(PRIYA),
      trpcMsw.community.topics.byId.query(({ input }) => ({
        id: Number(input.id),
        name: 'Sleep',
        slug: 'sleep',
        description: 'Naps.',
        threadCount: 0,
        replyCount: 0,
        latestThread: null,
      })),
      trpcMsw.community.threads.byTopic.query(() => ({ items: [], nextCursor: null })),
    );
    const calls = discussion();
    const { user, router } = await openThread();
    await user.click(await article().findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this discussion?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/topic/1'));
    expect(calls.deleted).toEqual([{ id: 101 }]);
  });

  it('deletes a reply after confirming; Cancel keeps it', async () => {
    server.use(signedInAs(JESS));
    const calls = discussion({ replies: [makeReply({ id: 501, content: 'Oops, wrong thread', createdAt: minutesAgo(5) })] });
    const { user } = await openThread();
    await screen.findByText('Oops, wrong thread');
    await user.click(await replyItem(501).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.deleted).toEqual([]);

    await user.click(replyItem(501).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this reply?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Oops, wrong thread')).not.toBeInTheDocument());
    expect(calls.deleted).toEqual([{ id: 501 }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Replies' })).toBeInTheDocument();
  });
});

describe('moderation', () => {
  it('lets an admin pin and lock, and undo both', async () => {
    server.use(signedInAs(ADMIN));
    const calls = discussion();
    const { user } = await openThread();
    const moderation = within(await screen.findByRole('group', { name: 'Moderation' }));
    await user.click(moderation.getByRole('button', { name: 'Pin' }));
    expect(await moderation.findByRole('button', { name: 'Unpin' })).toBeInTheDocument();
    expect(article().getByText('Pinned')).toBeInTheDocument();
    await user.click(moderation.getByRole('button', { name: 'Lock' }));
    expect(await moderation.findByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(await screen.findByText('This discussion is locked, so it takes no new replies.')).toBeInTheDocument();
    await user.click(moderation.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('textbox', { name: /Your reply/ })).toBeInTheDocument();
    expect(calls.moderated).toEqual([
      { id: 101, pinned: true },
      { id: 101, locked: true },
      { id: 101, locked: false },
    ]);
  });
});
