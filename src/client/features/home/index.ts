/** What other features may import from features/home/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { HomeHero } from './home-hero';
export { FEATURE_ICON_NAMES, MasterclassesPromo } from './masterclasses-promo';
export { RecipesPromoHeading } from './recipes-section';
