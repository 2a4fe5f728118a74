import { createFileRoute } from '@tanstack/react-router';
import { infoPageHead } from '../lib/route-head';
import { PartnershipsPage } from '../features/info/partnerships-page';

export const Route = createFileRoute('/partnerships')({
  head: import.meta.env.SSR ? () => infoPageHead('partnerships') : undefined,
  component: PartnershipsPage,
});
