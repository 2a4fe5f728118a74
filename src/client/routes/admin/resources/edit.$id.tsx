import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { EditResourcePage } from '../../../features/admin/resources/resource-editor';

export const Route = createFileRoute('/admin/resources/edit/$id')({
  component: AdminEditResourcePage,
});

function AdminEditResourcePage() {
  const id = parseId(Route.useParams().id);
  return id === null ? <NotFoundPage /> : <EditResourcePage id={id} />;
}
