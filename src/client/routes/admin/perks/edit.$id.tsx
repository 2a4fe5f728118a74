import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { EditPerkPage } from '../../../features/admin/perks/perk-form';

export const Route = createFileRoute('/admin/perks/edit/$id')({
  component: AdminEditPerkPage,
});

function AdminEditPerkPage() {
  const id = parseId(Route.useParams().id);
  return id === null ? <NotFoundPage /> : <EditPerkPage id={id} />;
}
