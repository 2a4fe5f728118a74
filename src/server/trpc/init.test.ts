import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { testServices } from '../../test/server';
import { createSession, generateSessionToken, type SessionUser } from '../auth/session';
import { createContextInner } from './context';
import { adminProcedure, createCallerFactory, memberProcedure, publicProcedure, router } from './init';

const t = useTestDb();

const probeRouter = router({
  open: publicProcedure.query(() => 'open'),
  members: memberProcedure.query(({ ctx }) => ctx.user.username),
  admins: adminProcedure.query(({ ctx }) => ctx.user.username),
  nulByte: publicProcedure.mutation(({ ctx }) => ctx.db.execute(sql`select ${'a\u0000b'}::text`)),
  bug: publicProcedure.mutation(() => {
    throw new Error('a real bug');
  }),
});
const createProbeCaller = createCallerFactory(probeRouter);

async function callerAs(user: SessionUser | null) {
  const session = user ? await createSession(t.db, generateSessionToken(), user.id) : null;
  return createProbeCaller(createContextInner({ ...testServices(t.db), user, session }));
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return (error as TRPCError).code;
  }
}

describe('the three base procedures', () => {
  it('enforce visitor, member and admin on the server', async () => {
    const member = await createTestUser(t.db);
    const admin = await createTestUser(t.db, { role: 'admin' });
    const table = [];
    for (const [who, user] of [
      ['visitor', null],
      ['member', member],
      ['admin', admin],
    ] as const) {
      const caller = await callerAs(user);
      table.push([who, await codeOf(caller.open()), await codeOf(caller.members()), await codeOf(caller.admins())]);
    }
    expect(table).toEqual([
      ['visitor', 'OK', 'UNAUTHORIZED', 'UNAUTHORIZED'],
      ['member', 'OK', 'OK', 'FORBIDDEN'],
      ['admin', 'OK', 'OK', 'OK'],
    ]);
  });

  it('turn a database data exception into BAD_REQUEST, but leave real bugs as 500s', async () => {
    const caller = await callerAs(null);
    expect(await codeOf(caller.nulByte())).toBe('BAD_REQUEST');
    expect(await codeOf(caller.bug())).toBe('INTERNAL_SERVER_ERROR');
  });
});
