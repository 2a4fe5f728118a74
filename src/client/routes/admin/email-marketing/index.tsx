import { createFileRoute } from '@tanstack/react-router';
import { CampaignListPage } from '../../../features/admin/email-marketing/campaign-list-page';

export const Route = createFileRoute('/admin/email-marketing/')({
  component: CampaignListPage,
});
