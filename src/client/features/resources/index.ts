/** What other features may import from features/resources/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { isMasterclass } from './resource-filters';
export { useResources } from './use-resources';
