import { TRPCError } from '@trpc/server';
import { validationIssues } from '../server/trpc/init';

/** What a call refused with: its tRPC code, message and, for bad input, the field messages. */
export async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const issues = validationIssues(error);
    return {
      code: error.code,
      message: error.message,
      fieldErrors: issues ? Object.fromEntries(issues.map((i) => [(i.path ?? []).map(String).join('.'), i.message])) : null,
    };
  }
  throw new Error('expected the call to be refused, and it succeeded');
}
