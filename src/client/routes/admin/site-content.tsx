import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/admin/site-content')({
  component: AdminSiteContentPage,
});

function AdminSiteContentPage() {
  return <PageTitle title="Site Content" />;
}
