import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '../../../features/admin/integrations/integrations-page';

export const Route = createFileRoute('/admin/integrations/')({
  component: IntegrationsPage,
});
