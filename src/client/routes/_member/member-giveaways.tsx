import { createFileRoute } from '@tanstack/react-router';
import { MemberGiveawaysPage } from '../../features/giveaways/member-giveaways-page';

export const Route = createFileRoute('/_member/member-giveaways')({
  component: MemberGiveawaysPage,
});
