import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPerk } from '../../test/content-factories';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, sessionCookieFor, testApp } from '../../test/server';
import { perkCodes } from '../db/schema';
import { appRouter } from '../trpc/root';

/**
 * Codes never reach a visitor or a public answer: every query procedure outside admin.* (as a
 * visitor, and the shared content reads as a member too) and every REST GET path is called, with
 * perks of each redemption method on the site, and no answer may hold any perk's code or link.
 * A public perk read or search added later is covered without being named here.
 */
const t = useTestDb();

const SECRETS = ['ZZSHAREDCODE77', 'zzsecret-link.example', 'ZZPOOLCODE-1', 'ZZPOOLCODE-2', 'ZZLINKONLY.example'];
let perkIds: number[] = [];

beforeAll(async () => {
  const shared = await createTestPerk(t.db, {
    title: 'Shared code perk',
    redemptionMethod: 'code',
    redemptionCode: 'ZZSHAREDCODE77',
    redemptionUrl: 'https://zzsecret-link.example/use',
  });
  const link = await createTestPerk(t.db, {
    title: 'Link perk',
    redemptionMethod: 'link',
    redemptionCode: null,
    redemptionUrl: 'https://ZZLINKONLY.example/deal',
  });
  const pool = await createTestPerk(t.db, { title: 'Pool perk', redemptionMethod: 'pool', redemptionCode: null, redemptionUrl: null });
  const member = await createTestUser(t.db);
  await t.db.insert(perkCodes).values([
    { perkId: pool.id, code: 'ZZPOOLCODE-1', userId: member.id, assignedAt: new Date() },
    { perkId: pool.id, code: 'ZZPOOLCODE-2' },
  ]);
  perkIds = [shared.id, link.id, pool.id];
  // The perks are there for the public reads to show.
  expect(await t.db.select().from(perkCodes).where(eq(perkCodes.perkId, pool.id))).toHaveLength(2);
});

function secretsIn(answer: unknown): string[] {
  const text = JSON.stringify(answer ?? null).toLowerCase();
  return SECRETS.filter((secret) => text.includes(secret.toLowerCase()));
}

type AnyCall = (input: unknown) => Promise<unknown>;
function procedureAt(caller: object, path: string): AnyCall {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as AnyCall;
}

const publicQueries = Object.entries(appRouter._def.procedures)
  .filter(([path, procedure]) => !path.startsWith('admin.') && (procedure as unknown as { _def: { type: string } })._def.type === 'query')
  .map(([path]) => path);

function inputsFor() {
  return [
    undefined,
    {},
    { limit: 50 },
    { q: 'perk' },
    { query: 'perk' },
    { key: 'home_hero' },
    ...perkIds.flatMap((id) => [{ id }, { perkId: id }]),
  ];
}

describe('perk codes and links in public answers', () => {
  it('the public perks teaser shows the perks, so there is something to leak', async () => {
    const { caller } = await callerFor(t.db);
    expect((await caller.content.perks.featured()).map((p) => p.title)).toEqual(
      expect.arrayContaining(['Shared code perk', 'Link perk', 'Pool perk']),
    );
    expect(publicQueries).toContain('content.perks.featured');
  });

  it('no procedure outside admin.* answers a visitor with a code or link', async () => {
    const { caller } = await callerFor(t.db);
    const member = (await callerFor(t.db, await createTestUser(t.db))).caller;
    for (const path of publicQueries) {
      for (const input of inputsFor()) {
        const answer = await procedureAt(caller, path)(input).catch(() => null);
        expect(secretsIn(answer), `${path} ${JSON.stringify(input)} (visitor)`).toEqual([]);
        if (path.startsWith('content.')) {
          const asMember = await procedureAt(member, path)(input).catch(() => null);
          expect(secretsIn(asMember), `${path} ${JSON.stringify(input)} (member)`).toEqual([]);
        }
      }
    }
  });

  it('no REST GET path or kept tRPC answer holds one', async () => {
    const app = testApp(t.db);
    const cookie = await sessionCookieFor(t.db, await createTestUser(t.db));
    const paths = [
      ...new Set(
        app.routes
          .filter((r) => r.method === 'GET' && r.path.startsWith('/api/'))
          .flatMap((r) => (r.path.includes(':') ? perkIds.map((id) => r.path.replace(/:[^/]+/g, String(id))) : [r.path])),
      ),
      '/trpc/content.perks.featured',
      '/api/perks/featured?q=perk',
    ];
    expect(paths).toContain('/api/perks/featured');
    for (const path of paths) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const body = await (await app.request(path, { headers })).text();
        expect(secretsIn(body), path).toEqual([]);
      }
    }
  });
});
