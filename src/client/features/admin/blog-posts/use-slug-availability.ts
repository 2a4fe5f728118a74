import { checkSlug } from '../../../../shared/rules/blog';
import type { SlugAvailability } from '../../../../shared/schemas/admin/blog-posts';
import { useDebounced } from '../../../lib/use-debounced';
import { trpc } from '../../../trpc';

export const SLUG_CHECK_DELAY_MS = 400;

export type SlugState = { state: 'idle' } | { state: 'checking' } | ({ state: 'checked' } & SlugAvailability);

/**
 * Whether a slug is free for this post, asked as the admin types (after a pause), only for a
 * slug the rule accepts (the form shows the rule's message itself). The server checks again when
 * the post is saved: this only tells early.
 */
export function useSlugAvailability(slug: string, exceptId: number | undefined, enabled = true): SlugState {
  const trimmed = slug.trim();
  const settled = useDebounced(trimmed, SLUG_CHECK_DELAY_MS);
  const askable = enabled && settled !== '' && checkSlug(settled) === null;
  const query = trpc.admin.blogPosts.checkSlug.useQuery(
    { slug: settled, ...(exceptId !== undefined && { exceptId }) },
    { enabled: askable, staleTime: 0, gcTime: 30_000 },
  );
  if (!enabled || trimmed === '' || checkSlug(trimmed) !== null) return { state: 'idle' };
  if (settled !== trimmed || query.isPending) return { state: 'checking' };
  if (!query.data) return { state: 'idle' };
  return { state: 'checked', ...query.data };
}
