/** What other features may import from features/blog/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { useBlogLookups } from './use-blog-lookups';
