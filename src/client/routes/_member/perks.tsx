import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/_member/perks')({
  component: PerksBenefitsPage,
});

function PerksBenefitsPage() {
  return <PageTitle title="Perks & Benefits" />;
}
