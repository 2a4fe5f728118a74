import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';

export const Route = createFileRoute('/product-comparison/$category')({
  component: ProductComparisonPage,
});

function ProductComparisonPage() {
  return <PageTitle title="Product Comparison" />;
}
