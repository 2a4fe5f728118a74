import { z } from 'zod';
import { FONT_CLASS_NAMES, FONT_TEXT } from '../../constants/fonts';

export const setHeadingFontInput = z.object({
  font: z.enum(FONT_CLASS_NAMES, { error: FONT_TEXT.unknownFont }),
});
export type SetHeadingFontInput = z.input<typeof setHeadingFontInput>;
