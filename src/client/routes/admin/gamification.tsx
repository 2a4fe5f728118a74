import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/admin/gamification')({
  component: AdminGamificationPage,
});

function AdminGamificationPage() {
  return <PageTitle title="Gamification" />;
}
