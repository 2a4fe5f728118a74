import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { PARTNERSHIP_LIMITS, PARTNERSHIP_TEXT } from '../../../shared/constants/partnerships';
import { server, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { PARTNERSHIPS_TEXT } from './info-text';

const labels = PARTNERSHIPS_TEXT.labels;

async function openForm() {
  const result = renderWithProviders({ route: '/partnerships' });
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1, name: 'Partnerships' });
  const form = within(main.getByRole('form', { name: PARTNERSHIPS_TEXT.formHeading }));
  const field = (label: string) => form.getByRole('textbox', { name: new RegExp(label) });
  const fill = async (values: Partial<Record<keyof typeof labels, string>>) => {
    for (const [key, value] of Object.entries(values)) {
      const input = field(labels[key as keyof typeof labels]);
      await result.user.clear(input);
      // Pasted: typing 2,000 characters key by key takes seconds.
      if (value) {
        await result.user.click(input);
        await result.user.paste(value);
      }
    }
  };
  const submit = () => form.getByRole('button', { name: PARTNERSHIPS_TEXT.submit });
  return { ...result, main, form, field, fill, submit };
}

const valid = {
  name: ' Priya Shah ',
  email: 'priya@littlesprouts.example',
  company: 'Little Sprouts',
  message: 'We would love to offer your members 20% off our organic baby food.',
};

describe('/partnerships', () => {
  it('says what brands can do', async () => {
    const { main } = await openForm();
    for (const offer of PARTNERSHIPS_TEXT.offers) expect(main.getByRole('heading', { level: 3, name: offer.title })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: PARTNERSHIPS_TEXT.promiseHeading })).toBeInTheDocument();
  });

  it('checks every field before sending, and sends nothing while one is wrong', async () => {
    let calls = 0;
    server.use(
      trpcMsw.partnerships.enquire.mutation(() => {
        calls += 1;
        return { success: true as const };
      }),
    );
    const { user, form, field, fill, submit } = await openForm();
    await user.click(submit());
    expect(form.getByText(PARTNERSHIP_TEXT.nameRequired)).toBeInTheDocument();
    expect(form.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form.getByText(PARTNERSHIP_TEXT.companyRequired)).toBeInTheDocument();
    expect(form.getByText(PARTNERSHIP_TEXT.messageTooShort)).toBeInTheDocument();
    expect(field(labels.name)).toHaveFocus();
    expect(field(labels.name)).toHaveAttribute('aria-invalid', 'true');

    await fill({ ...valid, message: 'x'.repeat(PARTNERSHIP_LIMITS.messageMax + 1) });
    expect(form.getByText('2,001 / 2,000 characters')).toBeInTheDocument();
    await user.click(submit());
    expect(form.getByText('Message must be at most 2,000 characters')).toBeInTheDocument();
    expect(field(labels.message)).toHaveFocus();
    expect(form.queryByText(PARTNERSHIP_TEXT.nameRequired)).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the trimmed enquiry with an empty honeypot, then thanks and moves focus to the thanks', async () => {
    let received: unknown = null;
    server.use(
      trpcMsw.partnerships.enquire.mutation(({ input }) => {
        received = input;
        return { success: true as const };
      }),
    );
    const { user, main, fill, submit } = await openForm();
    await fill(valid);
    await user.click(submit());
    const thanks = await main.findByRole('status');
    expect(thanks).toHaveTextContent(PARTNERSHIP_TEXT.sent);
    // Focus moves once the thanks is on screen (an effect after the render that shows it).
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(received).toEqual({ ...valid, name: 'Priya Shah', website: '' });

    await user.click(within(thanks).getByRole('button', { name: PARTNERSHIPS_TEXT.sendAnother }));
    const form = within(main.getByRole('form', { name: PARTNERSHIPS_TEXT.formHeading }));
    expect(form.getByRole('textbox', { name: new RegExp(labels.name) })).toHaveValue('');
  });

  it('toasts the server’s refusal and keeps what was typed', async () => {
    server.use(
      trpcMsw.partnerships.enquire.mutation(() => {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: PARTNERSHIP_TEXT.tooManyEnquiries });
      }),
    );
    const { user, fill, field, submit } = await openForm();
    await fill(valid);
    await user.click(submit());
    expect(await screen.findByText(PARTNERSHIPS_TEXT.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(PARTNERSHIP_TEXT.tooManyEnquiries)).toBeInTheDocument();
    expect(field(labels.company)).toHaveValue(valid.company);
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});
