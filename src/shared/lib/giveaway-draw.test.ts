import { describe, expect, it } from 'vitest';
import { drawRound, entrantListText, newDrawSeed, parseEntrantList, sha256Hex, verifyDraw } from './giveaway-draw';

const LIST = entrantListText([
  { userId: 7, entries: 3 },
  { userId: 2, entries: 1 },
  { userId: 9, entries: 0 },
  { userId: 4, entries: 6 },
]);

describe('the giveaway draw', () => {
  it('hashes with SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('writes the entrant list by member id, leaving out members without entries, and reads it back', () => {
    expect(LIST).toBe('2:1\n4:6\n7:3\n');
    expect(parseEntrantList(LIST)).toEqual([
      { userId: 2, entries: 1 },
      { userId: 4, entries: 6 },
      { userId: 7, entries: 3 },
    ]);
    expect(() => parseEntrantList('2:1\nfour:6\n')).toThrow('Not an entrant line: four:6');
  });

  it('draws a seed of 32 random bytes, a new one each time', () => {
    const seed = newDrawSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newDrawSeed()).not.toBe(seed);
  });

  it('gives the same winner for the same seed and list, and the ticket falls in the winner’s range', async () => {
    const first = await drawRound('a-published-seed', LIST, 1, []);
    expect(await drawRound('a-published-seed', LIST, 1, [])).toEqual(first);
    expect(first.totalTickets).toBe(10);
    const ranges: Record<number, [number, number]> = { 2: [0, 1], 4: [1, 7], 7: [7, 10] };
    const [from, to] = ranges[first.winnerUserId!]!;
    expect(first.ticket).toBeGreaterThanOrEqual(from);
    expect(first.ticket).toBeLessThan(to);
  });

  it('weights the chance by entries', async () => {
    const wins: Record<number, number> = { 2: 0, 4: 0, 7: 0 };
    for (let i = 0; i < 2000; i++) wins[(await drawRound(`seed-${i}`, LIST, 1, [])).winnerUserId!]! += 1;
    // Expected 200, 1200 and 600 of 2000; fixed seeds, so this is the same every run.
    expect(wins[2]).toBeGreaterThan(140);
    expect(wins[2]).toBeLessThan(260);
    expect(wins[4]).toBeGreaterThan(1100);
    expect(wins[4]).toBeLessThan(1300);
    expect(wins[7]).toBeGreaterThan(520);
    expect(wins[7]).toBeLessThan(680);
  });

  it('never draws an earlier round’s winner again, and has nobody left once all have won', async () => {
    const round1 = await drawRound('seed', LIST, 1, []);
    const round2 = await drawRound('seed', LIST, 2, [round1.winnerUserId!]);
    expect(round2.winnerUserId).not.toBe(round1.winnerUserId);
    const round3 = await drawRound('seed', LIST, 3, [round1.winnerUserId!, round2.winnerUserId!]);
    expect([round1, round2, round3].map((round) => round.winnerUserId).sort()).toEqual([2, 4, 7]);
    expect(await drawRound('seed', LIST, 4, [2, 4, 7])).toEqual({ winnerUserId: null, ticket: null, totalTickets: 0 });
    expect(await drawRound('seed', '', 1, [])).toEqual({ winnerUserId: null, ticket: null, totalTickets: 0 });
  });

  it('verifies a published draw, and says what was tampered with', async () => {
    const seed = 'the-seed-revealed-at-the-draw';
    const round1 = await drawRound(seed, LIST, 1, []);
    const round2 = await drawRound(seed, LIST, 2, [round1.winnerUserId!]);
    const published = {
      seedHash: await sha256Hex(seed),
      seed,
      entrantList: LIST,
      listHash: await sha256Hex(LIST),
      winners: [round1.winnerUserId!, round2.winnerUserId!],
    };
    expect(await verifyDraw(published)).toEqual([]);

    expect(await verifyDraw({ ...published, seed: 'another-seed' })).toContain(
      'The seed does not match the hash published when the giveaway opened.',
    );
    expect(await verifyDraw({ ...published, entrantList: '2:1\n4:6\n7:30\n' })).toContain(
      'The entrant list does not match its published hash.',
    );
    const other = [2, 4, 7].find((id) => id !== round1.winnerUserId)!;
    expect(await verifyDraw({ ...published, winners: [other] })).toEqual([
      `Round 1: the algorithm picks member ${round1.winnerUserId}, not member ${other}.`,
    ]);
  });
});
