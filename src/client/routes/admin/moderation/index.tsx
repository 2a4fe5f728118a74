import { createFileRoute } from '@tanstack/react-router';
import { ModerationPage } from '../../../features/admin/moderation/moderation-page';
import { parseAdminRouteSearch } from '../../../features/admin/kit/admin-route-search';

export const Route = createFileRoute('/admin/moderation/')({
  validateSearch: parseAdminRouteSearch,
  component: ModerationPage,
});
