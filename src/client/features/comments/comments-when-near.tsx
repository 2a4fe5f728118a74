import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import type { CommentsSectionProps } from './comments-section';

// Below the article: its code (list, composer, star input, dialogs) loads as the reader nears it,
// as the footer's does (app-shell/footer-when-near.tsx), so a page's first load doesn't carry it.
const CommentsSection = lazy(() => import('./comments-section'));
const RESERVED_HEIGHT = '40';

/**
 * The comments under a post, recipe or resource, drawn once within 400 px of the viewport (as the footer). The
 * server never draws them (no viewport there), so a kept page never depends on its comments.
 */
export function CommentsWhenNear(props: CommentsSectionProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>('400px 0px');
  return (
    // The place stays held while its code loads (the section is always taller than it).
    <Box ref={ref} minH={RESERVED_HEIGHT} data-print-hidden>
      {near ? (
        <Suspense fallback={null}>
          <CommentsSection {...props} />
        </Suspense>
      ) : null}
    </Box>
  );
}
