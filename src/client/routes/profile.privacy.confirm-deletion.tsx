import { createFileRoute } from '@tanstack/react-router';
import { ConfirmDeletionPage } from '../features/privacy/confirm-deletion-page';
import { textParams } from '../lib/search-params';

/**
 * The deletion email's link. Not a member page: the token is the proof, and with no grace period
 * her session is gone the moment she confirms, so the page must not need one.
 */
export const Route = createFileRoute('/profile/privacy/confirm-deletion')({
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['token']),
  component: function ConfirmDeletionRoute() {
    const { token } = Route.useSearch();
    return <ConfirmDeletionPage token={token} />;
  },
});
