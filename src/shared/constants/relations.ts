import { RELATION_TARGET_TEXT, type RelationDuration } from '../rules/relations';

/** What members read about muting and blocking (docs/PRODUCT.md "Moderation", "Mute and block"). */
export const RELATIONS_TEXT = {
  ...RELATION_TARGET_TEXT,
  tooMany: {
    mute: "You've muted 100 members, the most you can. Undo a mute to mute someone else.",
    block: "You've blocked 100 members, the most you can. Undo a block to block someone else.",
  },
  chooseDuration: 'Choose how long',
  /** In place of a blocked member's post, with a button that shows it. */
  blockedPost: 'Post from a member you blocked',
  show: 'Show',
  hide: 'Hide',
  /** The buttons on a post or a profile; the undo form while it is in force. */
  action: { mute: 'Mute', block: 'Block' },
  undoAction: { mute: 'Unmute', block: 'Unblock' },
  actionLabel: {
    mute: (name: string) => `Mute ${name}`,
    block: (name: string) => `Block ${name}`,
  },
  undoLabel: {
    mute: (name: string) => `Unmute ${name}`,
    block: (name: string) => `Unblock ${name}`,
  },
  /** The dialog that asks how long. */
  dialog: {
    title: {
      mute: (name: string) => `Mute ${name}?`,
      block: (name: string) => `Block ${name}?`,
    },
    body: {
      mute: "You won't be notified when she mentions you, replies to your discussions or replies where you did. She won't be told.",
      block: "Her discussions and replies will be folded away for you, and you won't be notified of anything she does. She won't be told.",
    },
    durationLegend: 'For how long?',
    confirm: { mute: 'Mute', block: 'Block' },
    saving: 'Saving...',
    cancel: 'Cancel',
    failed: "We couldn't save that just now. Please try again.",
  },
  durations: {
    day: 'A day',
    week: 'A week',
    month: 'A month',
    forever: 'Until I undo it',
  } satisfies Record<RelationDuration, string>,
  /** Toasts after a change. */
  done: {
    mute: (name: string) => `You muted ${name}`,
    block: (name: string) => `You blocked ${name}`,
  },
  undone: {
    mute: (name: string) => `You unmuted ${name}`,
    block: (name: string) => `You unblocked ${name}`,
  },
  undoFailed: "We couldn't undo that just now. Please try again.",
} as const;
