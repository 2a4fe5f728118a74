import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODERATION_TEXT } from '../../../shared/constants/moderation';
import { SAFETY_TEXT } from '../../../shared/constants/safety';
import { makeReply, makeThread, makeTopic } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

const LOAD = { timeout: 10_000 };
const THREAD = makeThread({ id: 101, title: 'Bedtime battles', replyCount: 0 });

function thread({ replyStatus = 'published' as 'published' | 'pending' } = {}) {
  server.use(
    signedInAs(makeUser()),
    trpcMsw.community.threads.byId.query(() => THREAD),
    trpcMsw.community.threads.recordView.mutation(() => ({ viewCount: 1 })),
    trpcMsw.community.threads.replies.query(() => ({ items: [], nextCursor: null })),
    trpcMsw.community.replies.create.mutation(({ input }) => ({
      ...makeReply({ id: 900, threadId: 101, content: String(input.content) }),
      status: replyStatus,
    })),
  );
}

describe('the composer and a mum who may be at risk', { timeout: 20_000 }, () => {
  it('shows the support panel, without blocking, as she types a safety phrase, with 000 first and tel: links', async () => {
    thread();
    const { user } = renderWithProviders({ route: '/community/thread/101' });
    const box = await screen.findByRole('textbox', { name: /Your reply/ }, LOAD);
    await user.type(box, 'Honestly some days I want to die');
    const panel = await screen.findByRole('complementary', { name: SAFETY_TEXT.panel.title }, LOAD);
    expect(within(panel).getByText(SAFETY_TEXT.panel.danger)).toBeInTheDocument();
    const links = within(panel)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:000',
      'tel:1300726306',
      'tel:131114',
      'tel:1300224636',
      'tel:1800737732',
    ]);
    expect(within(panel).getByText(SAFETY_TEXT.panel.notWatched)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post reply' })).toBeEnabled();
  });

  it('shows nothing for ordinary words', async () => {
    thread();
    const { user } = renderWithProviders({ route: '/community/thread/101' });
    await user.type(await screen.findByRole('textbox', { name: /Your reply/ }, LOAD), 'She wants to dine out');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('complementary', { name: SAFETY_TEXT.panel.title })).toBeNull();
  });
});

describe('a post held for a check', { timeout: 20_000 }, () => {
  it('her reply: the form says it waits for a quick check, and her held reply shows under the thread for her', async () => {
    thread({ replyStatus: 'pending' });
    const { user } = renderWithProviders({ route: '/community/thread/101' });
    await user.type(await screen.findByRole('textbox', { name: /Your reply/ }, LOAD), 'Try www.example.com');
    server.use(
      trpcMsw.community.held.mine.query(() => ({
        threads: [],
        replies: [makeReply({ id: 900, threadId: 101, content: 'Try www.example.com' })],
        hidden: { threads: [], replies: [] },
      })),
    );
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    const notices = await screen.findAllByText(MODERATION_TEXT.held.title, {}, LOAD);
    expect(notices.length).toBeGreaterThanOrEqual(1);
    const mine = await screen.findByRole('region', { name: 'Your replies waiting for a check' }, LOAD);
    expect(within(mine).getByText('Try www.example.com')).toBeInTheDocument();
    expect(screen.queryByText('Reply posted')).toBeNull();
  });

  it('her new thread: the page says it waits, instead of opening it; at its address only she sees it', async () => {
    const held = makeThread({ id: 555, title: 'My first post', content: 'Hello all' });
    server.use(
      signedInAs(makeUser()),
      trpcMsw.community.topics.list.query(() => [makeTopic({ id: 1, name: 'Sleep' })]),
      trpcMsw.community.threads.create.mutation(() => ({ ...held, status: 'pending' as const })),
      trpcMsw.community.held.mine.query(() => ({ threads: [held], replies: [], hidden: { threads: [], replies: [] } })),
    );
    const { user, router } = renderWithProviders({ route: '/community/new-thread?topic=1' });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'My first post');
    await user.type(screen.getByRole('textbox', { name: /Your post/ }), 'Hello all, glad to be here');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByText(MODERATION_TEXT.held.title, {}, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community/new-thread');

    await user.click(screen.getByRole('link', { name: 'See your discussion' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My first post' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(MODERATION_TEXT.held.body)).toBeInTheDocument();
  });
});
