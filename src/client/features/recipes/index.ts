/** What other features may import from features/recipes/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { RecipeCard } from './recipe-card';
