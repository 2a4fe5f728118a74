import { createIntegrationInput, integrationIdInput } from '../../shared/schemas/integrations';
import { adminProcedure, changesNothing, router } from '../trpc/init';
import { createIntegration, listIntegrations, revokeIntegration } from './tokens';

/**
 * admin.integrations: the integrator API's tokens (docs/ARCHITECTURE.md "Integrator API",
 * "Tokens"). Admins only; a token never manages tokens (memberProcedure refuses it). Nothing
 * cached shows a token: each request looks its token up.
 */
export const integrationsAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => listIntegrations(ctx.db)),
  create: adminProcedure
    .meta(changesNothing)
    .input(createIntegrationInput)
    .mutation(({ ctx, input }) => createIntegration(ctx.db, ctx.user, input)),
  revoke: adminProcedure
    .meta(changesNothing)
    .input(integrationIdInput)
    .mutation(({ ctx, input }) => revokeIntegration(ctx.db, ctx.user, input.id)),
});
