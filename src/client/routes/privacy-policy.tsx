import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <PageTitle title="Privacy Policy" />;
}
