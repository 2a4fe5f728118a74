import { TRPCError } from '@trpc/server';

/** A procedure whose domain function is still being written (the contract commit). */
export function notYet(..._args: unknown[]): never {
  throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: 'Not yet' });
}
