import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { IntegrationWebhooksPage } from '../../../features/admin/integrations/webhooks';

export const Route = createFileRoute('/admin/integrations/$id')({
  component: AdminIntegrationRoute,
});

function AdminIntegrationRoute() {
  const id = parseId(Route.useParams().id);
  return id === null ? <NotFoundPage /> : <IntegrationWebhooksPage key={id} id={id} />;
}
