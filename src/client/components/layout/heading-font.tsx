import { useEffect } from 'react';
import { DEFAULT_FONT } from '../../../shared/constants/fonts';
import { applyHeadingFont } from '../../lib/heading-fonts';
import { trpc } from '../../trpc';

/** Gives every visitor's headings the font the admin chose in /admin/font-settings. */
export function HeadingFont() {
  const font = trpc.content.settings.headingFont.useQuery().data?.font ?? DEFAULT_FONT;
  useEffect(() => {
    // A font that fails to load leaves the default in place: headings stay readable either way.
    applyHeadingFont(font).catch(() => {});
  }, [font]);
  return null;
}
