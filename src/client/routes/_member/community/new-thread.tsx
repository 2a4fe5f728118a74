import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NewThreadPage } from '../../../features/community/new-thread-page';

export const Route = createFileRoute('/_member/community/new-thread')({
  // `topic`: the id of the topic to preselect (the topic page's 'Start a discussion' sends it).
  // A number, so links read `?topic=4`; anything that can't be an id counts as absent. This part
  // of a route loads with every page: parseId is zod-free.
  validateSearch: (search: Record<string, unknown>): { topic?: number } => {
    const topic = parseId(search.topic);
    return topic === null ? {} : { topic };
  },
  component: NewThreadRoute,
});

function NewThreadRoute() {
  const { topic } = Route.useSearch();
  return <NewThreadPage topic={topic} />;
}
