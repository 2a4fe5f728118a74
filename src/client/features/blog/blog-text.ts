/** Texts of the blog pages. PRODUCT.md "Screens" (Cards) gives 'General' and 'Writer'. */
export const BLOG_TEXT = {
  title: 'Blog',
  intro: 'Expert advice, real stories and practical tips for every stage of motherhood.',
  filterLabel: 'Filter articles by category',
  all: 'All',
  emptyTitle: 'No articles yet',
  emptyBody: 'There are no articles in this category yet. Check back soon!',
  loadingArticles: 'Loading articles...',
  loadMoreFailed: "We couldn't load more articles. Please try again.",
  allArticles: 'All articles',
  categoryArticles: (name: string) => `${name} articles`,
  backToBlog: 'All articles',
  generalCategory: 'General',
  defaultRole: 'Writer',
  aboutAuthor: 'About the author',
  related: 'You might also like',
  authorAvatarAlt: (name: string) => `Photo of ${name}`,
} as const;
