import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/admin/font-settings')({
  component: AdminFontSettingsPage,
});

function AdminFontSettingsPage() {
  return <PageTitle title="Font Settings" />;
}
