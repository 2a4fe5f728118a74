import { createFileRoute } from '@tanstack/react-router';
import { RecipeDetailPage } from '../../features/recipes/recipe-detail-page';

export const Route = createFileRoute('/recipes/$slug')({
  loader: import.meta.env.SSR
    ? ({ context, params }) => Promise.all([context.trpcUtils.content.recipes.bySlug.prefetch({ slug: params.slug })])
    : undefined,
  component: RecipeRoute,
});

function RecipeRoute() {
  const { slug } = Route.useParams();
  return <RecipeDetailPage key={slug} slug={slug} />;
}
