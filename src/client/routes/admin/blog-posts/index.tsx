import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/admin/blog-posts/')({
  component: AdminBlogPostsPage,
});

function AdminBlogPostsPage() {
  return <PageTitle title="Blog Posts" />;
}
