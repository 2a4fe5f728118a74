/**
 * The admin resource list's filters, as their `?featured=`, `?membersOnly=` and `?comingSoon=`
 * values. Here, away from the rules, because the list route's validateSearch loads with every page.
 */
export const RESOURCE_FEATURED_FILTERS = ['featured', 'not-featured'] as const;
export const RESOURCE_MEMBERS_FILTERS = ['members', 'everyone'] as const;
export const RESOURCE_COMING_SOON_FILTERS = ['coming-soon', 'open'] as const;
