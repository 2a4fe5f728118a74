import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../features/info/legal-document-page';

export const Route = createFileRoute('/terms-of-use')({
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return <LegalDocumentPage document="terms" />;
}
