/**
 * Demo members for a fresh site, with the community profile the forum shows. The forum's demo
 * conversations (content/community.ts) are written around who they are. Avatars are drawn by
 * `npm run assets:draw`; two members keep none, so the initials fallback shows too.
 */
export interface DemoMember {
  username: string;
  email: string;
  displayName: string;
  bio: string;
  avatar: string | null;
}

export const DEMO_MEMBERS = [
  {
    username: 'sarah_m',
    email: 'sarah.mitchell@example.com',
    displayName: 'Sarah Mitchell',
    bio: 'Mum to Olive (14 months) in Brunswick, Melbourne. Back at work three days a week and running on flat whites. Always up for a pram walk along Merri Creek.',
    avatar: '/uploads/demo/members/sarah-m.svg',
  },
  {
    username: 'priya.k',
    email: 'priya.kumar@example.com',
    displayName: 'Priya Kumar',
    bio: 'First baby due in autumn! Parramatta local, primary school teacher, and currently a world expert in heartburn.',
    avatar: '/uploads/demo/members/priya-k.svg',
  },
  {
    username: 'jess_and_bub',
    email: 'jess.nguyen@example.com',
    displayName: 'Jess Nguyen',
    bio: 'Brisbane mum to Theo, born in the middle of a summer storm. Learning everything as I go and grateful for this village.',
    avatar: '/uploads/demo/members/jess-and-bub.svg',
  },
  {
    username: 'emma.t',
    email: 'emma.taylor@example.com',
    displayName: 'Emma Taylor',
    bio: 'Adelaide mum of twins Archie and Harriet, who turned three and immediately developed very strong opinions about socks.',
    avatar: null,
  },
  {
    username: 'lily_mum3',
    email: 'lily.obrien@example.com',
    displayName: "Lily O'Brien",
    bio: 'Mum of three in Bendigo: Finn (7), Matilda (4) and baby Rosie. Third time round I worry less and laugh more. Happy to share what worked for us (and what very much did not).',
    avatar: '/uploads/demo/members/lily-mum3.svg',
  },
  {
    username: 'chloe.r',
    email: 'chloe.russo@example.com',
    displayName: 'Chloe Russo',
    bio: 'Geelong mum to Leo (7 months). Nurse on parental leave, heading back part-time soon. Currently wearing more pumpkin than Leo eats.',
    avatar: '/uploads/demo/members/chloe-r.svg',
  },
  {
    username: 'aroha_mum',
    email: 'aroha.walker@example.com',
    displayName: 'Aroha Walker',
    bio: 'Kiwi on the Gold Coast. Mum to Mere (2½) with number two on the way. Beach walks, big family dinners and far too many podcasts.',
    avatar: '/uploads/demo/members/aroha-mum.svg',
  },
  {
    username: 'mel_in_perth',
    email: 'mel.papadopoulos@example.com',
    displayName: 'Mel Papadopoulos',
    bio: 'Perth mum of Georgia (4) and Nick (18 months). Batch cooking, budget hacks and a very loud Greek family on speed dial.',
    avatar: null,
  },
  {
    username: 'hannah.b',
    email: 'hannah.brooks@example.com',
    displayName: 'Hannah Brooks',
    bio: 'First-time mum to Ivy (5 months) in Hobart. Finding my feet, slowly. Cold-water swimmer before baby, cold-tea drinker now.',
    avatar: '/uploads/demo/members/hannah-b.svg',
  },
] as const satisfies readonly DemoMember[];

export type DemoUsername = (typeof DEMO_MEMBERS)[number]['username'];
