import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../shared/rules/ids';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { EditBlogPostPage } from '../../../features/admin/blog-posts/blog-post-edit-pages';

export const Route = createFileRoute('/admin/blog-posts/edit/$id')({
  component: AdminEditBlogPostPage,
});

function AdminEditBlogPostPage() {
  const id = parseId(Route.useParams().id);
  return id === null ? <NotFoundPage /> : <EditBlogPostPage id={id} />;
}
