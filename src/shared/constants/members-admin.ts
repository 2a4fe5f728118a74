/** What the team reads on its member pages and in their refusals (docs/PRODUCT.md "Members and their data"). */
export const MEMBERS_ADMIN_TEXT = {
  notFound: 'Member not found',
  ownerRole: "The site owner's account stays an admin",
  ownerProtected: "The site owner's account can't be changed by others",
  notYourself: "You can't do this to your own account here",
  staffOnlyByAdmins: 'Only an admin can act on a member of the team',
  adminsOnly: 'Only an admin can change roles, start data downloads or delete accounts',
  badCursor: 'Cursor is not one this list gave',
  nothingToLift: 'She has no silence or suspension in force',
  sameRole: 'She already has this role',
} as const;
