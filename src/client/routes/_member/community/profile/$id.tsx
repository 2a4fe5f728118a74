import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../../features/community/profile-page';

export const Route = createFileRoute('/_member/community/profile/$id')({
  component: MemberProfileRoute,
});

function MemberProfileRoute() {
  const { id } = Route.useParams();
  return <ProfilePage key={id} id={id} />;
}
