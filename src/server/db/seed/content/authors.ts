import type { SeedAuthor } from './types';

/** The four invented writers behind the demo blog posts (see blog-posts.ts). */
export const DEMO_AUTHORS: SeedAuthor[] = [
  {
    key: 'priya-shah',
    name: 'Priya Shah',
    role: 'Registered Midwife',
    bio: "Priya has worked as a midwife in Melbourne's public hospitals for over twelve years, across birth suites, postnatal wards and home visits. She is passionate about helping women feel informed and supported from the first antenatal appointment to the fourth trimester. When she isn't on shift, you'll find her walking the Merri Creek trail with her rescue greyhound.",
    avatar: '/uploads/demo/authors/priya-shah.svg',
  },
  {
    key: 'tessa-nguyen',
    name: 'Tessa Nguyen',
    role: 'Paediatric Dietitian',
    bio: 'Tessa is an Accredited Practising Dietitian based in Brisbane who works with babies, toddlers and their families on everything from starting solids to fussy eating. She believes family meals should be relaxed, not a battleground. She is also a mum of two small, very opinionated eaters.',
    avatar: '/uploads/demo/authors/tessa-nguyen.svg',
  },
  {
    key: 'jo-mcallister',
    name: 'Jo McAllister',
    role: 'Maternal & Child Health Nurse and Sleep Consultant',
    bio: 'Jo has spent almost twenty years as a maternal and child health nurse in regional Victoria, and now also runs gentle sleep and settling sessions for families in Ballarat. Her approach is practical, evidence-based and kind to tired parents. She has seen thousands of babies through their first years and still loves every weigh-in.',
    avatar: '/uploads/demo/authors/jo-mcallister.svg',
  },
  {
    key: 'sophie-barrett',
    name: 'Sophie Barrett',
    role: 'Writer and Mum of Three',
    bio: 'Sophie is a freelance writer in Newcastle, NSW, and mum to three kids under eight. She writes honestly about the funny, messy and tender parts of family life, and tests more prams and nappy bags than she would care to admit. Her survival kit is strong coffee, a good playlist and a very forgiving sense of humour.',
    avatar: '/uploads/demo/authors/sophie-barrett.svg',
  },
];
