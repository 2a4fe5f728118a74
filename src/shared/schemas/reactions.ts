import { z } from 'zod';
import { CONTENT_TYPES, type ContentType, REACTION_ERRORS, REACTIONS_ITEMS_MAX, SAVEABLE_CONTENT_TYPES } from '../constants/reactions';
import { id } from './common';

// ---------------------------------------------------------------- inputs

export const contentTypeSchema = z.enum(CONTENT_TYPES, {
  error: `Content type must be one of: ${CONTENT_TYPES.join(', ')}`,
});

/** PRODUCT.md "Calls and answers": `{ contentType, contentId }`, in a body or in the path. */
export const contentRefInput = z.object({ contentType: contentTypeSchema, contentId: id });
export type ContentRef = z.output<typeof contentRefInput>;
/** What saving takes: a comment can be liked, not saved (400). */
export const saveableRefInput = contentRefInput.refine((ref) => (SAVEABLE_CONTENT_TYPES as readonly string[]).includes(ref.contentType), {
  error: `Content type must be one of: ${SAVEABLE_CONTENT_TYPES.join(', ')}`,
  path: ['contentType'],
});

/** The items of one list (a page of cards), each named once or more. */
export const reactionsForItemsInput = z.object({
  items: z.array(contentRefInput).max(REACTIONS_ITEMS_MAX, { error: REACTION_ERRORS.tooManyItems }),
});

// ---------------------------------------------------------------- answers

export interface LikeStatusDto {
  liked: boolean;
}
export interface LikeCountDto {
  count: number;
}
export interface SavedStatusDto {
  saved: boolean;
}

/** Everything a card's like and save controls show of one item, for the member asking. */
export interface ItemReactionsDto {
  contentType: ContentType;
  contentId: number;
  /** Always false for a visitor. */
  liked: boolean;
  likeCount: number;
  /** Always false for a visitor. */
  saved: boolean;
}

/** A saved item with what the saved-items page needs to show and link it. */
export interface SavedItemDto {
  id: number;
  contentType: ContentType;
  contentId: number;
  createdAt: Date;
  title: string;
  description: string;
  image: string | null;
  /** The page of the item: /recipes/{slug}, /blog/{slug}, /resources/id/{id}, /community/thread/{id}. */
  link: string;
}
