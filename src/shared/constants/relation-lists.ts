import type { RelationKind } from '../rules/relations';

/**
 * The lists of muted and blocked members on /profile/notifications (docs/PRODUCT.md "Moderation",
 * "Mute and block"). Apart from RELATIONS_TEXT, which the forum's pages load: a file both pages
 * shared would add one more file to the first load's list of page files (bench:bundle).
 */
export const RELATION_LISTS_TEXT = {
  /** One card each, in this order. */
  kinds: {
    mute: {
      title: 'Muted members',
      intro: "You aren't notified of anything they do.",
      empty: "You haven't muted anyone.",
      undoLabel: (name: string) => `Undo the mute of ${name}`,
    },
    block: {
      title: 'Blocked members',
      intro: "Their posts are folded away for you, and you aren't notified of anything they do.",
      empty: "You haven't blocked anyone.",
      undoLabel: (name: string) => `Undo the block of ${name}`,
    },
  } satisfies Record<RelationKind, { title: string; intro: string; empty: string; undoLabel: (name: string) => string }>,
  loading: 'Loading...',
  failed: "We couldn't load this list.",
  until: (date: string) => `Until ${date}`,
  forever: 'Until you undo it',
  undo: 'Undo',
  undoFailed: "We couldn't undo that just now. Please try again.",
} as const;
