import { auditRouter } from '../audit/router';
import { integrationsAdminRouter } from '../integrations/router';
import { router } from '../trpc/init';
import { authorsRouter } from './authors/router';
import { blogPostsRouter } from './blog-posts/router';
import { commentsAdminRouter } from './comments/router';
import { dashboardRouter } from './dashboard/router';
import { feedbackAdminRouter } from './feedback/router';
import { membersAdminRouter } from './members/router';
import { gamificationAdminRouter } from './gamification/router';
import { giveawaysAdminRouter } from './giveaways/router';
import { newsletterAdminRouter } from './newsletter/router';
import { perkCategoriesAdminRouter } from './perks/categories-router';
import { perksAdminRouter } from './perks/router';
import { recipesRouter } from './recipes/router';
import { resourcesRouter } from './resources/router';
import { siteAppearanceAdminRouter } from './site-appearance/router';
import { siteContentRouter } from './site-content/router';
import { uploadsRouter } from './uploads/router';
import { webhooksRouter } from '../webhooks/router';

/**
 * Every procedure of the admin area, under `admin.`: each is an adminProcedure (admin-only.test.ts
 * calls every one as a visitor and as a member and fails the suite for any that answers).
 */
export const adminRouter = router({
  dashboard: dashboardRouter,
  audit: auditRouter,
  blogPosts: blogPostsRouter,
  authors: authorsRouter,
  recipes: recipesRouter,
  resources: resourcesRouter,
  perks: perksAdminRouter,
  perkCategories: perkCategoriesAdminRouter,
  siteContent: siteContentRouter,
  siteAppearance: siteAppearanceAdminRouter,
  gamification: gamificationAdminRouter,
  giveaways: giveawaysAdminRouter,
  uploads: uploadsRouter,
  newsletter: newsletterAdminRouter,
  feedback: feedbackAdminRouter,
  /** The team's member pages: moderators read and penalise here too (admin-only.test.ts lists them). */
  members: membersAdminRouter,
  /** Moderators too (admin-only.test.ts lists them): all but settings.save. */
  comments: commentsAdminRouter,
  /** The integrator API's tokens (docs/ARCHITECTURE.md "Integrator API"). */
  integrations: integrationsAdminRouter,
  /** An integration's webhook endpoints: admins, and over REST the integration's own token (webhooks/router.ts). */
  webhooks: webhooksRouter,
});
