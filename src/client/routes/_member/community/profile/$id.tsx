import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/layout/page-title';

export const Route = createFileRoute('/_member/community/profile/$id')({
  component: MemberProfilePage,
});

function MemberProfilePage() {
  return <PageTitle title="Member Profile" />;
}
