import { useMemo } from 'react';
import { trpc } from '../../trpc';
import { useCurrentUser } from '../auth';

const NONE: ReadonlySet<number> = new Set();

/**
 * The signed-in member's mutes and blocks, and the team's ids, read once per visit (a member-only
 * answer, never part of the forum's kept answers, which stay the same for everyone): the forum
 * folds her blocked members' posts away and offers Mute and Block from them. A visitor has none,
 * and asks nothing. `teamIds` is undefined until known, so no Mute or Block flashes on the team's posts.
 */
export function useRelations() {
  const { user } = useCurrentUser();
  const query = trpc.community.relations.list.useQuery(undefined, { enabled: user !== null });
  const data = user ? query.data : undefined;
  return useMemo(
    () => ({
      blockedIds: data ? new Set(data.blocked.map((relation) => relation.member.id)) : NONE,
      mutedIds: data ? new Set(data.muted.map((relation) => relation.member.id)) : NONE,
      teamIds: data ? new Set(data.teamIds) : undefined,
    }),
    [data],
  );
}
