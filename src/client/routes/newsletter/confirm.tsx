import { createFileRoute } from '@tanstack/react-router';
import { ConfirmPage } from '../../features/newsletter/confirm-page';
import { textParams } from '../../lib/search-params';

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['token']),
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { token = '' } = Route.useSearch();
  return <ConfirmPage key={token} token={token} />;
}
