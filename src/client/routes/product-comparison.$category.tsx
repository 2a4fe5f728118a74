import { createFileRoute } from '@tanstack/react-router';
import { pageSubject, routeHead } from '../lib/route-head';
import { ComparisonPage } from '../features/product-comparison/comparison-page';

export const Route = createFileRoute('/product-comparison/$category')({
  loader: import.meta.env.SSR
    ? async ({ context: { trpcUtils }, params }) => {
        const [comparison] = await Promise.all([
          pageSubject(trpcUtils.content.comparisons.byCategory.ensureData({ slug: params.category })),
          trpcUtils.content.comparisons.list.prefetch(),
        ]);
        return comparison;
      }
    : undefined,
  head: import.meta.env.SSR
    ? ({ loaderData: comparison }) =>
        comparison
          ? routeHead({ title: comparison.name, description: comparison.description, path: `/product-comparison/${comparison.slug}` })
          : {}
    : undefined,
  component: ProductComparisonRoute,
});

function ProductComparisonRoute() {
  const { category } = Route.useParams();
  return <ComparisonPage key={category} category={category} />;
}
