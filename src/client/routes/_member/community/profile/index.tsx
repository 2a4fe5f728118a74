import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/layout/page-title';

export const Route = createFileRoute('/_member/community/profile/')({
  component: MyProfilePage,
});

function MyProfilePage() {
  return <PageTitle title="My Profile" />;
}
