import { createFileRoute } from '@tanstack/react-router';
import { INFO_PAGE_PATHS, INFO_PAGES } from '../../shared/constants/info-pages';
import { routeHead } from '../lib/route-head';
import { PartnershipsPage } from '../features/info/partnerships-page';

export const Route = createFileRoute('/partnerships')({
  head: import.meta.env.SSR ? () => routeHead({ ...INFO_PAGES.partnerships, path: INFO_PAGE_PATHS.partnerships }) : undefined,
  component: PartnershipsPage,
});
