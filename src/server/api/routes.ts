import type { Context as HonoContext, Handler, Hono } from 'hono';
import { HTTP_TEXT } from '../../shared/constants/messages';
import { rest } from '../http/rest';
import { pathPattern, trimTrailingSlash } from '../http/path-pattern';
import type { AppEnv } from '../http/types';
import { formUploadRest } from '../uploads/http';
import { CATALOGUE } from './catalogue';
import type { ApiOperation } from './operation';
import { deprecationHeaders } from './versions';

/** What a token lacking an operation's scope is told (docs/ARCHITECTURE.md "Integrator API"). */
export const SCOPE_TEXT = {
  lacksScope: (scope: string) => `This token lacks the scope ${scope}`,
  noTokens: "Tokens can't call this operation",
};

/** `/api/comments/{contentType}/{id}` → Hono's `/api/comments/:contentType/:id`. */
export function honoPathOf(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The status rest() answers a plain value with: the operation's first success status. */
function successStatus(operation: ApiOperation) {
  const statuses = Object.keys(operation.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return (Math.min(...statuses) || 200) as 200 | 201 | 202;
}

/** The route for one operation: the token's scope, then the handler over rest(), then the version headers. */
function routeOf(operation: ApiOperation): Handler<AppEnv> {
  const handle = operation.form
    ? formUploadRest(operation.form)
    : rest(operation.handler, { status: successStatus(operation), cache: operation.cache });
  const deprecation = deprecationHeaders(operation);
  return async (c, next) => {
    c.set('operation', operation);
    const integration = c.get('integration');
    if (integration && !(operation.scope && integration.scopes.includes(operation.scope))) {
      return c.json({ error: operation.scope ? SCOPE_TEXT.lacksScope(operation.scope) : SCOPE_TEXT.noTokens }, 403);
    }
    const response = await handle(c, next);
    if (response && deprecation) for (const [name, value] of Object.entries(deprecation)) response.headers.set(name, value);
    return response;
  };
}

/** Adds every operation's route to the app, in the catalogue's order. */
export function addApiRoutes(app: Hono<AppEnv>, catalogue: readonly ApiOperation[] = CATALOGUE): void {
  for (const operation of catalogue) app.on(operation.method.toUpperCase(), honoPathOf(operation.path), routeOf(operation));
}

interface Matcher {
  method: string;
  pattern: RegExp;
  operation: ApiOperation;
}
const matchers = new WeakMap<readonly ApiOperation[], Matcher[]>();
function matchersOf(catalogue: readonly ApiOperation[]): Matcher[] {
  let found = matchers.get(catalogue);
  if (!found) {
    found = catalogue.map((operation) => ({
      method: operation.method.toUpperCase(),
      pattern: pathPattern(honoPathOf(operation.path), ':'),
      operation,
    }));
    matchers.set(catalogue, found);
  }
  return found;
}

/**
 * The operation a request reaches, for middleware that runs before routing (tokens, CORS, rate
 * limits): the first entry whose method and path match, as the router picks. HEAD reads as GET.
 */
export function operationFor(method: string, path: string, catalogue: readonly ApiOperation[] = CATALOGUE): ApiOperation | null {
  const wanted = method === 'HEAD' ? 'GET' : method.toUpperCase();
  const trimmed = trimTrailingSlash(path);
  return matchersOf(catalogue).find((m) => m.method === wanted && m.pattern.test(trimmed))?.operation ?? null;
}

/** Every operation at a path, whatever the method (for a preflight's allowed methods and 405's Allow). */
export function operationsAt(path: string, catalogue: readonly ApiOperation[] = CATALOGUE): ApiOperation[] {
  const trimmed = trimTrailingSlash(path);
  return matchersOf(catalogue)
    .filter((m) => m.pattern.test(trimmed))
    .map((m) => m.operation);
}

/** The operation of the request being answered, from Hono's context. */
export function operationOf(c: HonoContext<AppEnv>): ApiOperation | null {
  return c.get('operation') ?? operationFor(c.req.method, c.req.path);
}

/** 404 for a path no operation has, 405 with Allow for a method it doesn't take. */
export const apiFallback: Handler<AppEnv> = (c) => {
  const allowed = [...new Set(operationsAt(c.req.path).map((operation) => operation.method.toUpperCase()))];
  if (allowed.length === 0) return c.json({ error: HTTP_TEXT.notFound }, 404);
  c.header('Allow', allowed.join(', '));
  return c.json({ error: HTTP_TEXT.methodNotAllowed }, 405);
};
