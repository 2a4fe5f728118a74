import { createFileRoute } from '@tanstack/react-router';
import { NewAuthorPage } from '../../../features/admin/authors/author-edit-pages';

export const Route = createFileRoute('/admin/authors/new')({
  component: NewAuthorPage,
});
