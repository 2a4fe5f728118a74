import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/admin/giveaways')({
  component: AdminGiveawaysPage,
});

function AdminGiveawaysPage() {
  return <PageTitle title="Giveaways" />;
}
