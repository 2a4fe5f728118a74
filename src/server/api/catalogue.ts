import { accountOperations } from '../account/rest';
import { membersAdminOperations } from '../admin/members/rest';
import { newsletterAdminOperations } from '../admin/newsletter/rest';
import { adminUploadsOperations } from '../admin/uploads/rest';
import { authOperations } from '../auth/rest';
import { commentsOperations } from '../comments/rest';
import { communityOperations } from '../community/rest';
import { contentOperations } from '../content/rest';
import { feedbackOperations } from '../feedback/rest';
import { gamificationOperations } from '../gamification/rest';
import { giveawaysOperations } from '../giveaways/rest';
import { moderationOperations } from '../moderation/rest';
import { newsletterOperations } from '../newsletter/rest';
import { notificationsOperations } from '../notifications/rest';
import { partnershipsOperations } from '../partnerships/rest';
import { perksOperations } from '../perks/rest';
import { reactionsOperations } from '../reactions/rest';
import { searchOperations } from '../search/rest';
import { integrationsOperations } from '../integrations/rest';
import { webhooksOperations } from '../webhooks/rest';
import { documentOperations } from './document-operations';
import type { ApiOperation } from './operation';

/**
 * Every REST operation (docs/ARCHITECTURE.md "Integrator API"): the routes are built from this
 * list, in its order (a fixed path before a parameter at the same place: `/blog-posts/featured`
 * before `/blog-posts/{slug}`), and so are the document, CORS and the token scopes. A domain adds
 * its list here.
 */
export const CATALOGUE: readonly ApiOperation[] = [
  ...documentOperations,
  ...authOperations,
  ...accountOperations,
  ...contentOperations,
  ...communityOperations,
  ...commentsOperations,
  ...moderationOperations,
  ...reactionsOperations,
  ...notificationsOperations,
  ...newsletterOperations,
  ...newsletterAdminOperations,
  ...membersAdminOperations,
  ...gamificationOperations,
  ...giveawaysOperations,
  ...perksOperations,
  ...feedbackOperations,
  ...partnershipsOperations,
  ...searchOperations,
  ...adminUploadsOperations,
  ...integrationsOperations,
  ...webhooksOperations,
];
