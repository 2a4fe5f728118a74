import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/** The cause of a refusal that belongs to fields of a form: path ('slug') → message. */
export class FieldErrors extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors).join(' '));
    this.name = 'FieldErrors';
  }
}

/**
 * A refusal the form shows next to a field, as it shows zod's: the error formatter (init.ts)
 * sends `data.fieldErrors` for it. For rules only the server can judge (a slug another post
 * uses): `throw fieldError('CONFLICT', 'slug', 'That address is already used by another post.')`.
 */
export function fieldError(code: TRPC_ERROR_CODE_KEY, field: string, message: string): TRPCError {
  return new TRPCError({ code, message, cause: new FieldErrors({ [field]: message }) });
}

/** The field errors a refusal carries in its cause, or null. */
export function fieldErrorsOfCause(error: TRPCError): Record<string, string> | null {
  return error.cause instanceof FieldErrors ? error.cause.fieldErrors : null;
}
