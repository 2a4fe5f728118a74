import type { SessionRow } from '../db/schema';
import type { SessionUser } from '../auth/session';
import type { AppServices } from '../trpc/context';
import type { IntegrationScope } from '../../shared/constants/integrations';

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
    /** Set by http/bearer-auth.ts for a valid API token only (then user is null). */
    integration?: { id: number; scopes: IntegrationScope[] };
  };
}
