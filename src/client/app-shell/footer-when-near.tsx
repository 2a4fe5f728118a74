import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';

// Below every page's fold: its code (and the newsletter form's) loads as the visitor nears it.
const Footer = lazy(() => import('./footer'));
const FOOTER_HEIGHT = '96';

/** The site's footer, drawn once it is within 400 px of the viewport. */
export function FooterWhenNear() {
  const [ref, near] = useNearViewport<HTMLDivElement>('400px 0px');
  return (
    <Box ref={ref} minH={near ? undefined : FOOTER_HEIGHT}>
      {near ? (
        <Suspense fallback={<Box minH={FOOTER_HEIGHT} />}>
          <Footer />
        </Suspense>
      ) : null}
    </Box>
  );
}
