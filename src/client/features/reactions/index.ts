/** What other features may import from features/reactions/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { LikeButton } from './like-button';
export { SaveButton } from './save-button';
export { ReactionsList } from './use-reactions';
