import { createFileRoute } from '@tanstack/react-router';
import { INFO_PAGE_PATHS, INFO_PAGES } from '../../shared/constants/info-pages';
import { routeHead } from '../lib/route-head';
import { DownloadAppPage } from '../features/info/download-app-page';

export const Route = createFileRoute('/download-app')({
  head: import.meta.env.SSR ? () => routeHead({ ...INFO_PAGES.downloadApp, path: INFO_PAGE_PATHS.downloadApp }) : undefined,
  component: DownloadAppPage,
});
