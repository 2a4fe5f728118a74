/**
 * PRODUCT.md "Records and their fields": the heading fonts an admin can choose from (and the font preview tool offers),
 * each with its name, CSS class and type. One list for the admin's setting, the public site and
 * the preview tool; the client loads each font's file only when it is chosen
 * (client/lib/heading-fonts.ts).
 */
export const FONT_TYPES = ['serif', 'display', 'sans-serif'] as const;
export type FontType = (typeof FONT_TYPES)[number];

export interface FontOption {
  name: string;
  /** The CSS class (the stored default, 'font-playfair', is one: PRODUCT.md "Constants and limits"): also the setting's value. */
  className: string;
  type: FontType;
  /**
   * The CSS font-family list, with fallbacks of the same type (the default font's first fallback
   * is its metric-matched local font, client/fallback-fonts.css).
   */
  family: string;
}

export const FONT_OPTIONS = [
  {
    name: 'Playfair Display',
    className: 'font-playfair',
    type: 'serif',
    family: "'Playfair Display', 'Playfair Display Fallback', Georgia, serif",
  },
  { name: 'Lora', className: 'font-lora', type: 'serif', family: "'Lora', Georgia, serif" },
  { name: 'Libre Baskerville', className: 'font-libre-baskerville', type: 'serif', family: "'Libre Baskerville', Georgia, serif" },
  { name: 'Cormorant Garamond', className: 'font-cormorant-garamond', type: 'serif', family: "'Cormorant Garamond', Georgia, serif" },
  { name: 'DM Serif Display', className: 'font-dm-serif-display', type: 'display', family: "'DM Serif Display', Georgia, serif" },
  { name: 'Yeseva One', className: 'font-yeseva-one', type: 'display', family: "'Yeseva One', Georgia, serif" },
  {
    name: 'Montserrat',
    className: 'font-montserrat',
    type: 'sans-serif',
    family: "'Montserrat', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
] as const satisfies readonly FontOption[];

export type FontClassName = (typeof FONT_OPTIONS)[number]['className'];

/** PRODUCT.md "Constants and limits": Playfair Display is the default heading font. */
export const DEFAULT_FONT: FontClassName = 'font-playfair';

export const FONT_CLASS_NAMES = FONT_OPTIONS.map((font) => font.className) as [FontClassName, ...FontClassName[]];

export function isFontClassName(value: unknown): value is FontClassName {
  return (FONT_CLASS_NAMES as readonly unknown[]).includes(value);
}

export function fontOption(className: FontClassName): FontOption {
  return FONT_OPTIONS.find((font) => font.className === className)!;
}

/** site_settings key of the admin's heading font. */
export const HEADING_FONT_SETTING = 'heading_font';

export const FONT_TEXT = {
  unknownFont: 'Choose one of the fonts listed',
  saved: 'Heading font saved',
} as const;
