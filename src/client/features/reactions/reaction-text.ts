/** Our texts for the like and save controls, beside PRODUCT.md's (LIKE_TEXT, SAVE_TEXT). */
export const REACTION_TEXT = {
  /** PRODUCT.md: liking needs sign-in; PRODUCT.md only has the save wording, this follows it. */
  likeSignInBody: 'Please sign in to like content',
  like: 'Like',
  /**
   * The like button's name: it shows only the count, and a name must hold the words it shows
   * (WCAG 2.5.3, label in name), outside brackets, which checkers read as an aside.
   */
  likeLabel: (count: number) => `Like, ${count} ${count === 1 ? 'like' : 'likes'}`,
  save: 'Save',
  saved: 'Saved',
  savedItemsTitle: 'Saved Items',
  savedItemsIntro: 'Recipes, articles, resources and conversations you kept for later.',
  emptyTitle: 'Nothing saved yet',
  emptyBody: 'Tap Save on a recipe, article or resource and it will wait for you here.',
  browseRecipes: 'Browse recipes',
  readBlog: 'Read the blog',
  remove: 'Remove',
  removeLabel: (title: string) => `Remove ${title} from saved items`,
  savedOn: 'Saved',
} as const;
