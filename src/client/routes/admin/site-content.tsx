import { createFileRoute } from '@tanstack/react-router';
import { SiteContentPage } from '../../features/admin/site-content/site-content-page';

export const Route = createFileRoute('/admin/site-content')({
  component: SiteContentPage,
});
