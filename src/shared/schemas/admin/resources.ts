import { z } from 'zod';
import {
  checkCategoryName,
  checkExternalUrl,
  checkFileName,
  checkImageScale,
  checkPositionPercent,
  checkPublishedDate,
  checkResourceBody,
  checkResourceDescription,
  checkResourceTitle,
  RESOURCE_ACCESS,
  RESOURCE_COMING_SOON_FILTERS,
  RESOURCE_FEATURED_FILTERS,
  RESOURCE_LIMITS,
  RESOURCE_MEMBERS_FILTERS,
  RESOURCE_RULE_TEXT,
  type ResourceAccess,
} from '../../rules/resources';
import { id } from '../common';
import { rule, ruledText } from '../text';
import { contentImageInput } from './recipes';
import { adminListInput } from './list';

const percent = z.number({ error: RESOURCE_RULE_TEXT.position }).check(rule(checkPositionPercent));

/**
 * Every field an admin writes. How a member gets the resource is `access`: a PDF in the resource
 * files ('file', fileName), an outside https page ('link', externalUrl) or nothing yet ('none');
 * the other way's value is dropped.
 */
const resourceFieldsObject = z.object({
  title: ruledText('Title', checkResourceTitle),
  description: ruledText('Description', checkResourceDescription),
  /** Markdown. */
  body: z.string({ error: 'Body is required' }).check(rule(checkResourceBody)),
  categoryIds: z
    .array(id)
    .max(RESOURCE_LIMITS.categoriesMax, { error: RESOURCE_RULE_TEXT.categoriesMax })
    .transform((ids) => [...new Set(ids)]),
  membersOnly: z.boolean({ error: 'Members only must be true or false' }),
  featured: z.boolean({ error: 'Featured must be true or false' }),
  /** Members may comment on it (docs/PRODUCT.md "Comments"); left out: open. */
  commentsOpen: z.boolean({ error: 'Comments open must be true or false' }).default(true),
  comingSoon: z.boolean({ error: 'Coming soon must be true or false' }),
  access: z.enum(RESOURCE_ACCESS, { error: 'Choose how members get it' }),
  fileName: z.string().nullable(),
  externalUrl: z.string().max(RESOURCE_LIMITS.urlMax + 100),
  masterclassImage: contentImageInput,
  imagePosition: z.object({ x: percent, y: percent }),
  imageScale: z.number({ error: RESOURCE_RULE_TEXT.scale }).check(rule(checkImageScale)),
  /** 'YYYY-MM-DD'. */
  publishedAt: z.string({ error: RESOURCE_RULE_TEXT.publishedAt }).check(rule(checkPublishedDate)),
});

interface AccessFields {
  access: ResourceAccess;
  fileName: string | null;
  externalUrl: string;
}

/** The file or the link its `access` needs, and only that one kept. */
function withAccessRules<S extends z.ZodType<AccessFields>>(schema: S) {
  return schema
    .superRefine(
      (value, ctx) => {
        if (value.access === 'file') {
          const problem =
            typeof value.fileName === 'string' && value.fileName ? checkFileName(value.fileName) : RESOURCE_RULE_TEXT.fileRequired;
          if (problem) ctx.addIssue({ code: 'custom', path: ['fileName'], message: problem });
        }
        if (value.access === 'link') {
          const problem = typeof value.externalUrl === 'string' ? checkExternalUrl(value.externalUrl) : RESOURCE_RULE_TEXT.urlRequired;
          if (problem) ctx.addIssue({ code: 'custom', path: ['externalUrl'], message: problem });
        }
      },
      // Also when other fields failed: the form shows every problem at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((value) => ({
      ...value,
      fileName: value.access === 'file' ? value.fileName : null,
      externalUrl: value.access === 'link' ? value.externalUrl.trim() : null,
    }));
}

export const resourceFieldsInput = withAccessRules(resourceFieldsObject);
export type ResourceFieldsInput = z.input<typeof resourceFieldsInput>;
export type ResourceFields = z.output<typeof resourceFieldsInput>;

export const createResourceInput = resourceFieldsInput;
export const updateResourceInput = withAccessRules(resourceFieldsObject.extend({ id }));

export const createResourceCategoryInput = z.object({ name: ruledText('Category name', checkCategoryName) });

export const adminResourceListInput = adminListInput.extend({
  category: id.optional(),
  membersOnly: z.enum(RESOURCE_MEMBERS_FILTERS, { error: 'Unknown members filter' }).optional(),
  featured: z.enum(RESOURCE_FEATURED_FILTERS, { error: 'Unknown featured filter' }).optional(),
  comingSoon: z.enum(RESOURCE_COMING_SOON_FILTERS, { error: 'Unknown coming soon filter' }).optional(),
});
export type AdminResourceListInput = z.input<typeof adminResourceListInput>;
export type AdminResourceListQuery = z.output<typeof adminResourceListInput>;

export interface AdminResourceCategoryDto {
  id: number;
  name: string;
  /** How many resources are in it. */
  resourceCount: number;
}

export interface AdminResourceListItemDto {
  id: number;
  title: string;
  categories: { id: number; name: string }[];
  access: ResourceAccess;
  membersOnly: boolean;
  featured: boolean;
  comingSoon: boolean;
  publishedAt: string;
  updatedAt: string;
}

/** A resource as the editor loads it (and as the audit log records it). */
export interface AdminResourceDto {
  id: number;
  title: string;
  description: string;
  body: string;
  categoryIds: number[];
  membersOnly: boolean;
  featured: boolean;
  commentsOpen: boolean;
  comingSoon: boolean;
  access: ResourceAccess;
  fileName: string | null;
  externalUrl: string | null;
  masterclassImage: string | null;
  imagePosition: { x: number; y: number };
  imageScale: number;
  /** 'YYYY-MM-DD'. */
  publishedAt: string;
  updatedAt: string;
}
