import { chakra } from '@chakra-ui/react';
import { Crown, Gem, Medal, Sparkles, Star, Trophy, type LucideIcon } from 'lucide-react';

export type LevelBadgeSize = 'sm' | 'md' | 'lg';

interface Tier {
  /** Chakra colour palette of the tier. */
  palette: 'gray' | 'orange' | 'green' | 'blue' | 'purple' | 'yellow';
  icon: LucideIcon | null;
  glow: boolean;
}

/**
 * PRODUCT.md "States and transitions"'s tiers: 1 plain slate, no icon; 2–3 orange with a star; 4–5 green with a medal;
 * 6–7 blue with a trophy; 8–9 purple with a gem and a glow; 10 and above gold with a crown and a
 * glow (and a sparkle at exactly 10, drawn by the badge).
 */
export function levelTier(level: number): Tier {
  if (level >= 10) return { palette: 'yellow', icon: Crown, glow: true };
  if (level >= 8) return { palette: 'purple', icon: Gem, glow: true };
  if (level >= 6) return { palette: 'blue', icon: Trophy, glow: false };
  if (level >= 4) return { palette: 'green', icon: Medal, glow: false };
  if (level >= 2) return { palette: 'orange', icon: Star, glow: false };
  return { palette: 'gray', icon: null, glow: false };
}

const SIZES = {
  sm: { fontSize: 'xs', px: '1.5', py: '0', gap: '1', icon: 12 },
  md: { fontSize: 'sm', px: '2', py: '0.5', gap: '1.5', icon: 14 },
  lg: { fontSize: 'md', px: '3', py: '1', gap: '2', icon: 18 },
} as const;

export interface LevelBadgeProps {
  level: number;
  /** "Active Mum": shown at the large size, and always read out. */
  title: string;
  size?: LevelBadgeSize;
}

/** A member's level beside her name: "Lv 3" small, "Level 3" medium, "Level 3 · Active Mum" large. */
export function LevelBadge({ level, title, size = 'md' }: LevelBadgeProps) {
  const tier = levelTier(level);
  const look = SIZES[size];
  const Icon = tier.icon;
  const shown = size === 'sm' ? `Lv ${level}` : size === 'md' ? `Level ${level}` : `Level ${level} · ${title}`;
  return (
    <chakra.span
      role="img"
      aria-label={`Level ${level}: ${title}`}
      title={`Level ${level}: ${title}`}
      data-tier={tier.palette}
      colorPalette={tier.palette}
      display="inline-flex"
      alignItems="center"
      gap={look.gap}
      px={look.px}
      py={look.py}
      rounded="full"
      fontSize={look.fontSize}
      fontWeight="semibold"
      lineHeight="1.4"
      whiteSpace="nowrap"
      verticalAlign="middle"
      position="relative"
      bg="colorPalette.100"
      color="colorPalette.800"
      borderWidth="1px"
      borderColor="colorPalette.300"
      boxShadow={tier.glow ? '0 0 0 2px {colors.colorPalette.200}, 0 0 10px {colors.colorPalette.400}' : undefined}
    >
      {Icon ? <Icon size={look.icon} aria-hidden /> : null}
      <span aria-hidden>{shown}</span>
      {level === 10 ? (
        <chakra.span data-sparkle position="absolute" top="-1.5" right="-1.5" color="yellow.500" aria-hidden>
          <Sparkles size={look.icon} />
        </chakra.span>
      ) : null}
    </chakra.span>
  );
}
