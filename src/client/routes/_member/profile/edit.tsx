import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditPage } from '../../../features/profile/profile-edit-page';

export const Route = createFileRoute('/_member/profile/edit')({
  component: ProfileEditPage,
});
