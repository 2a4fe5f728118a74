import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/layout/page-title';

export const Route = createFileRoute('/_member/profile/edit')({
  component: EditProfilePage,
});

function EditProfilePage() {
  return <PageTitle title="Edit Profile" />;
}
