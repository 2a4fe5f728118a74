/** What other features may import from features/feedback/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { FeedbackStatusBadge, STATUS_PALETTES } from './feedback-status-badge';
