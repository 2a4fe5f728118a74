import { createFileRoute } from '@tanstack/react-router';
import { OG_IMAGE_PATHS } from '../../../shared/constants/seo';
import { ingredientLines, recipeJsonLd } from '../../../shared/lib/seo/json-ld';
import { RecipeDetailPage } from '../../features/recipes/recipe-detail-page';
import { breadcrumbs, listCrumb, pageSubject, routeHead } from '../../lib/route-head';
import { siteOrigin } from '../../lib/site-origin';

export const Route = createFileRoute('/recipes/$slug')({
  loader: import.meta.env.SSR
    ? ({ context, params }) => pageSubject(context.trpcUtils.content.recipes.bySlug.ensureData({ slug: params.slug }))
    : undefined,
  head: import.meta.env.SSR
    ? ({ loaderData: recipe }) => {
        if (!recipe) return {};
        const path = `/recipes/${recipe.slug}`;
        const image = recipe.image ? OG_IMAGE_PATHS.recipe(recipe.slug) : OG_IMAGE_PATHS.default;
        return routeHead({
          title: recipe.title,
          description: recipe.description,
          path,
          image,
          type: 'article',
          jsonLd: [
            recipeJsonLd(siteOrigin(), {
              title: recipe.title,
              description: recipe.description,
              path,
              image,
              prepMinutes: recipe.prepTime,
              cookMinutes: recipe.cookTime,
              servings: recipe.servings,
              ingredients: ingredientLines(recipe.ingredients),
              steps: recipe.steps,
              category: recipe.perfectFor,
              // Published ratings by members (docs/PRODUCT.md "Comments"): none, no aggregateRating.
              rating: recipe.rating && { value: recipe.rating.average, count: recipe.rating.count },
            }),
            breadcrumbs(listCrumb('recipes'), { name: recipe.title, path }),
          ],
        });
      }
    : undefined,
  component: RecipeRoute,
});

function RecipeRoute() {
  const { slug } = Route.useParams();
  return <RecipeDetailPage key={slug} slug={slug} />;
}
