import type { SiteContentFields, SiteContentKey } from '../../../shared/schemas/content';
import { trpc } from '../../trpc';

export interface SiteContentState {
  /** The block's fields; null when the block is missing (or failed to load). */
  content: SiteContentFields | null;
  isPending: boolean;
}

/** One editable block of the home page (PRODUCT.md "Records and their fields"). A missing block is an answer: defaults apply. */
export function useSiteContent(key: SiteContentKey): SiteContentState {
  const query = trpc.content.siteContent.byKey.useQuery({ key });
  return { content: query.data?.content ?? null, isPending: query.isPending };
}

/** Number of loading placeholders a list shows (PRODUCT.md "Constants and limits"). */
export const LOADING_PLACEHOLDERS = 3;
/** PRODUCT.md "Constants and limits": the home page's list sizes. */
export const HOME_RECIPE_COUNT = 3;
export const HOME_BLOG_CARD_COUNT = 3;
