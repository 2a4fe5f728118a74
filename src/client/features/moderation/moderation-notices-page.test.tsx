import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PENALTY_TEXT } from '../../../shared/constants/penalties';
import type { MyDecisionDto } from '../../../shared/schemas/penalties';
import { makeThread } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

const T = PENALTY_TEXT.page;
const MEMBER = makeUser({ id: 12, username: 'jess_mum' });

function decision(overrides: Partial<MyDecisionDto> = {}): MyDecisionDto {
  return {
    id: 7,
    kind: 'silence',
    reason: 'Selling in the forum',
    createdAt: new Date('2026-11-20T01:00:00Z'),
    appeal: null,
    ...overrides,
  };
}

describe('/profile/moderation', () => {
  it('lists her decisions with the reason, and sends one appeal per decision after checking its length', async () => {
    let decisions = [
      decision(),
      decision({
        id: 8,
        kind: 'remove',
        reason: 'Medical misinformation',
        appeal: { status: 'upheld', response: 'It stays down.', createdAt: new Date() },
      }),
    ];
    const sent: unknown[] = [];
    server.use(
      signedInAs(MEMBER),
      trpcMsw.moderation.decisions.mine.query(() => decisions),
      trpcMsw.moderation.appeals.create.mutation(({ input }) => {
        sent.push(input);
        decisions = decisions.map((d) =>
          d.id === input.decisionId ? { ...d, appeal: { status: 'open', response: null, createdAt: new Date() } } : d,
        );
        return { id: 1, status: 'open' as const };
      }),
    );
    renderWithProviders({ route: '/profile/moderation' });
    const silence = (await screen.findByRole('heading', { name: PENALTY_TEXT.noticeTitle.silence })).closest('article')!;
    expect(within(silence as HTMLElement).getByText(/Reason: Selling in the forum\./)).toBeInTheDocument();
    const removal = screen.getByRole('heading', { name: PENALTY_TEXT.noticeTitle.remove }).closest('article') as HTMLElement;
    expect(within(removal).getByText(T.appealStatus.upheld)).toBeInTheDocument();
    expect(within(removal).getByText('It stays down.')).toBeInTheDocument();
    expect(within(removal).queryByRole('button', { name: T.appealSend })).not.toBeInTheDocument();

    const user = userEvent.setup();
    const box = within(silence as HTMLElement).getByRole('textbox', { name: new RegExp(T.appealLabel) });
    await user.type(box, 'short');
    await user.click(within(silence as HTMLElement).getByRole('button', { name: T.appealSend }));
    expect(sent).toEqual([]);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.type(box, ': I only answered a question about prices.');
    await user.click(within(silence as HTMLElement).getByRole('button', { name: T.appealSend }));
    await waitFor(() => expect(sent).toEqual([{ decisionId: 7, message: 'short: I only answered a question about prices.' }]));
    expect(await within(silence as HTMLElement).findByText(T.appealStatus.open)).toBeInTheDocument();
  });

  it('says when there is nothing', async () => {
    server.use(
      signedInAs(MEMBER),
      trpcMsw.moderation.decisions.mine.query(() => []),
    );
    renderWithProviders({ route: '/profile/moderation' });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });
});

describe('a silenced member in the forum', () => {
  it('reads why and until when in place of the reply box, before she types', async () => {
    const message = "You can't post until December 5, 2026: Cooling off";
    server.use(
      signedInAs(MEMBER),
      trpcMsw.community.threads.byId.query(() => makeThread({ id: 101 })),
      trpcMsw.community.threads.recordView.mutation(() => ({ viewCount: 1 })),
      trpcMsw.community.threads.replies.query(() => ({ items: [], nextCursor: null })),
      trpcMsw.moderation.penalties.mine.query(() => ({
        kind: 'silence' as const,
        endsAt: new Date('2026-12-05T00:00:00Z'),
        reason: 'Cooling off',
        message,
      })),
    );
    renderWithProviders({ route: '/community/thread/101' });
    expect(await screen.findByRole('note')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox', { name: /Your reply/ })).not.toBeInTheDocument();
  });
});
