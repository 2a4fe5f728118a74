import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { AdminMemberPage } from '../../../features/admin/members/member-page';

export const Route = createFileRoute('/admin/members/$id')({
  component: AdminMemberRoute,
});

function AdminMemberRoute() {
  const id = parseId(Route.useParams().id);
  return id === null ? <NotFoundPage /> : <AdminMemberPage id={id} />;
}
