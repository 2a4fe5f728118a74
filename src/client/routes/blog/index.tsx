import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/blog/')({
  component: BlogPage,
});

function BlogPage() {
  return <PageTitle title="Blog" />;
}
