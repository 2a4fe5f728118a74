import { createFileRoute } from '@tanstack/react-router';
import { INFO_PAGE_PATHS, INFO_PAGES } from '../../shared/constants/info-pages';
import { routeHead } from '../lib/route-head';
import { LegalDocumentPage } from '../features/info/legal-document-page';

export const Route = createFileRoute('/terms-of-use')({
  head: import.meta.env.SSR ? () => routeHead({ ...INFO_PAGES.terms, path: INFO_PAGE_PATHS.terms }) : undefined,
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return <LegalDocumentPage document="terms" />;
}
