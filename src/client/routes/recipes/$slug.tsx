import { createFileRoute } from '@tanstack/react-router';
import { RecipeDetailPage } from '../../features/recipes/recipe-detail-page';

export const Route = createFileRoute('/recipes/$slug')({
  component: RecipeRoute,
});

function RecipeRoute() {
  const { slug } = Route.useParams();
  return <RecipeDetailPage key={slug} slug={slug} />;
}
