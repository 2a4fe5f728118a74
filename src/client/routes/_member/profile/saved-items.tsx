import { createFileRoute } from '@tanstack/react-router';
import { SavedItemsPage } from '../../../features/reactions/saved-items-page';

export const Route = createFileRoute('/_member/profile/saved-items')({
  component: SavedItemsPage,
});
