import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/_member/product-feedback')({
  component: ProductFeedbackPage,
});

function ProductFeedbackPage() {
  return <PageTitle title="Product Feedback" />;
}
