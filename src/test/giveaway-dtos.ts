import type { GiveawayDto, MemberGiveawaysDto } from '../shared/schemas/giveaways';

/** This month's open giveaway; override what a test looks at. */
export function makeGiveaway(overrides: Partial<GiveawayDto> = {}): GiveawayDto {
  return {
    id: 3,
    month: '2026-11',
    prize: 'A $250 baby store voucher',
    description: 'Spend it on anything for the little one.',
    value: '$250',
    image: null,
    terms: 'Open to members in Australia.',
    claimDays: 14,
    closesAt: new Date('2026-11-30T13:00:00Z'),
    status: 'open',
    seedHash: 'a'.repeat(64),
    winner: null,
    drawnAt: null,
    draw: null,
    ...overrides,
  };
}

/** A member's giveaways page with no giveaway yet and nobody on the leaderboard. */
export function makeMemberGiveaways(overrides: Partial<MemberGiveawaysDto> = {}): MemberGiveawaysDto {
  return {
    current: null,
    myEntries: 1,
    myMonthlyPoints: 0,
    pointValues: { thread: 0.5, reply: 0.25, like: 0.1, comment: 0.25 },
    leaderboard: [],
    myPrize: null,
    past: [],
    ...overrides,
  };
}
