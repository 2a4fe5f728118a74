import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccessDenied } from '../../components/layout/access-denied';
import { GuardSpinner } from '../../components/layout/page-loading';
import { AdminShell } from '../../features/admin/admin-shell';
import { GUARD_PENDING_MIN_MS, GUARD_PENDING_MS, requireUser } from '../../lib/guards';

/**
 * Layout of every admin route (PRODUCT.md "Screens" (Route guards)): visitors go to the login page as
 * on member routes; a signed-in member who is not an admin sees the Access Denied card instead
 * of the page, and an admin gets the admin shell (nav and page). (The server refuses admin procedures to them regardless: FORBIDDEN.) Loaders of
 * admin pages should check `context.user.isAdmin` before fetching.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  pendingComponent: GuardSpinner,
  pendingMs: GUARD_PENDING_MS,
  pendingMinMs: GUARD_PENDING_MIN_MS,
  component: AdminLayout,
});

function AdminLayout() {
  const { user } = Route.useRouteContext();
  return user.isAdmin ? (
    <AdminShell>
      <Outlet />
    </AdminShell>
  ) : (
    <AccessDenied />
  );
}
