import { createFileRoute } from '@tanstack/react-router';
import { infoPageHead } from '../lib/route-head';
import { DownloadAppPage } from '../features/info/download-app-page';

export const Route = createFileRoute('/download-app')({
  head: import.meta.env.SSR ? () => infoPageHead('downloadApp') : undefined,
  component: DownloadAppPage,
});
