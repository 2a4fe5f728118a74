import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/blog-posts/new')({
  component: AdminNewBlogPostPage,
});

function AdminNewBlogPostPage() {
  return <PageTitle title="New Blog Post" />;
}
