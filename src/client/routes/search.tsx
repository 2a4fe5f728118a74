import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';

export const Route = createFileRoute('/search')({
  component: SearchPage,
});

function SearchPage() {
  return <PageTitle title="Search" />;
}
