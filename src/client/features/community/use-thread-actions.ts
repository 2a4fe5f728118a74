import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../../shared/schemas/common';
import type { ReplyDto, ThreadDetailDto } from '../../../shared/schemas/community';
import { trpc } from '../../trpc';
import { repliesInput } from './forum-queries';

type RepliesData = InfiniteData<Page<ReplyDto>, string | null>;

/**
 * A thread's loaded replies, in order. A reply posted on this page is appended to the last loaded
 * page; if later pages are loaded after that, the server sends it again at its real place, and
 * the later copy wins.
 */
export function flattenReplies(data: { pages: { items: ReplyDto[] }[] } | undefined): ReplyDto[] {
  const replies = data?.pages.flatMap((page) => page.items) ?? [];
  const lastIndex = new Map(replies.map((reply, index) => [reply.id, index]));
  return replies.filter((reply, index) => lastIndex.get(reply.id) === index);
}

function mapReplies(data: RepliesData | undefined, change: (items: ReplyDto[]) => ReplyDto[]): RepliesData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

/**
 * After any forum write: topics, latest threads (community and home pages), stats, profiles and
 * points count posts, so they are fetched afresh.
 */
export function useRefreshForumLists() {
  const utils = trpc.useUtils();
  return () => {
    void utils.community.topics.invalidate();
    void utils.community.threads.recent.invalidate();
    void utils.community.threads.byTopic.invalidate();
    void utils.community.stats.invalidate();
    void utils.community.profiles.byId.invalidate();
    // Posts earn points (and removing them takes them back): levels beside names may move.
    void utils.gamification.invalidate();
  };
}

/** What every write on the thread page uses to update the page and the lists elsewhere. */
function useThreadCache(threadId: number) {
  const utils = trpc.useUtils();
  return {
    utils,
    setThread: (update: (thread: ThreadDetailDto) => ThreadDetailDto) =>
      utils.community.threads.byId.setData({ id: threadId }, (thread) => (thread ? update(thread) : thread)),
    setReplies: (change: (items: ReplyDto[]) => ReplyDto[]) =>
      utils.community.threads.replies.setInfiniteData(repliesInput(threadId), (data) => mapReplies(data, change)),
    refreshLists: useRefreshForumLists(),
  };
}

/**
 * Posting a reply: appended to the page's replies and counted on the thread; one held for a check
 * joins her own held posts instead (my-held-posts.tsx), counted nowhere yet.
 */
export function useCreateReply(threadId: number) {
  const { utils, setThread, refreshLists } = useThreadCache(threadId);
  return trpc.community.replies.create.useMutation({
    onSuccess({ status, ...reply }) {
      if (status === 'pending') {
        void utils.community.held.mine.invalidate();
        return;
      }
      utils.community.threads.replies.setInfiniteData(repliesInput(threadId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const pages = [...data.pages];
        const last = pages[pages.length - 1]!;
        pages[pages.length - 1] = { ...last, items: [...last.items, reply] };
        return { ...data, pages };
      });
      setThread((thread) => ({ ...thread, replyCount: thread.replyCount + 1, lastActivityAt: reply.createdAt }));
      refreshLists();
    },
  });
}

/** Editing and deleting one reply. */
export function useReplyEdits(threadId: number) {
  const { setThread, setReplies, refreshLists } = useThreadCache(threadId);
  const update = trpc.community.replies.update.useMutation({
    onSuccess(reply) {
      setReplies((items) => items.map((item) => (item.id === reply.id ? reply : item)));
    },
  });
  const remove = trpc.community.replies.delete.useMutation({
    onSuccess(_result, { id }) {
      setReplies((items) => items.filter((item) => item.id !== id));
      setThread((thread) => ({ ...thread, replyCount: Math.max(0, thread.replyCount - 1) }));
      refreshLists();
    },
  });
  return { update, remove };
}

/** Editing, deleting, pinning and locking the thread itself. */
export function useThreadEdits(threadId: number) {
  const { utils, refreshLists } = useThreadCache(threadId);
  const update = trpc.community.threads.update.useMutation({
    onSuccess(thread) {
      utils.community.threads.byId.setData({ id: threadId }, thread);
      refreshLists();
    },
  });
  const remove = trpc.community.threads.delete.useMutation({
    onSuccess() {
      refreshLists();
    },
  });
  const moderate = trpc.community.threads.moderate.useMutation({
    onSuccess(thread) {
      utils.community.threads.byId.setData({ id: threadId }, thread);
      void utils.community.threads.byTopic.invalidate();
    },
  });
  return { update, remove, moderate };
}
