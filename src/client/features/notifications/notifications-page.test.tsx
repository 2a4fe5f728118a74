import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { NotificationPreferencesDto } from '../../../shared/schemas/community';
import { makeNotification } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

const ALL_ON: NotificationPreferencesDto = {
  tag: true,
  thread_reply: true,
  thread_participation: true,
  admin_announcement: true,
  other: true,
};

async function main() {
  return within(await screen.findByRole('main'));
}

describe('/profile/notifications: the list', () => {
  it("pages with 'Load more'", async () => {
    const cursors: (string | undefined)[] = [];
    server.use(
      signedInAs(makeUser()),
      trpcMsw.notifications.list.query(({ input }) => {
        cursors.push(input.cursor);
        return input.cursor
          ? { items: [makeNotification({ id: 3, title: 'An older one', isRead: true })], nextCursor: null }
          : {
              items: [makeNotification({ id: 1, title: 'Newest' }), makeNotification({ id: 2, title: 'Second', isRead: true })],
              nextCursor: 'page-2',
            };
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/notifications' });
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = within(await page.findByRole('region', { name: 'Notifications' }));
    expect(await list.findAllByRole('listitem')).toHaveLength(2);

    await user.click(list.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
    expect(list.getByText('An older one')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(cursors).toEqual([undefined, 'page-2']);
  });

  it("says 'No notifications yet' when there are none", async () => {
    server.use(signedInAs(makeUser()));
    renderWithProviders({ route: '/profile/notifications' });
    expect(await (await main()).findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
  });

  it('opens a notification: marked read, then its page', async () => {
    const marked: number[] = [];
    server.use(
      signedInAs(makeUser()),
      trpcMsw.notifications.list.query(() => ({
        items: [makeNotification({ id: 7, title: 'See the new recipes', link: '/recipes' })],
        nextCursor: null,
      })),
      trpcMsw.notifications.markRead.mutation(({ input }) => {
        // The id's input type is unknown (the schema coerces path parameters).
        const id = Number(input.id);
        marked.push(id);
        return makeNotification({ id, isRead: true });
      }),
    );
    const { user, router } = renderWithProviders({ route: '/profile/notifications' });
    await user.click(await (await main()).findByRole('link', { name: /See the new recipes/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(marked).toEqual([7]);
  });

  it("marks all as read from the page, with the spec's toast", async () => {
    let unread = 2;
    server.use(
      signedInAs(makeUser()),
      trpcMsw.notifications.unreadCount.query(() => ({ count: unread })),
      trpcMsw.notifications.list.query(() => ({
        items: [makeNotification({ id: 1, isRead: unread === 0 })],
        nextCursor: null,
      })),
      trpcMsw.notifications.markAllRead.mutation(() => {
        unread = 0;
        return { updated: 2 };
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/notifications' });
    const page = await main();
    await user.click(await page.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    // Read again: nothing unread any more, so the button goes.
    await waitFor(() => expect(page.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument());
  });
});

describe('/profile/notifications: settings', () => {
  it('has a switch per type, each saved on change with a toast', async () => {
    const updates: unknown[] = [];
    let settings = { ...ALL_ON, other: false };
    server.use(
      signedInAs(makeUser()),
      trpcMsw.notifications.preferences.query(() => settings),
      trpcMsw.notifications.updatePreferences.mutation(({ input }) => {
        updates.push(input);
        settings = { ...settings, ...input.enabled };
        return settings;
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/notifications' });
    const section = within(await (await main()).findByRole('region', { name: 'Notification settings' }));
    const mentions = await section.findByRole('switch', { name: 'Mentions' });
    expect(section.getAllByRole('switch').map((box) => box.closest('label')?.textContent)).toEqual([
      'Mentions',
      'Replies to my threads',
      'Replies in threads I joined',
      'Announcements',
      'Other',
    ]);
    expect(mentions).toBeChecked();
    expect(section.getByRole('switch', { name: 'Other' })).not.toBeChecked();

    await user.click(mentions);
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(updates).toEqual([{ enabled: { tag: false } }]);
    expect(mentions).not.toBeChecked();

    await user.click(section.getByRole('switch', { name: 'Other' }));
    await waitFor(() => expect(updates).toEqual([{ enabled: { tag: false } }, { enabled: { other: true } }]));
    await waitFor(() => expect(section.getByRole('switch', { name: 'Other' })).toBeChecked());
  });

  it('flips a switch back and says so when saving fails', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.notifications.updatePreferences.mutation(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/notifications' });
    const section = within(await (await main()).findByRole('region', { name: 'Notification settings' }));
    const announcements = await section.findByRole('switch', { name: 'Announcements' });
    await user.click(announcements);
    expect(await screen.findByText('Failed to update notification settings')).toBeInTheDocument();
    await waitFor(() => expect(announcements).toBeChecked());
  });
});

describe('/profile/notifications: email and newsletter', () => {
  it('saves which types also come by email', async () => {
    const updates: unknown[] = [];
    server.use(
      signedInAs(makeUser()),
      trpcMsw.notifications.updateEmailPreferences.mutation(({ input }) => {
        updates.push(input);
        return { tag: true, thread_reply: true, thread_participation: false, admin_announcement: true, other: false };
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/notifications' });
    const section = within(await (await main()).findByRole('region', { name: 'Email me too' }));
    const replies = await section.findByRole('switch', { name: 'Replies to my threads' });
    expect(replies).not.toBeChecked();
    expect(section.getByRole('switch', { name: 'Mentions' })).toBeChecked();
    await user.click(replies);
    await waitFor(() => expect(updates).toEqual([{ byEmail: { thread_reply: true } }]));
    await waitFor(() => expect(replies).toBeChecked());
  });

  it('subscribes her own address to the newsletter and back', async () => {
    let subscribed = false;
    server.use(
      signedInAs(makeUser()),
      trpcMsw.newsletter.mine.query(() => ({ email: 'member@example.com', subscribed, since: null })),
      trpcMsw.newsletter.setMine.mutation(({ input }) => {
        subscribed = input.subscribed;
        return { email: 'member@example.com', subscribed, since: subscribed ? new Date().toISOString() : null };
      }),
    );
    const { user } = renderWithProviders({ route: '/profile/notifications' });
    const section = within(await (await main()).findByRole('region', { name: 'Newsletter' }));
    const toggle = await section.findByRole('switch', { name: 'Send me the newsletter' });
    expect(section.getByText('Sent to member@example.com.')).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText('Subscribed to the newsletter')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Unsubscribed from the newsletter')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
