import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../features/feedback/feedback-page';

// The same page as /product-feedback (PRODUCT.md links to both).
export const Route = createFileRoute('/_member/feedback')({
  component: FeedbackPage,
});
