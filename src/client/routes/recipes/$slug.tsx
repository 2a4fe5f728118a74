import { createFileRoute } from '@tanstack/react-router';
import { RecipeDetailPage } from '../../features/recipes/recipe-detail-page';
import { loaded } from '../../lib/route-data';

export const Route = createFileRoute('/recipes/$slug')({
  loader: ({ context, params }) => loaded(() => [context.trpcUtils.content.recipes.bySlug.prefetch({ slug: params.slug })]),
  component: RecipeRoute,
});

function RecipeRoute() {
  const { slug } = Route.useParams();
  return <RecipeDetailPage key={slug} slug={slug} />;
}
