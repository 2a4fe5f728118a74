import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { FONT_PREVIEW_PARAM } from '../../../shared/constants/font-preview';
import type { FontClassName } from '../../../shared/constants/fonts';
import { applyHeadingFont } from '../../lib/heading-fonts';
import { useCurrentUser } from '../auth/use-current-user';
import { fontPreviewRemembered, rememberFontPreview } from './font-preview-store';

// The tool (button, panel, select) loads only for those who get its button.
const FontPreviewTool = lazy(() => import('./font-preview-tool'));

/**
 * The font preview tool's open button is hidden by default (SPEC section 2); PRODUCT.md shows it
 * to admins and to anyone who opened a page with `?font-preview` (remembered for the session).
 */
export function FontPreview({ siteFont }: { siteFont: FontClassName }) {
  const { user } = useCurrentUser();
  const inUrl = useRouterState({ select: (state) => FONT_PREVIEW_PARAM in state.location.search });
  useEffect(() => {
    if (inUrl) rememberFontPreview();
  }, [inUrl]);
  if (!user?.isAdmin && !inUrl && !fontPreviewRemembered()) return null;
  return (
    <Suspense fallback={null}>
      <FontPreviewTool siteFont={siteFont} apply={applyHeadingFont} />
    </Suspense>
  );
}
