/** The admin areas (PRODUCT.md "Screens" (Admin routes)), grouped as the admin nav shows them. */
export interface AdminSection {
  label: string;
  to: string;
  /** Other paths that are this area (the dashboard is at /admin and /admin/settings). */
  alsoAt?: readonly string[];
  /** Moderators open it too (docs/PRODUCT.md "Roles"); every other area is admins' only. */
  staff?: true;
}

export interface AdminNavGroup {
  label: string;
  sections: readonly AdminSection[];
}

export const ADMIN_NAV_GROUPS: readonly AdminNavGroup[] = [
  {
    label: 'Overview',
    sections: [{ label: 'Dashboard', to: '/admin', alsoAt: ['/admin/settings'] }],
  },
  {
    label: 'Content',
    sections: [
      { label: 'Blog Posts', to: '/admin/blog-posts' },
      { label: 'Recipes', to: '/admin/recipes' },
      { label: 'Authors', to: '/admin/authors' },
      { label: 'Resources', to: '/admin/resources' },
      { label: 'Site Content', to: '/admin/site-content' },
      { label: 'Font Settings', to: '/admin/font-settings' },
    ],
  },
  {
    label: 'Perks',
    sections: [
      { label: 'Perks', to: '/admin/perks' },
      { label: 'Perk Categories', to: '/admin/perk-categories' },
    ],
  },
  {
    label: 'Community',
    sections: [
      { label: 'Moderation', to: '/admin/moderation', staff: true },
      { label: 'Comments', to: '/admin/comments', staff: true },
      { label: 'Pending Comments', to: '/admin/comments/pending', staff: true },
      { label: 'Members', to: '/admin/members', staff: true },
      { label: 'Member Management', to: '/admin/member-management', staff: true },
      { label: 'Notifications', to: '/admin/notifications' },
      { label: 'Feedback', to: '/admin/feedback' },
    ],
  },
  {
    label: 'Growth',
    sections: [
      { label: 'Newsletter', to: '/admin/newsletter' },
      { label: 'Email Marketing', to: '/admin/email-marketing' },
      {
        label: 'Giveaways',
        to: '/admin/giveaways',
      },
      {
        label: 'Gamification',
        to: '/admin/gamification',
      },
    ],
  },
  {
    label: 'Developers',
    // API tokens and their webhooks (docs/ARCHITECTURE.md "Integrator API"): admins only.
    sections: [{ label: 'Integrations', to: '/admin/integrations' }],
  },
];

/** Every admin area in nav order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_NAV_GROUPS.flatMap((group) => group.sections);

function isAt(pathname: string, path: string): boolean {
  if (path === '/admin') return pathname === '/admin' || pathname === '/admin/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The area a path belongs to: the longest matching section path, so /admin/blog-posts/edit/3 is
 * Blog Posts and /admin/comments/pending is Pending Comments rather than Comments.
 */
export function currentAdminSection(pathname: string): AdminSection | undefined {
  let best: AdminSection | undefined;
  let bestLength = -1;
  for (const section of ADMIN_SECTIONS) {
    for (const path of [section.to, ...(section.alsoAt ?? [])]) {
      if (isAt(pathname, path) && path.length > bestLength) {
        best = section;
        bestLength = path.length;
      }
    }
  }
  return best;
}

/** Whether another area lives under this one's path (/admin/comments/pending under /admin/comments). */
export function hasNestedSection(section: AdminSection): boolean {
  return ADMIN_SECTIONS.some((other) => other !== section && other.to.startsWith(`${section.to}/`));
}

/** The areas a role may open: all of them for an admin, the team's for a moderator. */
export function navGroupsFor(user: { isAdmin: boolean }): readonly AdminNavGroup[] {
  if (user.isAdmin) return ADMIN_NAV_GROUPS;
  return ADMIN_NAV_GROUPS.map((group) => ({ ...group, sections: group.sections.filter((section) => section.staff) })).filter(
    (group) => group.sections.length > 0,
  );
}

/** Whether a moderator may open this admin path. */
export function openToModerators(pathname: string): boolean {
  return currentAdminSection(pathname)?.staff === true;
}

/** Where a moderator's admin area starts. */
export const MODERATOR_HOME = '/admin/moderation';
