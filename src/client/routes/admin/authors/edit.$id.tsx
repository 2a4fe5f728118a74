import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { EditAuthorPage } from '../../../features/admin/authors/author-edit-pages';

export const Route = createFileRoute('/admin/authors/edit/$id')({
  component: AdminEditAuthorPage,
});

function AdminEditAuthorPage() {
  const id = parseId(Route.useParams().id);
  return id === null ? <NotFoundPage /> : <EditAuthorPage id={id} />;
}
