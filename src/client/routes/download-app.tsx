import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';

export const Route = createFileRoute('/download-app')({
  component: DownloadTheAppPage,
});

function DownloadTheAppPage() {
  return <PageTitle title="Download the App" />;
}
