import { createFileRoute } from '@tanstack/react-router';
import { ComparisonPage } from '../features/product-comparison/comparison-page';
import { loaded } from '../lib/route-data';

export const Route = createFileRoute('/product-comparison/$category')({
  loader: ({ context: { trpcUtils }, params }) =>
    loaded(() => [
      trpcUtils.content.comparisons.byCategory.prefetch({ slug: params.category }),
      trpcUtils.content.comparisons.list.prefetch(),
    ]),
  component: ProductComparisonRoute,
});

function ProductComparisonRoute() {
  const { category } = Route.useParams();
  return <ComparisonPage key={category} category={category} />;
}
