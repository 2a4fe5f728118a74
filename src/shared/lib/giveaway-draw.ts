/**
 * The monthly giveaway's draw, written so anyone can check it (PRODUCT.md, "Points, levels,
 * giveaways"). Nothing here is secret or random: the randomness is the seed, drawn by the server
 * when the giveaway opens and published only as its SHA-256 until the draw. Web Crypto only, so
 * the same code runs on the server, in `npm run verify-draw` and in the member's browser.
 *
 * The algorithm, version 1 ("sha256-weighted-v1"):
 * 1. The entrant list is written one line per member, `userId:entries\n`, in ascending userId
 *    order; its SHA-256 (hex) is the list hash. Members with no entries are not on it.
 * 2. Round r (1 for the draw, 2, 3 … for redraws of an unclaimed prize) leaves out the winners of
 *    the earlier rounds (one win per member per draw) and numbers the tickets 0 … total-1 down
 *    the list: the first member holds her `entries` tickets, the next member the following ones.
 * 3. The winning ticket comes from SHA-256(`${seed}:${listHash}:${r}:${attempt}`) read as a
 *    256-bit number n, attempt counting from 0: the first n below the largest multiple of the
 *    total under 2^256 gives ticket n mod total (so every ticket is equally likely).
 */

export const DRAW_ALGORITHM = 'sha256-weighted-v1';

export interface Entrant {
  userId: number;
  entries: number;
}

export interface DrawResult {
  /** The winner of the round, or null when nobody is left to draw. */
  winnerUserId: number | null;
  /** The winning ticket, 0-based, among `totalTickets` (the round's entries). */
  ticket: number | null;
  totalTickets: number;
}

export interface PublishedDraw {
  seedHash: string;
  seed: string;
  entrantList: string;
  listHash: string;
  /** The winners of rounds 1, 2 … as recorded, in order. */
  winners: number[];
}

const TWO_256 = 1n << 256n;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new secret seed: 32 random bytes as hex. */
export function newDrawSeed(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The entrant list as published: one `userId:entries` line per member with entries, by userId. */
export function entrantListText(entrants: readonly Entrant[]): string {
  return [...entrants]
    .filter((entrant) => entrant.entries > 0)
    .sort((a, b) => a.userId - b.userId)
    .map((entrant) => `${entrant.userId}:${entrant.entries}\n`)
    .join('');
}

/** Reads a published list back; throws on a line that isn't `userId:entries`. */
export function parseEntrantList(text: string): Entrant[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const match = /^(\d+):(\d+)$/.exec(line);
      if (!match) throw new Error(`Not an entrant line: ${line}`);
      return { userId: Number(match[1]), entries: Number(match[2]) };
    });
}

/** Round `round` of the draw over the published list, leaving out earlier rounds' winners. */
export async function drawRound(seed: string, entrantList: string, round: number, earlierWinners: readonly number[]): Promise<DrawResult> {
  const listHash = await sha256Hex(entrantList);
  const left = parseEntrantList(entrantList).filter((entrant) => !earlierWinners.includes(entrant.userId));
  const total = left.reduce((sum, entrant) => sum + entrant.entries, 0);
  if (total === 0) return { winnerUserId: null, ticket: null, totalTickets: 0 };

  const limit = TWO_256 - (TWO_256 % BigInt(total));
  for (let attempt = 0; ; attempt++) {
    const n = BigInt(`0x${await sha256Hex(`${seed}:${listHash}:${round}:${attempt}`)}`);
    if (n >= limit) continue;
    const ticket = Number(n % BigInt(total));
    let passed = 0;
    for (const entrant of left) {
      passed += entrant.entries;
      if (ticket < passed) return { winnerUserId: entrant.userId, ticket, totalTickets: total };
    }
  }
}

/**
 * Checks a published draw: the seed is the one committed to, the list is the one hashed, and
 * each recorded winner is what the algorithm gives. Answers the problems found (none: it holds).
 */
export async function verifyDraw(draw: PublishedDraw): Promise<string[]> {
  const problems: string[] = [];
  if ((await sha256Hex(draw.seed)) !== draw.seedHash) problems.push('The seed does not match the hash published when the giveaway opened.');
  if ((await sha256Hex(draw.entrantList)) !== draw.listHash) problems.push('The entrant list does not match its published hash.');
  for (const [index, recorded] of draw.winners.entries()) {
    const result = await drawRound(draw.seed, draw.entrantList, index + 1, draw.winners.slice(0, index));
    if (result.winnerUserId !== recorded) {
      problems.push(`Round ${index + 1}: the algorithm picks member ${result.winnerUserId ?? 'none'}, not member ${recorded}.`);
    }
  }
  return problems;
}
