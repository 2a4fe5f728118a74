import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/_member/feedback')({
  component: FeedbackPage,
});

function FeedbackPage() {
  return <PageTitle title="Feedback" />;
}
