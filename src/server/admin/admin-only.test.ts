import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, testServices } from '../../test/server';
import { INTEGRATION_SCOPES, type IntegrationScope } from '../../shared/constants/integrations';
import { INTEGRATION_TEXT } from '../../shared/rules/integrations';
import { createContextInner } from '../trpc/context';
import { appRouter, createCaller } from '../trpc/root';

/**
 * Every procedure under `admin.` refuses a visitor (401), a member and a moderator (403) before it
 * reads its input or the database, whatever the input: a procedure added later without
 * adminProcedure fails here. Moderators' own procedures live under `moderation.`.
 */
/**
 * The member pages' procedures the whole team uses (moderators read them, emails masked, and act on
 * members); their role changes and CSV are the admins'. A new `admin.members.` procedure is admin-only
 * unless it is named here.
 */
const staffMemberPaths = new Set([
  'admin.members.list',
  'admin.members.byId',
  'admin.members.notes',
  'admin.members.addNote',
  'admin.members.signOutEverywhere',
  'admin.members.sendResetLink',
  'admin.members.bulk',
]);
/** /admin/comments is the team's (moderators too), but for its mode, which only admins change. */
const isTeamCommentPath = (path: string) => path.startsWith('admin.comments.') && path !== 'admin.comments.settings.save';
const isTeamPath = (path: string) => staffMemberPaths.has(path) || isTeamCommentPath(path);
const adminPaths = Object.keys(appRouter._def.procedures).filter(
  // Changing the moderation settings is the admins' alone; the team reads them.
  (path) => (path.startsWith('admin.') && !isTeamPath(path)) || path === 'moderation.settings.update',
);
/** What every member does under `moderation.`: her reports, her silence, her decisions and appeals. */
const memberModerationPaths = new Set([
  'moderation.reports.create',
  'moderation.reports.mine',
  'moderation.penalties.mine',
  'moderation.decisions.mine',
  'moderation.appeals.create',
]);
/** The team's own procedures (moderators and admins): everything else under `moderation.`. */
const staffPaths = Object.keys(appRouter._def.procedures).filter(
  (path) => (path.startsWith('moderation.') && !memberModerationPaths.has(path) && !adminPaths.includes(path)) || isTeamPath(path),
);
/** Every member's own: her mutes and blocks of other members. */
const memberPaths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('community.relations.'));

type AnyCall = (input: unknown) => Promise<unknown>;
function procedureAt(caller: object, path: string): AnyCall {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as AnyCall;
}

async function codeOf(call: AnyCall, input: unknown) {
  return call(input).then(
    () => 'OK',
    (error: { code?: string }) => error.code,
  );
}

describe('admin procedures', () => {
  const t = useTestDb();

  it('the admin router has procedures to check', () => {
    expect(adminPaths.length).toBeGreaterThan(0);
  });

  it.each(adminPaths)('%s: a visitor gets UNAUTHORIZED, a member and a moderator FORBIDDEN', async (path) => {
    const visitor = (await callerFor(t.db)).caller;
    const member = (await callerFor(t.db, await createTestUser(t.db))).caller;
    const moderator = (await callerFor(t.db, await createTestUser(t.db, { role: 'moderator' }))).caller;
    for (const input of [undefined, {}, { id: 1 }]) {
      expect(await codeOf(procedureAt(visitor, path), input)).toBe('UNAUTHORIZED');
      expect(await codeOf(procedureAt(member, path), input)).toBe('FORBIDDEN');
      expect(await codeOf(procedureAt(moderator, path), input)).toBe('FORBIDDEN');
    }
  });
});

describe('the moderation team procedures', () => {
  const t = useTestDb();

  it('has procedures to check', () => {
    expect(staffPaths).toEqual(
      expect.arrayContaining([
        'moderation.queue.decide',
        'moderation.penalties.create',
        'moderation.appeals.resolve',
        'admin.comments.decide',
        'admin.comments.list',
        ...staffMemberPaths,
      ]),
    );
  });

  it.each([...memberModerationPaths])('%s: a visitor gets UNAUTHORIZED', async (path) => {
    const visitor = (await callerFor(t.db)).caller;
    expect(await codeOf(procedureAt(visitor, path), {})).toBe('UNAUTHORIZED');
  });

  it.each(staffPaths)('%s: a visitor gets UNAUTHORIZED, a member FORBIDDEN; a moderator and an admin get past the guard', async (path) => {
    const visitor = (await callerFor(t.db)).caller;
    const member = (await callerFor(t.db, await createTestUser(t.db))).caller;
    const moderator = (await callerFor(t.db, await createTestUser(t.db, { role: 'moderator' }))).caller;
    const admin = (await callerFor(t.db, await createTestUser(t.db, { role: 'admin' }))).caller;
    for (const input of [undefined, {}, { id: 1 }]) {
      expect(await codeOf(procedureAt(visitor, path), input)).toBe('UNAUTHORIZED');
      expect(await codeOf(procedureAt(member, path), input)).toBe('FORBIDDEN');
      for (const staff of [moderator, admin])
        expect(await codeOf(procedureAt(staff, path), input)).not.toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
    }
  });
});

describe("a member's mutes and blocks", () => {
  const t = useTestDb();

  it('has procedures to check', () => {
    expect(memberPaths.length).toBe(5);
  });

  it.each(memberPaths)('%s: a visitor gets UNAUTHORIZED; a member, a moderator and an admin get past the guard', async (path) => {
    const visitor = (await callerFor(t.db)).caller;
    const signedIn = await Promise.all(
      (['member', 'moderator', 'admin'] as const).map(async (role) => (await callerFor(t.db, await createTestUser(t.db, { role }))).caller),
    );
    for (const input of [undefined, {}, { memberId: 1 }]) {
      expect(await codeOf(procedureAt(visitor, path), input)).toBe('UNAUTHORIZED');
      for (const caller of signedIn) expect(await codeOf(procedureAt(caller, path), input)).not.toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
    }
  });
});

/** Her own data (account/): every procedure hers alone, but the two emailed links, whose token is the proof. */
const ACCOUNT_LINK_PATHS = new Set(['account.deletion.confirm', 'account.confirmEmailChange']);
const accountPaths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('account.') && !ACCOUNT_LINK_PATHS.has(path));

describe("a member's own data", () => {
  const t = useTestDb();

  it('has procedures to check', () => {
    expect(accountPaths).toEqual(expect.arrayContaining(['account.privacy', 'account.exports.create', 'account.deletion.request']));
  });

  it.each(accountPaths)('%s: a visitor gets UNAUTHORIZED; a member, a moderator and an admin get past the guard', async (path) => {
    const visitor = (await callerFor(t.db)).caller;
    const signedIn = await Promise.all(
      (['member', 'moderator', 'admin'] as const).map(async (role) => (await callerFor(t.db, await createTestUser(t.db, { role }))).caller),
    );
    for (const input of [undefined, {}, { id: 1 }]) {
      expect(await codeOf(procedureAt(visitor, path), input)).toBe('UNAUTHORIZED');
      for (const caller of signedIn) expect(await codeOf(procedureAt(caller, path), input)).not.toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
    }
  });

  it.each([...ACCOUNT_LINK_PATHS])('%s: anyone may send a link, and a made-up one is a 400', async (path) => {
    const visitor = (await callerFor(t.db)).caller;
    expect(await codeOf(procedureAt(visitor, path), { token: 'a'.repeat(32) })).toBe('BAD_REQUEST');
  });
});

/**
 * What an API token reaches among the team's procedures (docs/ARCHITECTURE.md "Integrator API",
 * "Tokens"), by the scope each needs: every other admin or moderation procedure answers a token
 * FORBIDDEN, whatever its scopes. A procedure opened to tokens later fails here until it is named.
 */
const tokenPaths: Record<string, IntegrationScope> = {
  'admin.members.list': 'members:read',
  'admin.members.byId': 'members:read',
  'admin.newsletter.subscribers': 'newsletter:read',
  'admin.newsletter.exportCsv': 'newsletter:read',
  'moderation.queue.list': 'moderation:write',
  'moderation.queue.decide': 'moderation:write',
  'moderation.queue.decideMany': 'moderation:write',
  // Its own integration's endpoints only (webhooks/router.ts checks which).
  ...Object.fromEntries(
    ['integration', 'list', 'create', 'delete', 'rotateSecret', 'sendTest', 'log', 'resend'].map((name) => [
      `admin.webhooks.${name}`,
      'webhooks:manage' as const,
    ]),
  ),
};

describe('the team procedures an API token reaches', () => {
  const t = useTestDb();
  const tokenCaller = (scopes: IntegrationScope[]) =>
    createCaller(createContextInner({ ...testServices(t.db), integration: { id: 1, scopes } }));
  const teamPaths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.') || path.startsWith('moderation.'));

  it.each(teamPaths.filter((path) => !(path in tokenPaths)))('%s: FORBIDDEN to a token with every scope', async (path) => {
    const caller = tokenCaller([...INTEGRATION_SCOPES]);
    for (const input of [undefined, {}, { id: 1 }]) expect(await codeOf(procedureAt(caller, path), input)).toBe('FORBIDDEN');
  });

  it.each(Object.entries(tokenPaths))('%s: FORBIDDEN naming %s without it, answered with it', async (path, scope) => {
    const without = tokenCaller(INTEGRATION_SCOPES.filter((s) => s !== scope));
    await expect(procedureAt(without, path)({ id: 1 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: INTEGRATION_TEXT.missingScope(scope),
    });
    expect(await codeOf(procedureAt(tokenCaller([scope]), path), { id: 1 })).not.toMatch(/FORBIDDEN|UNAUTHORIZED/);
  });
});
