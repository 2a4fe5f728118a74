import { formatNumber } from '../../../shared/lib/numbers';
import { endSentence } from '../../../shared/lib/text';

export const MEMBER_GIVEAWAYS_TEXT = {
  title: 'Member Giveaways',
  lead: 'Every month one member wins a prize. Every member gets 1 free entry, plus one more for each whole point earned that month.',
  loadFailed: 'The giveaways could not be loaded.',
  thisMonth: 'This month’s giveaway',
  /** Beside the prize's name, unless the name already says it ("A $250 voucher"). */
  worth: (value: string) => `Worth ${value}`,
  noGiveaway: 'This month’s giveaway hasn’t been announced yet. Your points this month already count towards its entries.',
  closes: (when: string) => `Entries close ${when} (Sydney time)`,
  yourEntries: 'Your entries',
  entriesDetail: (points: string) => `1 free entry + ${points} points this month`,
  earnMore: 'How to earn more entries',
  earn: {
    thread: (points: string) => `Start a discussion: +${points}`,
    reply: (points: string) => `Reply to one: +${points}`,
    like: (points: string) => `Like a post, recipe or article: +${points}`,
  },
  earnNote: 'Each whole point is one more entry. Liking or replying to your own posts earns nothing.',
  goToCommunity: 'Go to the community',
  commitment: 'Our commitment',
  commitmentText:
    'When this giveaway opened we drew a secret seed and published its SHA-256 below. At the draw we publish the seed and the frozen entrant list, so anyone can recompute the winner.',
  seedHash: 'Seed hash',
  terms: 'Terms and conditions',
  yourPrize: 'You won!',
  yourPrizeText: (prize: string, claimBy: string) =>
    `You won ${endSentence(prize)} Claim it by ${claimBy} (Sydney time), and we’ll email you about delivery.`,
  claim: 'Claim my prize',
  claiming: 'Claiming...',
  claimed: 'Prize claimed',
  claimedText: 'We’ll email you about delivery.',
  claimFailed: 'The prize could not be claimed.',
  leaderboard: 'This month’s leaderboard',
  leaderboardCaption: 'Members with the most points this month',
  leaderboardColumns: { rank: 'Rank', member: 'Member', points: 'Points', entries: 'Entries' },
  noLeaders: 'No members yet.',
  past: 'Past draws',
  noPast: 'No draws yet.',
  winner: (username: string) => `Won by @${username}`,
  claimState: {
    claimed: 'claimed',
    awaitingClaim: 'waiting to be claimed',
    unclaimed: 'unclaimed: to be redrawn',
    noEntrants: 'nobody to draw',
  } as Record<string, string>,
  record: 'The draw’s record',
  recordFields: {
    algorithm: 'Algorithm',
    seedHash: 'Seed hash (published when it opened)',
    seed: 'Seed (revealed at the draw)',
    listHash: 'Entrant list hash',
  },
  entrants: (n: number) => `${formatNumber(n)} entrants`,
  fullRecord: 'The entrant list and winners (JSON)',
  check: 'Check this draw',
  checking: 'Checking...',
  checkedOk: (entrants: number, winner: string) =>
    `Checked in your browser: the seed matches the hash published when the giveaway opened, the list of ${entrants} entrants matches its hash, and the algorithm picks ${winner}.`,
  checkFailed: 'This draw does not check out:',
  checkUnavailable: 'The draw record could not be loaded.',
} as const;
