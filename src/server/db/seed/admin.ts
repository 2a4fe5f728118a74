/** The admin account made on an empty database when ADMIN_USERNAME isn't set: the site's owner then. */
export const DEFAULT_ADMIN_USERNAME = 'admin';
