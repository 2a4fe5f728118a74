import { createFileRoute } from '@tanstack/react-router';
import { checkResetToken } from '../../shared/rules/auth';
import { AuthCard } from '../features/auth/auth-card';
import { PASSWORD_RESET_TEXT } from '../features/auth/password-reset-text';
import { ResetLinkInvalid } from '../features/auth/reset-link-invalid';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { textParams } from '../lib/search-params';

export const Route = createFileRoute('/reset-password')({
  // Only the plain validator here: this part of the route loads with every page. The token's
  // format (the server's rule, checkResetToken) is checked in the lazy component.
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['token']),
  component: ResetPasswordPage,
});

/** The page the emailed link opens: `/reset-password?token=…`. */
function ResetPasswordPage() {
  const { token } = Route.useSearch();

  if (token === undefined || checkResetToken(token) !== null) {
    return (
      <AuthCard title={PASSWORD_RESET_TEXT.resetInvalidTitle}>
        <ResetLinkInvalid />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={PASSWORD_RESET_TEXT.resetTitle} subtitle={PASSWORD_RESET_TEXT.resetSubtitle}>
      <ResetPasswordForm key={token} token={token} />
    </AuthCard>
  );
}
