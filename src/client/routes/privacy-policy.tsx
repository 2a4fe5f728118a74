import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../features/info/legal-document-page';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalDocumentPage document="privacy" />;
}
