import { createFileRoute } from '@tanstack/react-router';
import { NewBlogPostPage } from '../../../features/admin/blog-posts/blog-post-edit-pages';

export const Route = createFileRoute('/admin/blog-posts/new')({
  component: NewBlogPostPage,
});
