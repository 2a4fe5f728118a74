import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { EditCampaignPage } from '../../../features/admin/email-marketing/campaign-edit-pages';

export const Route = createFileRoute('/admin/email-marketing/$id')({
  component: AdminCampaignPage,
});

function AdminCampaignPage() {
  const id = parseId(Route.useParams().id);
  return id === null ? <NotFoundPage /> : <EditCampaignPage id={id} />;
}
