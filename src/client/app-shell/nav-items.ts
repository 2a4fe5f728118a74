import type { Role } from '../../shared/rules/roles';

/** PRODUCT.md "Screens" (Header): the Member Features dropdown, in order. */
export const MEMBER_FEATURES = [
  { label: 'Recipes', to: '/recipes' },
  { label: 'Resources', to: '/resources' },
  { label: 'Community', to: '/community' },
  { label: 'Perks & Benefits', to: '/perks' },
  { label: 'Member Giveaways', to: '/member-giveaways' },
  { label: 'Product Feedback', to: '/product-feedback' },
] as const;

/** PRODUCT.md "Screens" (Mobile menu): the links every visitor sees, in order. */
export const MOBILE_NAV = [
  { label: 'Home', to: '/' },
  { label: 'Blog', to: '/blog' },
  { label: 'Recipes', to: '/recipes' },
  { label: 'Resources', to: '/resources' },
  { label: 'Community', to: '/community' },
  { label: 'Perks & Benefits', to: '/perks' },
] as const;

const ACCOUNT_LINKS = [
  { label: 'My Profile', to: '/community/profile' },
  { label: 'Saved Items', to: '/profile/saved-items' },
  { label: 'Privacy & My Data', to: '/profile/privacy' },
] as const;

const ADMIN_LINK = { label: 'Admin Dashboard', to: '/admin' } as const;
const MODERATION_LINK = { label: 'Moderation', to: '/admin/moderation' } as const;

/**
 * The signed-in member's own pages (avatar menu and mobile menu), the dashboard for admins, the
 * queue for moderators. (Read from `role` here rather than through rules/roles.ts: that small
 * module would be a file of its own on the first load of every page.)
 */
export function accountLinks(user: { isAdmin: boolean; role: Role }) {
  if (user.isAdmin) return [...ACCOUNT_LINKS, ADMIN_LINK];
  return user.role === 'moderator' ? [...ACCOUNT_LINKS, MODERATION_LINK] : ACCOUNT_LINKS;
}

export const AUTH_LINKS = {
  login: { label: 'Login', to: '/community/auth' },
  mobileLogin: { label: 'Login / Create Account', to: '/community/auth' },
  join: { label: 'Join Now', to: '/auth' },
} as const;

/**
 * PRODUCT.md "Screens": Member Features is highlighted for /recipes, /resources, /perks and any path
 * starting with /community.
 */
export function isMemberFeaturesPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ['/recipes', '/resources', '/perks'].includes(path) || path.startsWith('/community');
}
