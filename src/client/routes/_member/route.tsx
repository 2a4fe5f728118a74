import { createFileRoute } from '@tanstack/react-router';
import { GuardSpinner } from '../../components/layout/page-loading';
import { GUARD_PENDING_MIN_MS, GUARD_PENDING_MS, requireUser } from '../../lib/guards';

/** Pathless layout of the signed-in member routes (PRODUCT.md "Screens" (Route guards)). */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  pendingComponent: GuardSpinner,
  pendingMs: GUARD_PENDING_MS,
  pendingMinMs: GUARD_PENDING_MIN_MS,
});
