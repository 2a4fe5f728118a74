import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/admin/newsletter')({
  component: AdminNewsletterPage,
});

function AdminNewsletterPage() {
  return <PageTitle title="Newsletter" />;
}
