import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementPage } from '../../features/admin/notifications/announcement-page';

export const Route = createFileRoute('/admin/notifications')({
  component: AnnouncementPage,
});
