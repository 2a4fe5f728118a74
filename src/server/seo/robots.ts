import { absoluteUrl } from '../../shared/lib/seo/meta';

/**
 * Areas crawlers are asked to keep out of: the admin, the API, members' pages (they only show a
 * sign-in prompt to a crawler anyway) and pages reached by emailed tokens.
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api/',
  '/trpc/',
  '/community/new-thread',
  // A prefix: a member's own profile (/community/profile) as well as others' (/community/profile/7).
  '/community/profile',
  '/profile/',
  '/perks',
  '/member-giveaways',
  '/feedback',
  '/product-feedback',
  '/reset-password',
  '/unsubscribe',
  '/newsletter/confirm',
  '/uploads/avatars/',
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
