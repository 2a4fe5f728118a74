import { createFileRoute } from '@tanstack/react-router';
import { GuardSpinner } from '../../components/layout/page-loading';
import { requireUser } from '../../lib/guards';

/** Pathless layout of the signed-in member routes (SPEC section 2 "Route guards"). */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  pendingComponent: GuardSpinner,
  // Show the spinner at once while the current user loads (the default waits a second).
  pendingMs: 0,
});
