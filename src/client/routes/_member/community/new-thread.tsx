import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/_member/community/new-thread')({
  component: NewThreadPage,
});

function NewThreadPage() {
  return <PageTitle title="New Thread" />;
}
