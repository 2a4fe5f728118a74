import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';

export const Route = createFileRoute('/animation-demo')({
  component: AnimationDemoPage,
});

function AnimationDemoPage() {
  return <PageTitle title="Animation Demo" />;
}
