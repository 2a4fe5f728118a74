import { createFileRoute } from '@tanstack/react-router';
import { CommunityLandingPage } from '../../features/community/landing-page';

export const Route = createFileRoute('/community/landing')({
  component: CommunityLandingPage,
});
