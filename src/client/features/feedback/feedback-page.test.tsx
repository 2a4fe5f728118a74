import { screen, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEXT } from '../../../shared/constants/feedback';
import type { FeedbackDto, SubmitFeedbackInput } from '../../../shared/schemas/feedback';
import { makeFeedback } from '../../../test/feedback-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { FEEDBACK_PAGE_TEXT } from './feedback-text';

const MEMBER = makeUser({ id: 7, username: 'sarah_mum' });
const LOAD = { timeout: 10_000 };

describe('/product-feedback', { timeout: 20_000 }, () => {
  it('checks the form as the server would, sends it, thanks her and lists it', async () => {
    const sent: SubmitFeedbackInput[] = [];
    const mine: FeedbackDto[] = [];
    server.use(
      signedInAs(MEMBER),
      trpcMsw.feedback.mine.query(() => ({ items: [...mine], nextCursor: null })),
      trpcMsw.feedback.submit.mutation(({ input }) => {
        sent.push(input);
        const item = makeFeedback({ id: 3, category: input.category, message: input.message, pageLink: input.pageLink ?? null });
        mine.unshift(item);
        return item;
      }),
    );
    const { user } = renderWithProviders({ route: '/product-feedback' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Feedback' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText(FEEDBACK_PAGE_TEXT.empty)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Send feedback' });
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(within(form).getByText(FEEDBACK_PAGE_TEXT.categoryRequired)).toBeInTheDocument();
    expect(within(form).getByText(FEEDBACK_TEXT.messageRequired)).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: /Content request/ }));
    const message = within(form).getByRole('textbox', { name: /Your feedback/ });
    await user.click(message);
    await user.paste('a'.repeat(2001));
    expect(within(form).getByText('Message must be at most 2,000 characters')).toBeInTheDocument();
    expect(within(form).getByText('2,001 / 2,000')).toBeInTheDocument();
    await user.clear(message);
    await user.type(message, 'More recipes for fussy toddlers, please.');
    const link = within(form).getByRole('textbox', { name: /Page link/ });
    await user.type(link, 'javascript:alert(1)');
    expect(within(form).getByText(FEEDBACK_TEXT.pageLinkInvalid)).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://evil.example/recipes');
    expect(within(form).getByText(FEEDBACK_TEXT.pageLinkOtherSite)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(sent).toEqual([]);

    // This site's address goes as its path.
    await user.clear(link);
    await user.type(link, `${window.location.origin}/recipes?tag=toddler`);
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(FEEDBACK_PAGE_TEXT.sent)).toBeInTheDocument();
    expect(sent).toEqual([
      { category: 'content_request', message: 'More recipes for fussy toddlers, please.', pageLink: '/recipes?tag=toddler' },
    ]);
    expect(message).toHaveValue('');

    const list = await screen.findByRole('list', { name: 'Your feedback' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/Content request\s*New/);
    expect(within(list).getByRole('link', { name: '/recipes?tag=toddler' })).toHaveAttribute('href', '/recipes?tag=toddler');
  });

  it('shows the server’s refusal: 10 a day', async () => {
    server.use(
      signedInAs(MEMBER),
      trpcMsw.feedback.submit.mutation(() => {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: FEEDBACK_TEXT.tooMany });
      }),
    );
    const { user } = renderWithProviders({ route: '/product-feedback' });
    const form = await screen.findByRole('form', { name: 'Send feedback' }, LOAD);
    await user.click(within(form).getByRole('radio', { name: /Idea/ }));
    await user.type(within(form).getByRole('textbox', { name: /Your feedback/ }), 'One more idea');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(FEEDBACK_TEXT.tooMany);
  });

  it('at /feedback too: her earlier feedback with its status, dates and the team’s note, a page at a time', async () => {
    server.use(
      signedInAs(MEMBER),
      trpcMsw.feedback.mine.query(({ input }) =>
        input.cursor
          ? { items: [makeFeedback({ id: 1, message: 'An older idea', status: 'declined' })], nextCursor: null }
          : {
              items: [
                makeFeedback({
                  id: 2,
                  category: 'problem',
                  message: 'The search box jumps on my phone.',
                  status: 'planned',
                  adminNote: 'Fixing it this month.',
                  createdAt: new Date('2026-11-03T01:00:00Z'),
                  statusChangedAt: new Date('2026-11-05T01:00:00Z'),
                }),
              ],
              nextCursor: 'next',
            },
      ),
    );
    const { user } = renderWithProviders({ route: '/feedback' });
    const list = await screen.findByRole('list', { name: 'Your feedback' }, LOAD);
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Problem');
    expect(item).toHaveTextContent('Planned');
    expect(item).toHaveTextContent('Sent November 3, 2026 · Updated November 5, 2026');
    expect(item).toHaveTextContent('From the team: Fixing it this month.');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('An older idea')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Declined');
  });
});
