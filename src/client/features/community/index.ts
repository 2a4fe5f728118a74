/** What other features may import from features/community/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { RelationLists } from './relation-lists';
