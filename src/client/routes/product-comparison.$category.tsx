import { createFileRoute } from '@tanstack/react-router';
import { ComparisonPage } from '../features/product-comparison/comparison-page';

export const Route = createFileRoute('/product-comparison/$category')({
  component: ProductComparisonRoute,
});

function ProductComparisonRoute() {
  const { category } = Route.useParams();
  return <ComparisonPage key={category} category={category} />;
}
