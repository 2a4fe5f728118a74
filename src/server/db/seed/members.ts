/** Demo members for a fresh site: the forum issue gives them threads and replies. */
export const DEMO_MEMBERS = [
  { username: 'sarah_m', email: 'sarah.mitchell@example.com' },
  { username: 'priya.k', email: 'priya.kumar@example.com' },
  { username: 'jess_and_bub', email: 'jess.nguyen@example.com' },
  { username: 'emma.t', email: 'emma.taylor@example.com' },
  { username: 'lily_mum3', email: 'lily.obrien@example.com' },
] as const;
