/**
 * The longest search query, in characters: the search boxes' maxLength and the server's rule (a
 * longer one is refused, shared/schemas/search.ts). A module of its own, so the header's box
 * brings this number to every page and none of the search's texts.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;
