import { announcementInput, notificationSettingsInput, pageInput } from '../../shared/schemas/community';
import { byIdInput } from '../../shared/schemas/content';
import { adminProcedure, memberProcedure, publicProcedure, router } from '../trpc/init';
import {
  announce,
  listNotifications,
  markAllRead,
  markRead,
  notificationSettings,
  unreadCount,
  updateNotificationSettings,
} from './service';

export const notificationsRouter = router({
  /** SPEC section 7: 0 with no user. */
  unreadCount: publicProcedure.query(({ ctx }) => unreadCount(ctx.db, ctx.user?.id ?? null)),
  list: memberProcedure.input(pageInput).query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input)),
  markRead: memberProcedure.input(byIdInput).mutation(({ ctx, input }) => markRead(ctx.db, ctx.user.id, input.id)),
  markAllRead: memberProcedure.mutation(({ ctx }) => markAllRead(ctx.db, ctx.user.id)),
  settings: memberProcedure.query(({ ctx }) => notificationSettings(ctx.db, ctx.user.id)),
  updateSettings: memberProcedure
    .input(notificationSettingsInput)
    .mutation(({ ctx, input }) => updateNotificationSettings(ctx.db, ctx.user.id, input)),
  /** The sending screen comes with the admin issue; the procedure is here. */
  announce: adminProcedure.input(announcementInput).mutation(({ ctx, input }) => announce(ctx.db, ctx.user.id, input)),
});
