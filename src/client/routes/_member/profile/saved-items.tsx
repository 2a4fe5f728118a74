import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/_member/profile/saved-items')({
  component: SavedItemsPage,
});

function SavedItemsPage() {
  return <PageTitle title="Saved Items" />;
}
