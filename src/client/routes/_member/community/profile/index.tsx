import { createFileRoute } from '@tanstack/react-router';
import { MyProfilePage } from '../../../../features/community/profile-page';

export const Route = createFileRoute('/_member/community/profile/')({
  component: MyProfilePage,
});
