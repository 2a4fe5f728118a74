import { createFileRoute } from '@tanstack/react-router';
import { PendingCommentsPage } from '../../../features/admin/comments/pending-comments-page';

export const Route = createFileRoute('/admin/comments/pending')({
  component: PendingCommentsPage,
});
