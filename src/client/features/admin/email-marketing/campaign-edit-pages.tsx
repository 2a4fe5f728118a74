import { trpc } from '../../../trpc';
import { AdminPage, AdminRecordLoader } from '../kit';
import { CampaignEditor } from './campaign-editor';
import { CAMPAIGN_PROGRESS_REFRESH_MS } from './campaign-list-page';
import { EMAIL_MARKETING_TEXT as T } from './email-marketing-text';

const BACK = { to: '/admin/email-marketing', label: T.back };

export function NewCampaignPage() {
  return (
    <AdminPage title={T.newTitle} back={BACK}>
      <CampaignEditor />
    </AdminPage>
  );
}

export function EditCampaignPage({ id }: { id: number }) {
  const campaign = trpc.admin.newsletter.campaigns.byId.useQuery(
    { id },
    { staleTime: 0, refetchInterval: (query) => (query.state.data?.status === 'sending' ? CAMPAIGN_PROGRESS_REFRESH_MS : false) },
  );
  return (
    <AdminRecordLoader query={campaign} title={T.editTitle} back={BACK} loadFailed={T.loadCampaignFailed}>
      {(data) => (
        <AdminPage title={T.editTitle} back={BACK}>
          {/* Keyed by status: a campaign that started sending elsewhere shows as it is now. */}
          <CampaignEditor key={`${data.id}:${data.status}`} campaign={data} />
        </AdminPage>
      )}
    </AdminRecordLoader>
  );
}
