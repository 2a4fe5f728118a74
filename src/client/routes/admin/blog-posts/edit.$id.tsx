import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/blog-posts/edit/$id')({
  component: AdminEditBlogPostPage,
});

function AdminEditBlogPostPage() {
  return <PageTitle title="Edit Blog Post" />;
}
