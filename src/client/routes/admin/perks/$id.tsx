import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { parsePerkDetailSearch } from '../../../features/admin/perks/perk-list-search';
import { PerkDetailPage } from '../../../features/admin/perks/perk-detail-page';

export const Route = createFileRoute('/admin/perks/$id')({
  validateSearch: parsePerkDetailSearch,
  component: AdminPerkPage,
});

function AdminPerkPage() {
  const id = parseId(Route.useParams().id);
  return id === null ? <NotFoundPage /> : <PerkDetailPage id={id} />;
}
