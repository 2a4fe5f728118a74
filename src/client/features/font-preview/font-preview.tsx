import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { FONT_PREVIEW_PARAM } from '../../../shared/constants/font-preview';
import type { FontClassName } from '../../../shared/constants/fonts';
import { applyHeadingFont } from '../../lib/heading-fonts';
import { useMounted } from '../../lib/use-mounted';
import { useCurrentUser } from '../auth';
import { fontPreviewRemembered, rememberFontPreview } from './font-preview-store';

// The tool (button, panel, select) loads only for those who get its button.
const FontPreviewTool = lazy(() => import('./font-preview-tool'));

/**
 * The font preview tool's open button is hidden by default (PRODUCT.md "Screens"); PRODUCT.md shows it
 * to admins and to anyone who opened a page with `?font-preview` (remembered for the session).
 */
export function FontPreview({ siteFont }: { siteFont: FontClassName }) {
  const { user } = useCurrentUser();
  const inUrl = useRouterState({ select: (state) => FONT_PREVIEW_PARAM in state.location.search });
  // The session's memory is the browser's: read once mounted, so a server-rendered page and the
  // browser's first render agree.
  const mounted = useMounted();
  useEffect(() => {
    if (inUrl) rememberFontPreview();
  }, [inUrl]);
  if (!user?.isAdmin && !inUrl && !(mounted && fontPreviewRemembered())) return null;
  return (
    <Suspense fallback={null}>
      <FontPreviewTool siteFont={siteFont} apply={applyHeadingFont} />
    </Suspense>
  );
}
