import { LevelBadge, type LevelBadgeSize } from './level-badge';
import { useMemberStats } from './use-member-stats';

/** A member's level badge beside her name; nothing while it loads or if it can't be had. */
export function MemberLevelBadge({ userId, size = 'sm' }: { userId: number; size?: LevelBadgeSize }) {
  const stats = useMemberStats(userId);
  if (!stats.data) return null;
  return <LevelBadge level={stats.data.level} title={stats.data.levelTitle} size={size} />;
}
