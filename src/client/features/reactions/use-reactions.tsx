import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { ContentType } from '../../../shared/constants/reactions';
import type { ItemReactionsDto } from '../../../shared/schemas/reactions';
import { trpc } from '../../trpc';
import { BROWSER_ONLY } from '../../lib/route-data';

export interface ContentRef {
  contentType: ContentType;
  contentId: number;
}

const sameItem = (a: ContentRef) => (b: ContentRef) => a.contentType === b.contentType && a.contentId === b.contentId;
/** Just the two fields: the query's input (and so its key) never carries a card's other data. */
const refOf = ({ contentType, contentId }: ContentRef): ContentRef => ({ contentType, contentId });

/** The items of the list a control is in; null outside any list (a detail page). */
const ListItemsContext = createContext<readonly ContentRef[] | null>(null);

/**
 * Wraps the cards of one list (or one page of a list that loads more): every like and save
 * control inside reads its item's state from a single `reactions.forItems` call for all of them,
 * instead of asking about its own item (PRODUCT.md "Calls and answers"'s per-item calls stay for integrators).
 */
export function ReactionsList({ items, children }: { items: readonly ContentRef[]; children: ReactNode }) {
  return <ListItemsContext.Provider value={items}>{children}</ListItemsContext.Provider>;
}

/**
 * One item's reactions: from its list's query when it is in a ReactionsList, else from a query
 * of its own (the same procedure, one item). Controls of one list share the query (same input,
 * same key), so the list costs one request however many cards it has. `entry` is undefined while
 * loading, and when the item doesn't exist (or isn't public). `enabled: false` only reads what
 * the other controls fetched.
 */
export function useItemReactions(ref: ContentRef, options: { enabled?: boolean } = {}) {
  const listItems = useContext(ListItemsContext);
  const items = listItems?.some(sameItem(ref)) ? listItems.map(refOf) : [refOf(ref)];
  const query = trpc.reactions.forItems.useQuery({ items }, { ...options, meta: BROWSER_ONLY });
  const entry = query.data?.find(sameItem(ref));
  return { query, entry };
}

type Snapshot = [readonly unknown[], ItemReactionsDto[] | undefined][];

/**
 * Writes to every cached `reactions.forItems` answer that holds an item (a recipe can be on the
 * home page's list, the recipes page and its own page at once), for the like and save controls'
 * optimistic updates, and reads them again from the server afterwards.
 */
export function useReactionsCache() {
  const queryClient = useQueryClient();
  const queryKey = getQueryKey(trpc.reactions.forItems);
  const holds = (ref: ContentRef) => (data: unknown) => Array.isArray(data) && (data as ItemReactionsDto[]).some(sameItem(ref));

  return {
    /** Stops refetches in flight, so an older answer can't overwrite an optimistic change. */
    cancel: () => queryClient.cancelQueries({ queryKey }),
    snapshot: (): Snapshot => queryClient.getQueriesData<ItemReactionsDto[]>({ queryKey }),
    restore: (snapshot: Snapshot) => {
      for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
    },
    update: (ref: ContentRef, change: (entry: ItemReactionsDto) => ItemReactionsDto) => {
      queryClient.setQueriesData<ItemReactionsDto[]>({ queryKey, predicate: (query) => holds(ref)(query.state.data) }, (data) =>
        data?.map((entry) => (sameItem(ref)(entry) ? change(entry) : entry)),
      );
    },
    /** Reads again every list that holds the item: one request per list on screen. */
    refresh: (ref: ContentRef) => queryClient.invalidateQueries({ queryKey, predicate: (query) => holds(ref)(query.state.data) }),
  };
}
