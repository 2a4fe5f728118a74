import { createFileRoute } from '@tanstack/react-router';
import { infoPageHead } from '../lib/route-head';
import { LegalDocumentPage } from '../features/info/legal-document-page';

export const Route = createFileRoute('/terms-of-use')({
  head: import.meta.env.SSR ? () => infoPageHead('terms') : undefined,
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return <LegalDocumentPage document="terms" />;
}
