import { createFileRoute } from '@tanstack/react-router';
import { DownloadAppPage } from '../features/info/download-app-page';

export const Route = createFileRoute('/download-app')({
  component: DownloadAppPage,
});
