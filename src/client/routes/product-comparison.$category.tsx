import { createFileRoute } from '@tanstack/react-router';
import { ComparisonPage } from '../features/product-comparison/comparison-page';

export const Route = createFileRoute('/product-comparison/$category')({
  loader: import.meta.env.SSR
    ? ({ context: { trpcUtils }, params }) =>
        Promise.all([
          trpcUtils.content.comparisons.byCategory.prefetch({ slug: params.category }),
          trpcUtils.content.comparisons.list.prefetch(),
        ])
    : undefined,
  component: ProductComparisonRoute,
});

function ProductComparisonRoute() {
  const { category } = Route.useParams();
  return <ComparisonPage key={category} category={category} />;
}
