import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return <PageTitle title="Forgot Password" />;
}
