import { trpc } from '../../trpc';

/**
 * PRODUCT.md "Input rules": the site-content feature image (home_masterclasses_feature) is the second
 * choice for a masterclass image. Undefined while loading, when missing, or when not needed.
 */
export function useMasterclassFeatureImage(enabled = true): string | undefined {
  const query = trpc.content.siteContent.byKey.useQuery({ key: 'home_masterclasses_feature' }, { enabled });
  return query.data?.content.image || undefined;
}
