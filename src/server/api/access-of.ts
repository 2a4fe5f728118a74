import type { AnyProcedure } from '@trpc/server';
import { adminProcedure, memberProcedure, moderatorProcedure } from '../trpc/init';
import { appRouter } from '../trpc/root';
import type { OperationAccess } from './operation';

const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lastMiddleware = (builder: any) => builder._def.middlewares.at(-1);
const CHECKS: [OperationAccess, unknown][] = [
  ['admin', lastMiddleware(adminProcedure)],
  ['moderator', lastMiddleware(moderatorProcedure)],
  ['member', lastMiddleware(memberProcedure)],
];

/** The procedure at a path, or undefined. */
export function procedureAt(path: string): AnyProcedure | undefined {
  return Object.hasOwn(procedures, path) ? procedures[path] : undefined;
}

/** Who a procedure lets in, read from its middlewares (the role checks of trpc/init.ts). */
export function accessOfProcedure(path: string): OperationAccess | undefined {
  const procedure = procedureAt(path);
  if (!procedure) return undefined;
  const middlewares = (procedure._def as unknown as { middlewares: unknown[] }).middlewares;
  return CHECKS.find(([, check]) => middlewares.includes(check))?.[0] ?? 'public';
}
