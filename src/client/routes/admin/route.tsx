import { createFileRoute, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { isStaff } from '../../../shared/rules/roles';
import { AccessDenied } from '../../components/layout/access-denied';
import { GuardSpinner } from '../../components/layout/page-loading';
import { AdminShell } from '../../features/admin/admin-shell';
import { MODERATOR_HOME, openToModerators } from '../../features/admin/admin-sections';
import { GUARD_PENDING_MIN_MS, GUARD_PENDING_MS, requireUser } from '../../lib/guards';

/**
 * Layout of every admin route (PRODUCT.md "Screens" (Route guards)): visitors go to the login page as
 * on member routes; a signed-in member who is not an admin sees the Access Denied card instead
 * of the page, and an admin gets the admin shell (nav and page). A moderator gets the shell with
 * the team's areas (admin-sections.ts `staff`): the dashboard sends her to the moderation queue,
 * any other area shows her Access Denied. (The server refuses admin procedures to them regardless:
 * FORBIDDEN.) Loaders of admin pages should check `context.user.isAdmin` before fetching.
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
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!isStaff(user)) return <AccessDenied />;
  if (!user.isAdmin && /^\/admin\/?$/.test(pathname)) return <Navigate to={MODERATOR_HOME} replace />;
  return <AdminShell>{user.isAdmin || openToModerators(pathname) ? <Outlet /> : <AccessDenied />}</AdminShell>;
}
