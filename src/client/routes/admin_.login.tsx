import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../features/auth/auth-card';
import { AUTH_PAGE_TEXT } from '../features/auth/auth-text';
import { LoginForm } from '../features/auth/login-form';
import { sendSignedInOn } from '../lib/guards';

export const Route = createFileRoute('/admin_/login')({
  beforeLoad: ({ context }) => sendSignedInOn(context, '/admin', (user) => user.isAdmin),
  component: AdminLoginPage,
});

/** The public admin login: outside the admin guard; after success it goes to /admin. */
function AdminLoginPage() {
  const { redirectTo } = Route.useRouteContext();
  return (
    <AuthCard title={AUTH_PAGE_TEXT.adminLoginTitle} subtitle={AUTH_PAGE_TEXT.adminLoginSubtitle}>
      <LoginForm redirectTo={redirectTo} />
    </AuthCard>
  );
}
