import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../../features/privacy/privacy-page';

export const Route = createFileRoute('/_member/profile/privacy')({
  component: PrivacyPage,
});
