import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';

export const Route = createFileRoute('/test-search')({
  component: TestSearchPage,
});

function TestSearchPage() {
  return <PageTitle title="Test Search" />;
}
