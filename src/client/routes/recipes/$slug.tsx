import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/recipes/$slug')({
  component: RecipePage,
});

function RecipePage() {
  return <PageTitle title="Recipe" />;
}
