import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';

export const Route = createFileRoute('/partnerships')({
  component: PartnershipsPage,
});

function PartnershipsPage() {
  return <PageTitle title="Partnerships" />;
}
