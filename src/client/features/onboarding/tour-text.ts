import type { PointAction } from '../../../shared/constants/gamification';
import { PRODUCT_NAME } from '../../../shared/constants/product';

/** The onboarding tour's texts (PRODUCT.md "Screens", "States and transitions"; 'View Recipes' and 'Get Started' verbatim). */
export const TOUR_TEXT = {
  close: 'Close tour',
  previous: 'Previous',
  next: 'Next',
  finish: 'Get Started',
  progressLabel: 'Tour progress',
  step: (n: number, of: number) => `Step ${n} of ${of}`,
  percent: (percent: number) => `${percent}%`,
  pointLabels: {
    thread: 'Start a new post',
    reply: 'Comment on a post',
    like: 'Like or react',
    comment: 'Comment on an article or recipe',
  } satisfies Record<PointAction, string>,
  points: (value: number) => `+${value}`,
  levelsLabel: 'The ten levels',
  levelFrom: (points: number) => (points === 0 ? 'from the start' : `${points}+ points`),
} as const;

/** What a step shows besides its text. */
export type TourExtra = 'points' | 'levels';

export interface TourStep {
  id: 'welcome' | 'profile' | 'community' | 'points' | 'levels' | 'perks' | 'resources' | 'recipes' | 'feedback' | 'complete';
  title: string;
  body: string;
  extra?: TourExtra;
  /** A link to try it now; following it ends the tour (PRODUCT.md "States and transitions": it counts as a skip). */
  action?: { label: string; to: string };
}

/** PRODUCT.md "Screens" (Onboarding tour): the ten steps, in order. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'welcome',
    title: `Welcome to ${PRODUCT_NAME}!`,
    body: 'This is a village of mums and mums-to-be swapping advice, recipes and the odd laugh. Here is a quick look around: it takes about a minute.',
  },
  {
    id: 'profile',
    title: 'Make your profile yours',
    body: 'Add a photo and a few words about you, so other mums know who they are chatting with.',
    action: { label: 'Set Up Profile', to: '/community/profile' },
  },
  {
    id: 'community',
    title: 'Join the conversation',
    body: 'Start a thread or reply in the community: sleep, feeding, toddlers and everything in between. Type @ and a username to bring another mum in.',
    action: { label: 'Visit Community', to: '/community' },
  },
  {
    id: 'points',
    title: 'Earn points as you go',
    body: 'Taking part earns points. Every whole point you earn in a month is an entry in that month’s giveaway, on top of the free entry every member gets.',
    extra: 'points',
  },
  {
    id: 'levels',
    title: 'Climb the levels',
    body: 'Your points take you through ten levels, from Newbie Mum to Super Mum. Your level shows beside your name.',
    extra: 'levels',
  },
  {
    id: 'perks',
    title: 'Member perks',
    body: 'Discounts of up to 50% from brands that get family life, only for members.',
    action: { label: 'View Perks', to: '/perks' },
  },
  {
    id: 'resources',
    title: 'Resources and masterclasses',
    body: 'Download guides and worksheets, and keep an eye out for the expert masterclasses coming soon.',
    action: { label: 'Browse Resources', to: '/resources' },
  },
  {
    id: 'recipes',
    title: 'Family recipes',
    body: 'Quick, nourishing meals for busy days, from first foods to family dinners. Save your favourites to find them again.',
    action: { label: 'View Recipes', to: '/' },
  },
  {
    id: 'feedback',
    title: 'Help shape the village',
    body: 'Tell us what works, what doesn’t and what you would like next. We read every message.',
    action: { label: 'Share Feedback', to: '/product-feedback' },
  },
  {
    id: 'complete',
    title: 'You’re all set!',
    body: 'That’s the tour. You can take it again any time from the Help menu. Now go and say hello.',
  },
];
