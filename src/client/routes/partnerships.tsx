import { createFileRoute } from '@tanstack/react-router';
import { PartnershipsPage } from '../features/info/partnerships-page';

export const Route = createFileRoute('/partnerships')({
  component: PartnershipsPage,
});
