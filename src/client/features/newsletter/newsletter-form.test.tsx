import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SubscribeInput } from '../../../shared/schemas/newsletter';
import { server, trpcMsw } from '../../../test/msw';
import { renderComponent } from '../../../test/render-component';
import { NewsletterCompactForm } from './newsletter-compact-form';
import { NewsletterForm } from './newsletter-form';

function answer(reply: (input: SubscribeInput) => unknown) {
  const sent: SubscribeInput[] = [];
  server.use(
    trpcMsw.newsletter.subscribe.mutation(async ({ input }) => {
      sent.push(input);
      await delay(50);
      return reply(input) as { success: true; message: string };
    }),
  );
  return sent;
}

async function fillAndSend(user: Awaited<ReturnType<typeof renderComponent>>['user'], button = 'Subscribe to Newsletter') {
  await user.type(screen.getByLabelText(/First name/), '  Sarah ');
  await user.type(screen.getByLabelText(/Last name/), 'Nguyen');
  await user.type(screen.getByLabelText(/^Email/), 'sarah@example.com');
  await user.click(screen.getByRole('button', { name: button }));
}

describe('the newsletter form', () => {
  it('sends the names joined, its source and page; disables itself while sending; then thanks and toasts', async () => {
    const sent = answer(() => ({ success: true, message: 'Successfully subscribed!' }));
    const { user, unmount } = await renderComponent(
      <>
        <h2 id="signup">Stay in the Loop</h2>
        <NewsletterForm labelledBy="signup" source="download-app" />
      </>,
    );
    await fillAndSend(user);
    expect(screen.getByRole('button', { name: /Subscribing/ })).toBeDisabled();
    expect((await screen.findByText('Thanks for subscribing!')).closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing to our newsletter.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Sarah Nguyen', email: 'sarah@example.com', source: 'download-app', sourceDetail: '/' }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // Unmounted here: left to the shared afterEach cleanup, this success view stayed in the DOM
    // into the next test file of the worker (files share a worker: isolate is off).
    unmount();
  });

  it('keeps the form and what was typed for an address already subscribed, with the soft notice', async () => {
    answer(() => {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Email is already subscribed' });
    });
    const { user } = await renderComponent(<NewsletterCompactForm />);
    await fillAndSend(user, 'Subscribe');
    expect(await screen.findByText('Already subscribed')).toBeInTheDocument();
    expect(screen.getByText('This email is already subscribed to our newsletter.')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Newsletter sign-up' }));
    expect(form.getByLabelText(/Email address/)).toHaveValue('sarah@example.com');
    expect(screen.queryByText('Thanks for subscribing!')).not.toBeInTheDocument();
    expect(screen.queryByText('Subscription failed')).not.toBeInTheDocument();
  });

  it('shows the server’s error in a failure toast and stays ready to try again', async () => {
    answer(() => {
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many sign-up attempts. Please try again later.' });
    });
    const { user } = await renderComponent(<NewsletterCompactForm />);
    await fillAndSend(user, 'Subscribe');
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Too many sign-up attempts. Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
  });

  it('says “Failed to subscribe” when the server failed without an error of its own', async () => {
    answer(() => {
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
    });
    const { user } = await renderComponent(<NewsletterCompactForm />);
    await fillAndSend(user, 'Subscribe');
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to subscribe')).toBeInTheDocument();
  });

  it('sends nothing while the spec’s rules refuse the input', async () => {
    const sent = answer(() => ({ success: true, message: 'Successfully subscribed!' }));
    const { user } = await renderComponent(<NewsletterCompactForm />);
    await user.type(screen.getByLabelText(/First name/), 'A');
    await user.type(screen.getByLabelText(/Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
