import { createFileRoute } from '@tanstack/react-router';
import { AdminGiveawaysPage } from '../../features/admin/giveaways/admin-giveaways-page';

export const Route = createFileRoute('/admin/giveaways')({
  component: AdminGiveawaysPage,
});
