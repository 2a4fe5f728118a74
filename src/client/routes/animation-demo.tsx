import { createFileRoute } from '@tanstack/react-router';
import { INFO_PAGE_PATHS, INFO_PAGES } from '../../shared/constants/info-pages';
import { routeHead } from '../lib/route-head';
import { AnimationDemoPage } from '../features/info/animation-demo-page';

export const Route = createFileRoute('/animation-demo')({
  head: import.meta.env.SSR ? () => routeHead({ ...INFO_PAGES.animationDemo, path: INFO_PAGE_PATHS.animationDemo }) : undefined,
  component: AnimationDemoPage,
});
