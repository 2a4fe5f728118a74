/** DTO builders for client tests: the community as its procedures answer it (never imported by the app). */
import type { NotificationDto, ReplyDto, ThreadAuthorDto, ThreadSummaryDto, TopicDto } from '../shared/schemas/community';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

export const AUTHOR: ThreadAuthorDto = { id: 11, name: 'Priya S.', username: 'priya_s', avatar: null };

export function makeTopic(overrides: Partial<TopicDto> = {}): TopicDto {
  return {
    id: 1,
    name: 'Sleep',
    slug: 'sleep',
    description: 'Naps, nights and everything in between.',
    threadCount: 0,
    replyCount: 0,
    latestThread: null,
    ...overrides,
  };
}

export function makeThread(overrides: Partial<ThreadSummaryDto> = {}): ThreadSummaryDto {
  const createdAt = overrides.createdAt ?? minutesAgo(90);
  return {
    id: 101,
    title: 'Four-month sleep regression: how did you survive it?',
    content: 'Our little one went from sleeping five-hour stretches to waking every hour. Any tips?',
    hidden: false,
    createdAt,
    updatedAt: createdAt,
    lastActivityAt: createdAt,
    viewCount: 12,
    replyCount: 0,
    pinned: false,
    locked: false,
    lockNote: null,
    moderatorEdited: false,
    author: AUTHOR,
    topic: { id: 1, name: 'Sleep', slug: 'sleep' },
    ...overrides,
  };
}

export function makeReply(overrides: Partial<ReplyDto> = {}): ReplyDto {
  const createdAt = overrides.createdAt ?? minutesAgo(30);
  return {
    id: 501,
    threadId: 101,
    content: 'We moved bedtime earlier by half an hour and it helped a lot.',
    hidden: false,
    moderatorEdited: false,
    createdAt,
    updatedAt: createdAt,
    author: { id: 12, name: 'Jess', username: 'jess_mum', avatar: null },
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: 901,
    type: 'thread_reply',
    title: 'Jess replied to your thread',
    content: 'We moved bedtime earlier by half an hour and it helped a lot.',
    link: '/community/thread/101',
    isRead: false,
    createdAt: minutesAgo(5),
    ...overrides,
  };
}
