import { createFileRoute } from '@tanstack/react-router';
import { INFO_PAGE_PATHS, INFO_PAGES } from '../../shared/constants/info-pages';
import { routeHead } from '../lib/route-head';
import { LegalDocumentPage } from '../features/info/legal-document-page';

export const Route = createFileRoute('/privacy-policy')({
  head: import.meta.env.SSR ? () => routeHead({ ...INFO_PAGES.privacy, path: INFO_PAGE_PATHS.privacy }) : undefined,
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalDocumentPage document="privacy" />;
}
