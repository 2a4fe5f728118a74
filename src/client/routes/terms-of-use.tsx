import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';

export const Route = createFileRoute('/terms-of-use')({
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return <PageTitle title="Terms of Use" />;
}
