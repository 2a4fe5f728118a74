import { RECENT_THREADS_LIMIT } from '../../../shared/constants/community';
import type { SiteContentKey } from '../../../shared/schemas/content';
import type { TrpcUtils } from '../../lib/route-data';
import { HOME_RECIPE_COUNT } from './home-data';

/** The editable blocks the home page shows. */
const HOME_BLOCKS: SiteContentKey[] = ['home_hero', 'home_masterclasses_promo', 'home_masterclasses_feature', 'home_recipes_promo'];

/** Every query the home page draws, as its sections ask for them; then its hero, for the page's description. */
export async function loadHomePage(utils: TrpcUtils) {
  await Promise.all([
    ...HOME_BLOCKS.map((key) => utils.content.siteContent.byKey.prefetch({ key })),
    utils.content.resources.list.prefetch(),
    utils.content.recipes.list.prefetch({ limit: HOME_RECIPE_COUNT }),
    utils.content.blog.featured.prefetch(),
    utils.content.blog.categories.prefetch(),
    utils.content.authors.list.prefetch(),
    utils.content.perks.featured.prefetch(),
    utils.community.stats.prefetch(),
    utils.community.threads.recent.prefetch({ limit: RECENT_THREADS_LIMIT }),
  ]);
  return utils.content.siteContent.byKey.getData({ key: 'home_hero' }) ?? null;
}
