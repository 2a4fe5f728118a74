import type { IntegrationScope } from '../../shared/constants/integrations';
import type { ApiOperation } from '../api/operation';
import type { SessionRow } from '../db/schema';
import type { SessionUser } from '../auth/session';
import type { AppServices } from '../trpc/context';

/** Hono's per-request variables, set by the middleware in app.ts. */
export interface AppEnv {
  Variables: {
    services: AppServices;
    requestId: string;
    /** The answer already carries X-Request-Id (request-id.ts). */
    requestIdSent: boolean;
    clientIp: string;
    user: SessionUser | null;
    session: SessionRow | null;
    /** The integration whose bearer token made the request (docs/ARCHITECTURE.md "Integrator API"). */
    integration?: { id: number; scopes: IntegrationScope[] };
    /** The catalogue entry the request reached (api/routes.ts), once routed. */
    operation?: ApiOperation;
  };
}
