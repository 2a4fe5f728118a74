import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/_member/member-giveaways')({
  component: MemberGiveawaysPage,
});

function MemberGiveawaysPage() {
  return <PageTitle title="Member Giveaways" />;
}
