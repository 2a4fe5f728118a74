import { useEffect } from 'react';
import { DEFAULT_FONT } from '../../shared/constants/fonts';
import { FontPreview } from '../features/font-preview/font-preview';
import { savedFont } from '../features/font-preview/font-preview-store';
import { applyHeadingFont } from '../lib/heading-fonts';
import { trpc } from '../trpc';

/**
 * Gives every visitor's headings the font the admin chose in /admin/font-settings, unless this
 * browser saved a font of its own with the font preview tool, which wins. (While the tool is
 * open it sets the headings' font itself: font-preview-tool.tsx.)
 */
export function HeadingFont() {
  const siteFont = trpc.content.siteAppearance.headingFont.useQuery().data?.font ?? DEFAULT_FONT;
  const font = savedFont() ?? siteFont;
  useEffect(() => {
    let current = true;
    // A font that fails to load leaves the previous one in place: headings stay readable either way.
    applyHeadingFont(font, () => current).catch(() => {});
    return () => {
      current = false;
    };
  }, [font]);
  return <FontPreview siteFont={siteFont} />;
}
