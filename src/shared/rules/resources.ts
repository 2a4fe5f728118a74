import { MAX_IMAGE_SCALE, MIN_IMAGE_SCALE } from '../lib/images';
import { checkContentImage, checkRecipeText } from './recipes';
import { formatNumber } from '../lib/numbers';

/**
 * What an admin writes into a resource: each rule once, zod-free (schemas/admin/resources.ts
 * builds the server's input from these; the editor calls resourceFormErrors with the same paths).
 */

export const RESOURCE_LIMITS = {
  titleMax: 200,
  descriptionMax: 1000,
  bodyMax: 50_000,
  categoriesMax: 20,
  categoryNameMax: 60,
  urlMax: 2000,
} as const;

export const RESOURCE_ACCESS = ['file', 'link', 'none'] as const;
export type ResourceAccess = (typeof RESOURCE_ACCESS)[number];

export { RESOURCE_COMING_SOON_FILTERS, RESOURCE_FEATURED_FILTERS, RESOURCE_MEMBERS_FILTERS } from '../constants/resources';

export const RESOURCE_RULE_TEXT = {
  fileRequired: 'Upload the PDF, or choose another way to get it',
  fileName: "That file name can't be used",
  fileMissing: "That file isn't in the resource files. Please upload it again.",
  urlRequired: 'Enter the address of the page',
  urlHttps: 'The address must start with https://',
  position: 'The position must be between 0 and 100',
  scale: `The zoom must be a whole number from ${MIN_IMAGE_SCALE} to ${MAX_IMAGE_SCALE}`,
  categoryTaken: 'That category already exists.',
  publishedAt: 'Enter the date as YYYY-MM-DD',
  categoriesMax: `At most ${RESOURCE_LIMITS.categoriesMax} categories`,
} as const;

const L = RESOURCE_LIMITS;

export const checkResourceTitle = (value: string) => checkRecipeText('Title', L.titleMax, value, true);
export const checkResourceDescription = (value: string) => checkRecipeText('Description', L.descriptionMax, value);
export const checkResourceBody = (value: string) => checkRecipeText('Body', L.bodyMax, value);
export const checkCategoryName = (value: string) => checkRecipeText('Category name', L.categoryNameMax, value, true);

/** A stored file's name in the resource files folder: no folders, a .pdf. */
export function checkFileName(value: string): string | null {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.pdf$/.test(value) && !value.includes('..') ? null : RESOURCE_RULE_TEXT.fileName;
}

/** An outside page: https only. */
export function checkExternalUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return RESOURCE_RULE_TEXT.urlRequired;
  if (trimmed.length > L.urlMax) return `The address must be at most ${formatNumber(L.urlMax)} characters`;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return RESOURCE_RULE_TEXT.urlHttps;
  }
  return url.protocol === 'https:' && url.hostname ? null : RESOURCE_RULE_TEXT.urlHttps;
}

export function checkPositionPercent(value: number): string | null {
  return Number.isFinite(value) && value >= 0 && value <= 100 ? null : RESOURCE_RULE_TEXT.position;
}

export function checkImageScale(value: number): string | null {
  return Number.isInteger(value) && value >= MIN_IMAGE_SCALE && value <= MAX_IMAGE_SCALE ? null : RESOURCE_RULE_TEXT.scale;
}

/** 'YYYY-MM-DD', a real day. */
export function checkPublishedDate(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return RESOURCE_RULE_TEXT.publishedAt;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? null : RESOURCE_RULE_TEXT.publishedAt;
}

export interface ResourceFormValues {
  title: string;
  description: string;
  body: string;
  categoryIds: number[];
  membersOnly: boolean;
  featured: boolean;
  comingSoon: boolean;
  access: ResourceAccess;
  fileName: string | null;
  externalUrl: string;
  masterclassImage: string | null;
  imagePosition: { x: number; y: number };
  imageScale: number;
  publishedAt: string;
}

/** Every problem of a resource by the path the server's field errors use; empty when it would take it. */
export function resourceFormErrors(values: ResourceFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string | null) => {
    if (message && !errors[path]) errors[path] = message;
  };
  put('title', checkResourceTitle(values.title));
  put('description', checkResourceDescription(values.description));
  put('body', checkResourceBody(values.body));
  if (values.categoryIds.length > L.categoriesMax) put('categoryIds', RESOURCE_RULE_TEXT.categoriesMax);
  if (values.access === 'file') put('fileName', values.fileName ? checkFileName(values.fileName) : RESOURCE_RULE_TEXT.fileRequired);
  if (values.access === 'link') put('externalUrl', checkExternalUrl(values.externalUrl));
  put('masterclassImage', checkContentImage(values.masterclassImage ?? ''));
  put('imagePosition.x', checkPositionPercent(values.imagePosition.x));
  put('imagePosition.y', checkPositionPercent(values.imagePosition.y));
  put('imageScale', checkImageScale(values.imageScale));
  put('publishedAt', checkPublishedDate(values.publishedAt));
  return errors;
}
