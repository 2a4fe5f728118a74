import { createFileRoute } from '@tanstack/react-router';
import { parseAdminRouteSearch } from '../../../features/admin/kit/admin-route-search';
import { parseId } from '../../../../shared/rules/ids';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { PerkDetailPage } from '../../../features/admin/perks/perk-detail-page';

export const Route = createFileRoute('/admin/perks/$id')({
  validateSearch: parseAdminRouteSearch,
  component: AdminPerkPage,
});

function AdminPerkPage() {
  const id = parseId(Route.useParams().id);
  return id === null ? <NotFoundPage /> : <PerkDetailPage id={id} />;
}
