import { createFileRoute } from '@tanstack/react-router';
import { infoPageHead } from '../lib/route-head';
import { LegalDocumentPage } from '../features/info/legal-document-page';

export const Route = createFileRoute('/privacy-policy')({
  head: import.meta.env.SSR ? () => infoPageHead('privacy') : undefined,
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalDocumentPage document="privacy" />;
}
