export const FONT_PREVIEW_TEXT = {
  open: 'Font preview',
  title: 'Font preview',
  intro: 'Try a heading font on this site. Only you see it, in this browser.',
  close: 'Close font preview',
  fontLabel: 'Heading font',
  fontOption: (name: string, type: string) => `${name} (${type})`,
  sampleLabel: 'Sample text',
  sampleDefault: 'It takes a village to raise a child',
  previewLabel: 'Preview',
  save: 'Save',
  reset: 'Reset',
} as const;

/** PRODUCT.md "Messages", verbatim. */
export const FONT_PREVIEW_TOASTS = {
  saved: 'Font saved successfully!',
  reset: 'Font reset to default',
} as const;
