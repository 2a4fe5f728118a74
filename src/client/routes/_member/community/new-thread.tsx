import { createFileRoute } from '@tanstack/react-router';
import { NewThreadPage } from '../../../features/community/new-thread-page';

export const Route = createFileRoute('/_member/community/new-thread')({
  // `topic`: the id of the topic to preselect (the topic page's 'Start a discussion' sends it).
  // A number, so links read `?topic=4`; anything that can't be an id counts as absent. Written
  // here rather than imported: this part of a route loads with every page.
  validateSearch: (search: Record<string, unknown>): { topic?: number } => {
    const value = search.topic;
    const topic = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
    return Number.isSafeInteger(topic) && topic > 0 && topic <= 2_147_483_647 ? { topic } : {};
  },
  component: NewThreadRoute,
});

function NewThreadRoute() {
  const { topic } = Route.useSearch();
  return <NewThreadPage topic={topic} />;
}
