import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/layout/page-title';

export const Route = createFileRoute('/community/landing')({
  component: Community2Page,
});

function Community2Page() {
  return <PageTitle title="Community" />;
}
