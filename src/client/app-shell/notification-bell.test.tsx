import { act, screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNotification } from '../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../test/msw';
import { recordTrpcCalls } from '../../test/msw-calls';
import { renderWithProviders } from '../../test/render';
import { toaster } from '../components/ui/toaster';

afterEach(() => {
  vi.useRealTimers();
});

function unreadCount(count: number) {
  return trpcMsw.notifications.unreadCount.query(() => ({ count }));
}

async function bell(name: string | RegExp = /^Notifications/) {
  return within(await screen.findByRole('banner')).findByRole('button', { name });
}

describe('the bell', () => {
  it.each([
    [0, 'Notifications', null],
    [5, 'Notifications, 5 unread', '5'],
    [9, 'Notifications, 9 unread', '9'],
    [10, 'Notifications, 10 unread', '9+'],
    [27, 'Notifications, 27 unread', '9+'],
  ])('with %i unread is named %j and shows %j', async (count, name, badge) => {
    server.use(signedInAs(makeUser()), unreadCount(count));
    renderWithProviders({ route: '/blog' });
    const button = await bell(name);
    if (badge === null) expect(within(button).queryByTestId('unread-badge')).not.toBeInTheDocument();
    else expect(within(button).getByTestId('unread-badge')).toHaveTextContent(badge);
  });

  it('is not there for a visitor, who never asks for the count', async () => {
    const { calls, count } = recordTrpcCalls();
    renderWithProviders({ route: '/blog' });
    const header = within(await screen.findByRole('banner'));
    await header.findByRole('link', { name: 'Login' });
    expect(header.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(calls).toContain('auth.me');
    expect(count('notifications.unreadCount')).toBe(0);
  });

  it('asks for the count again every 30 seconds, and toasts a failure once, not at every retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const create = vi.spyOn(toaster, 'create');
    const { count } = recordTrpcCalls();
    let answer: 'ok' | 'fail' = 'ok';
    server.use(
      signedInAs(makeUser()),
      trpcMsw.notifications.unreadCount.query(() => {
        if (answer === 'fail') throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return { count: 2 };
      }),
    );
    renderWithProviders({ route: '/blog' });
    await bell('Notifications, 2 unread');
    expect(count('notifications.unreadCount')).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(count('notifications.unreadCount')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(count('notifications.unreadCount')).toBe(2));

    answer = 'fail';
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(count('notifications.unreadCount')).toBe(3));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(count('notifications.unreadCount')).toBe(4));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to fetch notification count', type: 'error' })),
    );
    expect(create.mock.calls.filter(([options]) => options.title === 'Failed to fetch notification count')).toHaveLength(1);
    create.mockRestore();
  });
});

describe('the popover', () => {
  it('fetches the list only once opened, showing the loading text meanwhile', async () => {
    const { count } = recordTrpcCalls();
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      signedInAs(makeUser()),
      unreadCount(1),
      trpcMsw.notifications.list.query(async () => {
        await answered;
        return { items: [makeNotification()], nextCursor: null };
      }),
    );
    const { user } = renderWithProviders({ route: '/blog' });
    const button = await bell('Notifications, 1 unread');
    expect(count('notifications.list')).toBe(0);

    await user.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(await dialog.findByText('Loading notifications...')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    release();
    expect(await dialog.findByText('Jess replied to your thread')).toBeInTheDocument();
    expect(count('notifications.list')).toBe(1);
  });

  it("says 'No notifications yet' when there are none, without 'Mark all as read'", async () => {
    server.use(signedInAs(makeUser()));
    const { user } = renderWithProviders({ route: '/blog' });
    await user.click(await bell('Notifications'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('No notifications yet')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', '/profile/notifications');
  });

  it("says 'Failed to fetch notifications' when the list fails", async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.notifications.list.query(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
      }),
    );
    const { user } = renderWithProviders({ route: '/blog' });
    await user.click(await bell());
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent('Failed to fetch notifications');
  });

  it('lists each type with its icon, title, content, relative or absolute time, unread ones marked', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    server.use(
      signedInAs(makeUser()),
      unreadCount(2),
      trpcMsw.notifications.list.query(() => ({
        items: [
          makeNotification({ id: 1, type: 'tag', title: 'Priya mentioned you', createdAt: fiveMinutesAgo }),
          makeNotification({
            id: 2,
            type: 'thread_reply',
            title: 'Jess replied to your thread',
            createdAt: new Date(Date.now() - 3 * 3_600_000),
          }),
          makeNotification({ id: 3, type: 'thread_participation', title: 'New reply in a thread you joined', isRead: true }),
          makeNotification({
            id: 4,
            type: 'admin_announcement',
            title: 'Giveaway time',
            isRead: true,
            createdAt: new Date('2024-01-05T12:00:00Z'),
          }),
          makeNotification({ id: 5, type: 'other', title: 'Something else', isRead: true, link: null }),
        ],
        nextCursor: null,
      })),
    );
    const { user } = renderWithProviders({ route: '/blog' });
    await user.click(await bell('Notifications, 2 unread'));
    const dialog = within(await screen.findByRole('dialog'));
    const items = await dialog.findAllByRole('listitem');
    expect(items).toHaveLength(5);
    const [tag, reply, participation, announcement, other] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    const icon = (item: HTMLElement) => item.querySelector('svg')?.getAttribute('class');
    expect(icon(tag)).toContain('lucide-at-sign');
    expect(icon(reply)).toContain('lucide-message-square-reply');
    expect(icon(participation)).toContain('lucide-messages-square');
    expect(icon(announcement)).toContain('lucide-megaphone');
    expect(icon(other)).toContain('lucide-bell');

    expect(within(tag).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(reply).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(announcement).getByText('Jan 5, 2024')).toBeInTheDocument();

    // Unread ones are tinted, marked, and say so to screen readers.
    expect(within(tag).getByRole('link')).toHaveAttribute('data-unread');
    expect(within(tag).getByRole('link')).toHaveAccessibleName(/^Unread:\s*Priya mentioned you/);
    expect(within(participation).getByRole('link')).not.toHaveAttribute('data-unread');
    expect(within(participation).getByRole('link')).toHaveAccessibleName(/^New reply in a thread you joined/);
    // Content is cut at two lines; a notification without a link is a button.
    expect(within(reply).getByText('We moved bedtime earlier by half an hour and it helped a lot.')).toBeInTheDocument();
    expect(within(other).getByRole('button')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  });

  it('opening a notification marks it read, closes the popover and goes to its link', async () => {
    const marked: number[] = [];
    const { count } = recordTrpcCalls();
    server.use(
      signedInAs(makeUser()),
      unreadCount(1),
      trpcMsw.notifications.list.query(() => ({
        items: [makeNotification({ id: 42, title: 'New recipes are in', link: '/recipes' })],
        nextCursor: null,
      })),
      trpcMsw.notifications.markRead.mutation(({ input }) => {
        // The id's input type is unknown (the schema coerces path parameters).
        const id = Number(input.id);
        marked.push(id);
        return makeNotification({ id, isRead: true });
      }),
    );
    const { user, router } = renderWithProviders({ route: '/blog' });
    const button = await bell();
    await user.click(button);
    await user.click(await within(await screen.findByRole('dialog')).findByRole('link', { name: /New recipes are in/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(marked).toEqual([42]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The count is read again after marking.
    await waitFor(() => expect(count('notifications.unreadCount')).toBe(2));
  });

  it("'Mark all as read': success toast for 3 s, count and list read again", async () => {
    const create = vi.spyOn(toaster, 'create');
    const { count } = recordTrpcCalls();
    server.use(
      signedInAs(makeUser()),
      unreadCount(3),
      trpcMsw.notifications.list.query(() => ({ items: [makeNotification()], nextCursor: null })),
      trpcMsw.notifications.markAllRead.mutation(() => ({ updated: 3 })),
    );
    const { user } = renderWithProviders({ route: '/blog' });
    await user.click(await bell('Notifications, 3 unread'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'All notifications marked as read', type: 'success', duration: 3000 }),
    );
    await waitFor(() => expect(count('notifications.unreadCount')).toBe(2));
    await waitFor(() => expect(count('notifications.list')).toBe(2));
    create.mockRestore();
  });

  it("'Mark all as read' failing: destructive toast with the server's message", async () => {
    server.use(
      signedInAs(makeUser()),
      unreadCount(3),
      trpcMsw.notifications.list.query(() => ({ items: [makeNotification()], nextCursor: null })),
      trpcMsw.notifications.markAllRead.mutation(() => {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Please try again in a moment' });
      }),
    );
    const { user } = renderWithProviders({ route: '/blog' });
    await user.click(await bell('Notifications, 3 unread'));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Failed to mark notifications as read')).toBeInTheDocument();
    expect(screen.getByText('Please try again in a moment')).toBeInTheDocument();
  });

  it('closes from the bell again, and with Escape, giving focus back to the bell', async () => {
    server.use(signedInAs(makeUser()));
    const { user } = renderWithProviders({ route: '/blog' });
    const button = await bell();
    await user.click(button);
    await screen.findByRole('dialog');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
