import { screen, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_TEXT } from '../../../shared/constants/community';
import type { MemberProfileDto } from '../../../shared/schemas/community';
import { makeThread } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

function makeProfile(overrides: Partial<MemberProfileDto> = {}): MemberProfileDto {
  return {
    id: 12,
    username: 'jess_mum',
    displayName: 'Jess Taylor',
    avatar: null,
    bio: 'Mum of two in Brisbane.\nCoffee first.',
    joinedAt: new Date('2024-01-05T00:00:00Z'),
    threadCount: 1,
    replyCount: 2,
    recentThreads: [
      makeThread({ id: 101, title: 'Daycare drop-off tears', author: { id: 12, name: 'Jess Taylor', username: 'jess_mum', avatar: null } }),
    ],
    recentReplies: [
      {
        id: 501,
        threadId: 88,
        threadTitle: 'Starting solids: what first?',
        content: 'We started with pumpkin.',
        createdAt: new Date(Date.now() - 3_600_000),
      },
    ],
    ...overrides,
  };
}

function profiles(byId: Record<number, MemberProfileDto>) {
  const asked: number[] = [];
  server.use(
    trpcMsw.community.profiles.byId.query(({ input }) => {
      const id = Number(input.id);
      asked.push(id);
      const profile = byId[id];
      if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: COMMUNITY_TEXT.profileNotFound });
      return profile;
    }),
  );
  return asked;
}

describe('/community/profile/{id}', () => {
  it("shows a member's name, avatar, join date, bio, counts and recent posts", async () => {
    server.use(signedInAs(makeUser({ id: 7 })));
    profiles({ 12: makeProfile() });
    renderWithProviders({ route: '/community/profile/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jess Taylor' })).toBeInTheDocument();
    expect(screen.getByText('@jess_mum')).toBeInTheDocument();
    expect(screen.getAllByText('JT').length).toBeGreaterThan(0);
    expect(screen.getByText('Joined January 5, 2024')).toBeInTheDocument();
    expect(screen.getByText(/Mum of two in Brisbane/)).toBeInTheDocument();
    expect(screen.getByText('discussion').previousSibling).toHaveTextContent('1');
    expect(screen.getByText('replies').previousSibling).toHaveTextContent('2');

    const threads = within(screen.getByRole('region', { name: 'Recent discussions' }));
    expect(threads.getByRole('link', { name: 'Daycare drop-off tears' })).toHaveAttribute('href', '/community/thread/101');
    const replies = within(screen.getByRole('region', { name: 'Recent replies' }));
    expect(replies.getByRole('link', { name: 'Starting solids: what first?' })).toHaveAttribute('href', '/community/thread/88#reply-501');
    expect(replies.getByText('We started with pumpkin.')).toBeInTheDocument();
    // Someone else's profile: none of the owner's links.
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('says so when the member does not exist', async () => {
    server.use(signedInAs(makeUser()));
    profiles({});
    renderWithProviders({ route: '/community/profile/404' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
  });

  it('shows the username when there is no display name, and the empty lists', async () => {
    server.use(signedInAs(makeUser()));
    profiles({ 12: makeProfile({ displayName: '', bio: '', threadCount: 0, replyCount: 0, recentThreads: [], recentReplies: [] }) });
    renderWithProviders({ route: '/community/profile/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'jess_mum' })).toBeInTheDocument();
    expect(screen.getByText('This member has not written a bio yet.')).toBeInTheDocument();
    expect(screen.getByText('No discussions yet.')).toBeInTheDocument();
    expect(screen.getByText('No replies yet.')).toBeInTheDocument();
  });
});

describe('/community/profile (my own)', () => {
  it("shows the signed-in member's profile with Edit profile, Saved Items and Notifications", async () => {
    server.use(signedInAs(makeUser({ id: 7, username: 'sarah_mum' })));
    const asked = profiles({ 7: makeProfile({ id: 7, username: 'sarah_mum', displayName: 'Sarah', bio: '' }) });
    renderWithProviders({ route: '/community/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah' })).toBeInTheDocument();
    expect(asked).toEqual([7]);
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.getByRole('link', { name: 'Saved Items' })).toHaveAttribute('href', '/profile/saved-items');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/profile/notifications');
    expect(screen.getByText('Add a few words about yourself so other mums know who you are.')).toBeInTheDocument();
  });
});
