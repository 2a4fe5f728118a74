import { createFileRoute } from '@tanstack/react-router';
import { ModerationSettingsPage } from '../../../features/admin/moderation/moderation-settings-page';

export const Route = createFileRoute('/admin/moderation/settings')({
  component: ModerationSettingsPage,
});
