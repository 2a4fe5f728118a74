import { createFileRoute } from '@tanstack/react-router';
import { NewCampaignPage } from '../../../features/admin/email-marketing/campaign-edit-pages';

export const Route = createFileRoute('/admin/email-marketing/new')({
  component: NewCampaignPage,
});
