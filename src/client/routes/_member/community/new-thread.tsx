import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NewThreadPage } from '../../../features/community/new-thread-page';

export const Route = createFileRoute('/_member/community/new-thread')({
  // `topic`: the id of the topic to preselect (the topic page's 'Start a discussion' sends a
  // number, so links read `?topic=4`). This part of a route loads with every page, so it only
  // keeps what could be an id; the page reads it with parseId (anything else counts as absent).
  validateSearch: (search: Record<string, unknown>): { topic?: number | string } => {
    const topic = search.topic;
    return typeof topic === 'number' || typeof topic === 'string' ? { topic } : {};
  },
  component: NewThreadRoute,
});

function NewThreadRoute() {
  const { topic } = Route.useSearch();
  return <NewThreadPage topic={parseId(topic) ?? undefined} />;
}
