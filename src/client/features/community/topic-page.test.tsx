import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_TEXT } from '../../../shared/constants/community';
import { makeThread, makeTopic } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

const TOPIC = makeTopic({ id: 4, name: 'Sleep', threadCount: 25, replyCount: 90 });

/** 25 threads, pinned first (the server's order), in pages of the size asked for. */
function topicThreads(calls: { cursor?: string; limit?: unknown }[]) {
  const all = [
    makeThread({ id: 1, title: 'Welcome to Sleep: read this first', pinned: true, locked: true, replyCount: 0, viewCount: 300 }),
    ...Array.from({ length: 24 }, (_, i) => makeThread({ id: i + 2, title: `Sleep question ${i + 2}`, replyCount: i, viewCount: i * 3 })),
  ];
  return trpcMsw.community.threads.byTopic.query(({ input }) => {
    calls.push({ cursor: input.cursor, limit: input.limit });
    const start = input.cursor ? Number(input.cursor) : 0;
    const limit = Number(input.limit ?? 20);
    return { items: all.slice(start, start + limit), nextCursor: start + limit < all.length ? String(start + limit) : null };
  });
}

async function threadTitles() {
  return (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
}

describe('/community/topic/{id}', () => {
  it('shows the topic and its threads, pinned first, a page at a time', async () => {
    const calls: { cursor?: string; limit?: unknown }[] = [];
    server.use(
      trpcMsw.community.topics.byId.query(() => TOPIC),
      topicThreads(calls),
    );
    const { user } = renderWithProviders({ route: '/community/topic/4' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep' })).toBeInTheDocument();
    expect(screen.getByText('25 discussions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All topics' })).toHaveAttribute('href', '/community');
    await screen.findByRole('link', { name: 'Welcome to Sleep: read this first' });
    expect(await threadTitles()).toHaveLength(20);
    expect((await threadTitles())[0]).toBe('Welcome to Sleep: read this first');

    const pinned = within(screen.getByRole('link', { name: 'Welcome to Sleep: read this first' }).closest('article')!);
    expect(pinned.getByText('Pinned')).toBeInTheDocument();
    expect(pinned.getByText('Locked')).toBeInTheDocument();
    expect(pinned.getByText('0 replies')).toBeInTheDocument();
    expect(pinned.getByText('300 views')).toBeInTheDocument();
    const plain = within(screen.getByRole('link', { name: 'Sleep question 2' }).closest('article')!);
    expect(plain.queryByText('Pinned')).not.toBeInTheDocument();
    expect(plain.queryByText('Locked')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Sleep question 25' })).toHaveAttribute('href', '/community/thread/25');
    expect(await threadTitles()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      { cursor: undefined, limit: 20 },
      { cursor: '20', limit: 20 },
    ]);
  });

  it("offers 'Start a discussion' in this topic", async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.community.topics.byId.query(() => TOPIC),
      topicThreads([]),
    );
    renderWithProviders({ route: '/community/topic/4' });
    await screen.findByRole('heading', { level: 1, name: 'Sleep' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Start a discussion' })).toHaveAttribute('href', '/community/new-thread?topic=4'),
    );
  });

  it('says so when the topic does not exist', async () => {
    server.use(
      trpcMsw.community.topics.byId.query(() => {
        throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.topicNotFound });
      }),
    );
    renderWithProviders({ route: '/community/topic/99' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute('href', '/community');
  });

  it('reads a malformed id as a missing topic without asking the server', async () => {
    renderWithProviders({ route: '/community/topic/not-a-number' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic not found' })).toBeInTheDocument();
  });

  it('shows an empty topic', async () => {
    server.use(
      trpcMsw.community.topics.byId.query(() => makeTopic({ id: 5, name: 'Twins' })),
      trpcMsw.community.threads.byTopic.query(() => ({ items: [], nextCursor: null })),
    );
    renderWithProviders({ route: '/community/topic/5' });
    expect(await screen.findByRole('heading', { name: 'No discussions yet' })).toBeInTheDocument();
  });
});
