import { createFileRoute } from '@tanstack/react-router';
import { AdminFeedbackPage } from '../../features/admin/feedback/admin-feedback-page';
import { parseAdminRouteSearch } from '../../features/admin/kit/admin-route-search';

export const Route = createFileRoute('/admin/feedback')({
  validateSearch: parseAdminRouteSearch,
  component: AdminFeedbackPage,
});
