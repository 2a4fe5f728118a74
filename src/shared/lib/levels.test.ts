import { describe, expect, it } from 'vitest';
import { LEVELS } from '../constants/gamification';
import { fromHundredths, giveawayEntriesFor, levelFor, nextLevelFor, toHundredths } from './levels';

describe('levels', () => {
  it('follow the spec’s thresholds, with the level held from its first point', () => {
    const at = (points: number) => levelFor(toHundredths(points)).level;
    expect([0, 4.99, 5, 9.99, 10, 19.99, 20, 34.99, 35, 49.99, 50, 74.99, 75, 99.99, 100, 149.99, 150, 199.99, 200, 5000].map(at)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
    ]);
    expect(LEVELS.map((level) => level.title)).toEqual([
      'Newbie Mum',
      'Curious Mum',
      'Active Mum',
      'Chatty Mum',
      'Helpful Mum',
      'Connected Mum',
      'Leader Mum',
      'Role Model Mum',
      'VIP Mum',
      'Super Mum',
    ]);
    // A deduction can take a member below zero; she is still a Newbie Mum.
    expect(levelFor(-50).level).toBe(1);
  });

  it('say what the next level needs, and nothing at the top', () => {
    expect(nextLevelFor(toHundredths(4.75))).toEqual({ level: 2, title: 'Curious Mum', pointsNeeded: 0.25 });
    expect(nextLevelFor(toHundredths(10))).toEqual({ level: 4, title: 'Chatty Mum', pointsNeeded: 10 });
    expect(nextLevelFor(toHundredths(199.9))).toEqual({ level: 10, title: 'Super Mum', pointsNeeded: 0.1 });
    expect(nextLevelFor(toHundredths(200))).toBeNull();
  });

  it('count points in hundredths, so sums of tenths don’t drift', () => {
    expect(toHundredths(0.1) * 3).toBe(30);
    expect(fromHundredths(30)).toBe(0.3);
    expect(toHundredths(1.25)).toBe(125);
  });

  it('give members one free entry and one per whole point of the month, and admins none', () => {
    expect(giveawayEntriesFor(0, false)).toBe(1);
    expect(giveawayEntriesFor(99, false)).toBe(1);
    expect(giveawayEntriesFor(375, false)).toBe(4);
    expect(giveawayEntriesFor(-200, false)).toBe(1);
    expect(giveawayEntriesFor(10_000, true)).toBe(0);
  });
});
