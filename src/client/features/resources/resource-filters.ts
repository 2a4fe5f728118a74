// Constants and types only (no zod): the home page uses isMasterclass in its first load.
import { MASTERCLASS_CATEGORY_NAME, RESOURCE_FILTERS } from '../../../shared/constants/content';
import type { ResourceDto, ResourceFilter } from '../../../shared/schemas/content';

/** The category that marks a printable download (with format 'file', PRODUCT.md "Screens" footer). */
export const DOWNLOADABLE_CATEGORY_NAME = 'Downloadable';

/** `?category=` read by hand: one of RESOURCE_FILTERS, anything else (or nothing) means All. */
export function toResourceFilter(value: unknown): ResourceFilter | undefined {
  return typeof value === 'string' && (RESOURCE_FILTERS as readonly string[]).includes(value) ? (value as ResourceFilter) : undefined;
}

function hasCategory(resource: ResourceDto, name: string): boolean {
  const wanted = name.toLowerCase();
  return resource.categories.some((category) => category.name.trim().toLowerCase() === wanted);
}

/** PRODUCT.md "Constants and limits": a resource is a masterclass only if a category has exactly that name. */
export function isMasterclass(resource: ResourceDto): boolean {
  return resource.categories.some((category) => category.name === MASTERCLASS_CATEGORY_NAME);
}

/** A category named 'Downloadable' (any case), or a file to download. */
export function isDownloadable(resource: ResourceDto): boolean {
  return resource.format === 'file' || hasCategory(resource, DOWNLOADABLE_CATEGORY_NAME);
}

export function filterResources(resources: readonly ResourceDto[], filter: ResourceFilter | undefined): ResourceDto[] {
  if (filter === 'downloadable') return resources.filter(isDownloadable);
  if (filter === 'masterclass') return resources.filter(isMasterclass);
  return [...resources];
}
