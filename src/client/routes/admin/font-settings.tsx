import { createFileRoute } from '@tanstack/react-router';
import { FontSettingsPage } from '../../features/admin/font-settings/font-settings-page';

export const Route = createFileRoute('/admin/font-settings')({
  component: FontSettingsPage,
});
