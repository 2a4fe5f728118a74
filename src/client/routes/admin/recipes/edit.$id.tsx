import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { EditRecipePage } from '../../../features/admin/recipes/recipe-editor';

export const Route = createFileRoute('/admin/recipes/edit/$id')({
  component: AdminEditRecipePage,
});

function AdminEditRecipePage() {
  const id = parseId(Route.useParams().id);
  return id === null ? <NotFoundPage /> : <EditRecipePage id={id} />;
}
