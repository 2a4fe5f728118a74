import {
  announcementInput,
  notificationEmailPreferencesInput,
  notificationPreferencesInput,
  pageInput,
} from '../../shared/schemas/community';
import { byIdInput } from '../../shared/schemas/content';
import { adminProcedure, changesNothing, memberProcedure, publicProcedure, router } from '../trpc/init';

/** A member's notifications are hers alone: nothing cached shows them. */
const memberWrite = memberProcedure.meta(changesNothing);
import {
  announce,
  listNotifications,
  markAllRead,
  markRead,
  notificationPreferences,
  unreadCount,
  updateNotificationPreferences,
} from './service';
import { notificationEmailPreferences, updateNotificationEmailPreferences } from './email';

export const notificationsRouter = router({
  /** PRODUCT.md "Calls and answers": 0 with no user. */
  unreadCount: publicProcedure.query(({ ctx }) => unreadCount(ctx.db, ctx.user?.id ?? null)),
  list: memberProcedure.input(pageInput).query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input)),
  markRead: memberWrite.input(byIdInput).mutation(({ ctx, input }) => markRead(ctx.db, ctx.user.id, input.id)),
  markAllRead: memberWrite.mutation(({ ctx }) => markAllRead(ctx.db, ctx.user.id)),
  /** Per type, whether it comes in the app. */
  preferences: memberProcedure.query(({ ctx }) => notificationPreferences(ctx.db, ctx.user.id)),
  updatePreferences: memberWrite
    .input(notificationPreferencesInput)
    .mutation(({ ctx, input }) => updateNotificationPreferences(ctx.db, ctx.user.id, input)),
  /** Per type, whether it also comes by email. */
  emailPreferences: memberProcedure.query(({ ctx }) => notificationEmailPreferences(ctx.db, ctx.user.id)),
  updateEmailPreferences: memberWrite
    .input(notificationEmailPreferencesInput)
    .mutation(({ ctx, input }) => updateNotificationEmailPreferences(ctx.db, ctx.user.id, input)),
  /** /admin/notifications sends it. */
  announce: adminProcedure
    .meta(changesNothing)
    .input(announcementInput)
    .mutation(({ ctx, input }) => announce(ctx.db, ctx.user.id, input)),
});
