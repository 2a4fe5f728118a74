import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/layout/page-title';

export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  return <PageTitle title="Reset Password" />;
}
