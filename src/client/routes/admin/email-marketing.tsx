import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/admin/email-marketing')({
  component: AdminEmailMarketingPage,
});

function AdminEmailMarketingPage() {
  return <PageTitle title="Email Marketing" />;
}
