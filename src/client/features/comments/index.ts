/** What other features may import from features/comments/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { CommentsWhenNear } from './comments-when-near';
export { RatingStars, RatingSummary } from './rating-stars';
