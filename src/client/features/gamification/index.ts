/** What other features may import from features/gamification/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { formatPoints, formatPointsChange } from './format-points';
export { LevelBadge } from './level-badge';
export { LevelProgress } from './level-progress';
export { MemberLevelBadge } from './member-level-badge';
export { useMemberStats } from './use-member-stats';
