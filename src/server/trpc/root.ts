import { adminRouter } from '../admin/router';
import { authRouter } from '../auth/router';
import { commentsRouter } from '../comments/router';
import { communityRouter } from '../community/router';
import { contentRouter } from '../content/router';
import { feedbackRouter } from '../feedback/router';
import { gamificationRouter } from '../gamification/router';
import { giveawaysRouter } from '../giveaways/router';
import { moderationRouter } from '../moderation/router';
import { newsletterRouter } from '../newsletter/router';
import { notificationsRouter } from '../notifications/router';
import { perksRouter } from '../perks/router';
import { partnershipsRouter } from '../partnerships/router';
import { reactionsRouter } from '../reactions/router';
import { searchRouter } from '../search/router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  auth: authRouter,
  content: contentRouter,
  community: communityRouter,
  reactions: reactionsRouter,
  notifications: notificationsRouter,
  newsletter: newsletterRouter,
  gamification: gamificationRouter,
  giveaways: giveawaysRouter,
  partnerships: partnershipsRouter,
  feedback: feedbackRouter,
  perks: perksRouter,
  search: searchRouter,
  moderation: moderationRouter,
  comments: commentsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
