import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditPage } from '../../../features/profile/profile-edit-page';
import { textParams } from '../../../lib/search-params';

export const Route = createFileRoute('/_member/profile/edit')({
  // `email-token`: the link sent to a new email address (features/profile/account-cards.tsx).
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['email-token']),
  component: function ProfileEditRoute() {
    const search = Route.useSearch();
    return <ProfileEditPage emailToken={search['email-token']} />;
  },
});
