/** ACCOUNT_DELETION_GRACE_HOURS' default: a week to change her mind. */
export const DEFAULT_DELETION_GRACE_HOURS = 168;
