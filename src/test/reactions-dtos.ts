/** DTO builders for client tests: likes and saved items as the reactions procedures answer them. */
import type { ContentType } from '../shared/constants/reactions';
import type { ItemReactionsDto, SavedItemDto } from '../shared/schemas/reactions';

export function makeSavedItem(overrides: Partial<SavedItemDto> = {}): SavedItemDto {
  return {
    id: 301,
    contentType: 'recipe',
    contentId: 1,
    createdAt: new Date(Date.now() - 60 * 60_000),
    title: 'Sweet Potato and Lentil Mash',
    description: 'A gentle first food.',
    image: null,
    link: '/recipes/sweet-potato-lentil-mash',
    ...overrides,
  };
}

/** One item of a `reactions.forItems` answer: nobody's like, not saved, unless told otherwise. */
export function makeItemReactions(
  item: { contentType: ContentType; contentId: unknown },
  overrides: Partial<Omit<ItemReactionsDto, 'contentType' | 'contentId'>> = {},
): ItemReactionsDto {
  return { contentType: item.contentType, contentId: Number(item.contentId), liked: false, likeCount: 0, saved: false, ...overrides };
}
