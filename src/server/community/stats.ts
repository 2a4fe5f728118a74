import type { CommunityStatsDto } from '../../shared/schemas/community';
import type { Db } from '../db/client';

export async function communityStats(db: Db): Promise<CommunityStatsDto> {
  throw new Error('not implemented');
}
