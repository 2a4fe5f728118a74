import type { SeedPerk } from './types';

/**
 * Demo member perks from invented Australian brands. Categories: 'Baby & Kids',
 * 'Health & Beauty', 'Food & Drink', 'Experiences'.
 */
export const DEMO_PERKS: SeedPerk[] = [
  {
    title: '20% off organic cotton baby wear',
    description:
      'Soft, breathable organic cotton onesies, wraps and sleep suits designed in Byron Bay. Members save 20% on everything, including new-season ranges.',
    brandName: 'Little Wattle Co.',
    brandLogo: '/uploads/demo/brands/little-wattle-co.svg',
    discountAmount: '20% off',
    expiryDate: '2027-03-31',
    featured: true,
    category: 'Baby & Kids',
    redemptionCode: 'MAMAVILLAGE20',
    redemptionUrl: 'https://littlewattle.example/mama-village',
  },
  {
    title: '15% off gentle organic skincare',
    description:
      'Fragrance-free balms, belly oils and nipple creams made with native botanicals for pregnancy and breastfeeding. Members get 15% off every order.',
    brandName: 'Saltbush Skin',
    brandLogo: '/uploads/demo/brands/saltbush-skin.svg',
    discountAmount: '15% off',
    expiryDate: '2027-01-31',
    featured: true,
    category: 'Health & Beauty',
    redemptionCode: 'MAMAVILLAGE15',
  },
  {
    title: '$25 off your first box of home-cooked meals',
    description:
      'Nourishing ready-made dinners delivered chilled to your door, made for the fourth trimester and busy weeknights. A lovely gift for a new mum, too.',
    brandName: 'Nourish Nest Meals',
    brandLogo: '/uploads/demo/brands/nourish-nest-meals.svg',
    discountAmount: '$25 off',
    expiryDate: '2026-12-05',
    featured: true,
    category: 'Food & Drink',
    redemptionCode: 'VILLAGE25',
    redemptionUrl: 'https://nourishnest.example/offers/mama-village',
  },
  {
    title: '$50 off prams and car seats',
    description:
      'Try before you buy at our Melbourne and Brisbane showrooms, with free car-seat fitting by certified restraint fitters. Members save $50 on orders over $400.',
    brandName: 'Roam & Ride Baby',
    brandLogo: '/uploads/demo/brands/roam-and-ride-baby.svg',
    discountAmount: '$50 off',
    expiryDate: '2027-06-30',
    featured: false,
    category: 'Baby & Kids',
    redemptionCode: 'MVROAM50',
    redemptionUrl: 'https://roamandride.example/mama-village',
  },
  {
    title: '30% off newborn and family photo sessions',
    description:
      'Relaxed, natural-light newborn and family sessions in our Sydney studio or your own home. Members save 30% on any session booked before the offer ends.',
    brandName: 'Golden Hour Family Studio',
    brandLogo: '/uploads/demo/brands/golden-hour-family-studio.svg',
    discountAmount: '30% off',
    expiryDate: '2027-04-30',
    featured: true,
    category: 'Experiences',
    redemptionUrl: 'https://goldenhourstudio.example/book?offer=mamavillage',
  },
  {
    title: 'Free trial lesson at baby swim school',
    description:
      'Warm-water parent-and-baby swim classes from 4 months, taught by accredited instructors in small groups. Members try their first lesson free.',
    brandName: 'Little Paddlers Swim School',
    brandLogo: '/uploads/demo/brands/little-paddlers-swim-school.svg',
    discountAmount: 'Free trial lesson',
    featured: false,
    category: 'Experiences',
    redemptionCode: 'PADDLEMAMA',
    redemptionUrl: 'https://littlepaddlers.example/trial',
  },
  {
    title: 'Free delivery on coffee subscriptions',
    description:
      'Small-batch specialty coffee roasted in Fremantle, including a full-flavoured water-processed decaf for pregnancy and breastfeeding. Members get free delivery on every subscription order.',
    brandName: 'Morning Ritual Roasters',
    brandLogo: '/uploads/demo/brands/morning-ritual-roasters.svg',
    discountAmount: 'Free delivery',
    expiryDate: '2027-02-28',
    featured: false,
    category: 'Food & Drink',
    redemptionCode: 'MAMAVILLAGECOFFEE',
    redemptionUrl: 'https://morningritual.example/subscribe',
  },
];
