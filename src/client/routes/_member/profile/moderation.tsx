import { createFileRoute } from '@tanstack/react-router';
import { ModerationNoticesPage } from '../../../features/moderation/moderation-notices-page';

export const Route = createFileRoute('/_member/profile/moderation')({
  component: ModerationNoticesPage,
});
