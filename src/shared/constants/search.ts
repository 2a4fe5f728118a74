import { SEARCH_QUERY_MAX_LENGTH } from './search-query';

/** What one search covers (issue 13 §1), in the order the pages group them. */
export const SEARCH_TYPES = ['blog_post', 'recipe', 'resource', 'perk', 'thread'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  blog_post: 'Articles',
  recipe: 'Recipes',
  resource: 'Resources',
  perk: 'Perks',
  thread: 'Community',
};

export const SEARCH_LIMITS = {
  /** Results a page shows at once, and the most one request may ask for. */
  pageSize: 10,
  maxLimit: 50,
  /** How deep paging goes: past this many results the search asks for better words. */
  maxOffset: 1000,
  /** The header box's suggestions: how many, and how long typing must pause before they are fetched. */
  suggestions: 5,
  suggestDebounceMs: 250,
  /** Fewer characters than this suggest nothing. */
  suggestMinLength: 2,
} as const;

/** The cursor of the page `page` (1-based) of `pageSize` results: for pages that show page numbers. */
export function searchCursorOfPage(page: number, pageSize: number = SEARCH_LIMITS.pageSize): string | undefined {
  return page > 1 ? String((page - 1) * pageSize) : undefined;
}

/** The highlight markers in a result's snippet: the only markup a snippet ever holds. */
export const SNIPPET_MARK = { open: '<mark>', close: '</mark>' } as const;

export const SEARCH_TEXT = {
  queryRequired: 'Please enter something to search for',
  queryTooLong: `Search query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
  tooManySearches: 'You are searching very quickly. Please wait a minute and try again.',
  typeInvalid: `Type must be one of ${SEARCH_TYPES.join(', ')}`,
  cursorInvalid: 'Cursor is not valid',
  // Pages
  searchTitle: 'Search',
  resultsTitle: 'Search Results',
  testTitle: 'Test Search',
  boxLabel: 'Search the site',
  boxPlaceholder: 'Search for content...',
  submit: 'Search',
  loading: 'Loading...',
  failed: 'Search is not available right now. Please try again.',
  allTypes: 'All',
  typeFilterLabel: 'Show',
  resultCountLabel: (count: number, more: boolean) => `${count}${more ? '+' : ''} result${count === 1 && !more ? '' : 's'}`,
  resultsFor: (query: string) => `Results for “${query}”`,
  enterQuery: 'Type a word or two to search articles, recipes, resources, perks and the community.',
  noResults: (query: string) => `Nothing found for “${query}”. Try another word, or have a look at these.`,
  popularHeading: 'Popular with mums right now',
  previous: 'Previous',
  next: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
  suggestionsLabel: 'Suggestions',
  seeAll: (query: string) => `See all results for “${query}”`,
} as const;
