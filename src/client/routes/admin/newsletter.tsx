import { createFileRoute } from '@tanstack/react-router';
import { parseAdminRouteSearch } from '../../features/admin/kit/admin-route-search';
import { NewsletterPage } from '../../features/admin/newsletter/newsletter-page';

export const Route = createFileRoute('/admin/newsletter')({
  validateSearch: parseAdminRouteSearch,
  component: NewsletterPage,
});
