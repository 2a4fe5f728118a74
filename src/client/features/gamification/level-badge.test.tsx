import { screen } from '@testing-library/react';
import { Crown, Gem, Medal, Star, Trophy } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../test/render-component';
import { LevelBadge, levelTier } from './level-badge';

describe('the level badge', () => {
  it('has the spec’s tier for every level', () => {
    const tiers = Array.from({ length: 11 }, (_, i) => levelTier(i + 1));
    expect(tiers.map((tier) => tier.palette)).toEqual([
      'gray',
      'orange',
      'orange',
      'green',
      'green',
      'blue',
      'blue',
      'purple',
      'purple',
      'yellow',
      'yellow',
    ]);
    expect(tiers.map((tier) => tier.icon)).toEqual([null, Star, Star, Medal, Medal, Trophy, Trophy, Gem, Gem, Crown, Crown]);
    expect(tiers.map((tier) => tier.glow)).toEqual([false, false, false, false, false, false, false, true, true, true, true]);
  });

  it('reads out the level and its title at every size, showing more as it grows', async () => {
    await renderComponent(
      <>
        <LevelBadge level={3} title="Active Mum" size="sm" />
        <LevelBadge level={3} title="Active Mum" size="md" />
        <LevelBadge level={3} title="Active Mum" size="lg" />
      </>,
    );
    const badges = screen.getAllByRole('img', { name: 'Level 3: Active Mum' });
    expect(badges.map((badge) => badge.textContent)).toEqual(['Lv 3', 'Level 3', 'Level 3 · Active Mum']);
    expect(badges[0]!.querySelector('svg')).not.toBeNull();
  });

  it('sparkles at exactly level 10', async () => {
    await renderComponent(
      <>
        <LevelBadge level={10} title="Super Mum" />
        <LevelBadge level={11} title="Super Mum" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Level 10: Super Mum' }).querySelector('[data-sparkle]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Level 11: Super Mum' }).querySelector('[data-sparkle]')).toBeNull();
  });
});
