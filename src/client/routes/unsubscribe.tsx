import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../features/newsletter/unsubscribe-page';
import { textParams } from '../lib/search-params';

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['token']),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token = '' } = Route.useSearch();
  return <UnsubscribePage key={token} token={token} />;
}
