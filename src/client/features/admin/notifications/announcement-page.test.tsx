import { TRPCError } from '@trpc/server';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';
import { ANNOUNCEMENT_TEXT as T } from './announcement-text';

const ADMIN = makeUser({ id: 1, username: 'jo_admin', isAdmin: true });
const LOAD = { timeout: 10_000 };

type Announcement = { title: string; content: string; link?: string };

async function openForm(sent: Announcement[], answer: () => { sent: number } = () => ({ sent: 42 })) {
  server.use(
    signedInAs(ADMIN),
    trpcMsw.notifications.announce.mutation(({ input }) => {
      sent.push(input);
      return answer();
    }),
  );
  const view = renderWithProviders({ route: '/admin/notifications' });
  await screen.findByRole('heading', { level: 1, name: T.title }, LOAD);
  return {
    ...view,
    title: () => screen.getByRole('textbox', { name: /^Title/ }),
    message: () => screen.getByRole('textbox', { name: /^Message/ }),
    link: () => screen.getByRole('textbox', { name: /^Link/ }),
  };
}

describe('/admin/notifications', { timeout: 20_000 }, () => {
  it('sends an announcement to every member after a confirm, and says how many it reached', async () => {
    const sent: Announcement[] = [];
    const { user, title, message, link } = await openForm(sent);
    await user.type(title(), 'Perks week');
    await user.type(message(), 'New perks every day this week.');
    expect(screen.getByText('30 / 1,000')).toBeInTheDocument();
    await user.type(link(), '/perks');
    await user.click(screen.getByRole('button', { name: T.send }));

    const dialog = await screen.findByRole('alertdialog', { name: T.confirmTitle });
    expect(dialog).toHaveTextContent(T.confirmBody('Perks week'));
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));

    expect(await screen.findByText(T.sent)).toBeInTheDocument();
    expect(screen.getByText('It reached 42 members.')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'Perks week', content: 'New perks every day this week.', link: '/perks' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(title()).toHaveValue('');
    expect(message()).toHaveValue('');
  });

  it('refuses a link to another site, and a blank message, before asking', async () => {
    const sent: Announcement[] = [];
    const { user, title, link, message } = await openForm(sent);
    await user.type(title(), 'Perks week');
    await user.type(link(), '//evil.example/perks');
    await user.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByText(T.linkNotSameSite)).toBeInTheDocument();
    expect(link()).toHaveAttribute('aria-invalid', 'true');
    expect(message()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(link());
    await user.type(link(), 'https://elsewhere.example');
    await user.type(message(), 'Hello');
    await user.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByText(T.linkNotSameSite)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('leaves the link out when none is given, and shows a refusal in the dialog', async () => {
    const sent: Announcement[] = [];
    const { user, title, message } = await openForm(sent, () => {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'Admins only' });
    });
    await user.type(title(), 'Hello');
    await user.type(message(), 'Welcome, everyone.');
    await user.click(screen.getByRole('button', { name: T.send }));
    const dialog = await screen.findByRole('alertdialog', { name: T.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Admins only');
    expect(sent).toEqual([{ title: 'Hello', content: 'Welcome, everyone.' }]);
  });
});
