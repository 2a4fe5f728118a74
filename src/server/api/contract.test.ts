import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { drainJobs } from '../../test/jobs';
import { sessionCookieFor, TEST_EXPORTS_DIR, TEST_PUBLIC_URL, testApp } from '../../test/server';
import { DEFAULT_ADMIN_USERNAME } from '../db/seed/admin';
import { seedDatabase } from '../db/seed';
import { createMemoryMailer } from '../email/mailer';
import { newsletterToken } from '../email/unsubscribe-links';
import { drawGiveaway } from '../giveaways/admin';
import { penalise } from '../moderation/penalties';
import { saveItem } from '../reactions/saved-items';
import { CATALOGUE } from './catalogue';
import type { ApiOperation } from './operation';
import { noLimits } from '../../test/no-limits';

/**
 * The contract (docs/ARCHITECTURE.md "Integrator API"): every catalogue operation called on the
 * demo data as the role it needs, its answer checked against the published document (not the zod
 * schemas it was made from): a success (what the demo data lacks set up first), its status one the
 * document lists, and the body what the document says for that status. Then one error answer of
 * each operation, checked the same way.
 */

const t = useTestDb();
/** What the app and the jobs it queued sent: the emailed links' tokens are read from it. */
const mailer = createMemoryMailer();

// Ajv 8 (JSON Schema 2020-12, OpenAPI 3.1's dialect), as the OpenAPI validator the tests use has it.
interface Validate {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}
interface Ajv {
  addSchema(schema: object, key: string): void;
  getSchema(ref: string): Validate | undefined;
  compile(schema: object): Validate;
  errorsText(errors: unknown[] | null | undefined, options: { dataVar: string }): string;
}
const { Ajv2020 } = createRequire(import.meta.resolve('@seriousme/openapi-schema-validator'))('ajv/dist/2020') as {
  Ajv2020: new (options: object) => Ajv;
};

type Role = 'visitor' | 'member' | 'moderator' | 'admin';
interface Call {
  as?: Role;
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  form?: () => FormData;
}

/** Rows of the demo data the calls point at. */
/** The first column of the first row a query finds (rows written by earlier calls). */
type Query = <T>(query: string) => Promise<T>;

interface Demo {
  postSlug: string;
  recipeSlug: string;
  resourceId: number;
  topicId: number;
  threadId: number;
  spareThreadId: number;
  replyId: number;
  memberId: number;
  otherMemberId: number;
  perkId: number;
  comparisonSlug: string;
  giveawayId: number;
  siteContentKey: string;
}

const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);
const imageForm = (field: string) => () => {
  const form = new FormData();
  form.set(field, new File([PNG_1PX], 'dot.png', { type: 'image/png' }));
  return form;
};

const pdfForm = () => {
  const form = new FormData();
  form.set('file', new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'guide.pdf', { type: 'application/pdf' }));
  return form;
};

/** The current value of a setting, read as an admin: a body that changes nothing. */
let current: (path: string) => Promise<unknown>;

/** How each operation is called; an operation missing here fails the test. */
const CALLS: Record<string, (demo: Demo, q: Query) => Call | Promise<Call>> = {
  getOpenApiDocument: () => ({}),
  getCurrentUser: () => ({ as: 'member' }),
  login: () => ({ body: { username: 'contract-member', password: 'password123!' } }),
  register: () => ({ body: { username: 'contractnew', email: 'contractnew@example.com', password: 'a long enough passphrase 9' } }),
  logout: () => ({}),
  // Another member's reset: a reset ends every session of the account, and the calls after need hers.
  requestPasswordReset: () => ({ body: { email: RESET_EMAIL } }),
  resetPassword: async () => ({
    body: { token: await emailedToken(RESET_EMAIL, '/reset-password'), password: 'a long enough passphrase 9' },
  }),
  requestAccountExport: () => ({ as: 'member' }),
  getAccountExport: async (_, q) => ({ as: 'member', path: { id: await q('select max(id) as v from account_exports') } }),
  // The export job builds the ZIP.
  downloadAccountExport: async (_, q) => {
    await drainJobs(t.db, mailer);
    return { as: 'member', path: { id: await q('select max(id) as v from account_exports') } };
  },
  requestAccountDeletion: () => ({ as: 'member', body: { password: 'password123!' } }),
  // Scheduled a week ahead, and cancelled by the next call.
  confirmAccountDeletion: async () => ({
    body: { token: await emailedToken(MEMBER_EMAIL, '/profile/privacy/confirm-deletion') },
  }),
  cancelAccountDeletion: () => ({ as: 'member' }),
  listBlogPosts: () => ({ query: { limit: 2 } }),
  listFeaturedBlogPosts: () => ({}),
  getBlogPost: (d) => ({ path: { slug: d.postSlug } }),
  listBlogCategories: () => ({}),
  listAuthors: () => ({}),
  listRecipes: () => ({ query: { limit: 2 } }),
  getRecipe: (d) => ({ path: { slug: d.recipeSlug } }),
  listResources: () => ({}),
  getResource: (d) => ({ path: { id: d.resourceId } }),
  downloadResource: (d) => ({ path: { id: d.resourceId } }),
  listFeaturedPerks: () => ({}),
  getSiteContent: (d) => ({ path: { key: d.siteContentKey } }),
  updateSiteContent: (d) => ({ as: 'admin', path: { key: d.siteContentKey }, body: {} }),
  listProductComparisons: () => ({}),
  getProductComparison: (d) => ({ path: { category: d.comparisonSlug } }),
  listTopics: () => ({}),
  createThread: (d) => ({
    as: 'member',
    body: { topicId: d.topicId, title: 'A contract test thread', content: 'Checking the API answers.' },
  }),
  listRecentThreads: () => ({ query: { limit: 3 } }),
  getThread: (d) => ({ path: { id: d.threadId } }),
  deleteThread: (d) => ({ as: 'admin', path: { id: d.spareThreadId } }),
  listReplies: (d) => ({ path: { id: d.threadId }, query: { limit: 2 } }),
  createReply: (d) => ({ as: 'member', path: { id: d.threadId }, body: { content: 'A reply from the contract test.' } }),
  deleteReply: (d) => ({ as: 'admin', path: { id: d.replyId } }),
  getCommunityStats: () => ({}),
  getMyProfile: () => ({ as: 'member' }),
  uploadMyAvatar: () => ({ as: 'member', form: imageForm('avatar') }),
  removeMyAvatar: () => ({ as: 'member' }),
  listMyRelations: () => ({ as: 'member' }),
  muteMember: (d) => ({ as: 'member', path: { id: d.otherMemberId }, body: { duration: 'week' } }),
  unmuteMember: (d) => ({ as: 'member', path: { id: d.otherMemberId } }),
  blockMember: (d) => ({ as: 'member', path: { id: d.otherMemberId }, body: { duration: 'day' } }),
  unblockMember: (d) => ({ as: 'member', path: { id: d.otherMemberId } }),
  listComments: (d) => ({ path: { contentType: 'recipe', contentId: d.resourceId }, query: { limit: 2 } }),
  countComments: (d) => ({ path: { contentType: 'recipe', contentId: d.resourceId } }),
  createComment: (d) => ({
    as: 'member',
    body: { contentType: 'resource', contentId: d.resourceId, body: 'A comment from the contract test.' },
  }),
  updateComment: async (_, q) => ({
    as: 'member',
    path: { id: await q('select max(id) as v from comments') },
    body: { body: 'Edited by the contract test.' },
  }),
  deleteComment: async (_, q) => ({ as: 'admin', path: { id: await q('select max(id) as v from comments') } }),
  createReport: (d) => ({ as: 'member', body: { targetType: 'thread', targetId: d.threadId, reason: 'spam' } }),
  listMyReports: () => ({ as: 'member' }),
  listModerationQueue: () => ({ as: 'moderator' }),
  getModerationSettings: () => ({ as: 'moderator' }),
  updateModerationSettings: async () => ({ as: 'admin', body: await current('/api/admin/moderation/settings') }),
  decideModerationItem: async (_, q) => ({
    as: 'moderator',
    path: { id: await q('select max(id) as v from review_items') },
    body: { action: 'keep', version: await q('select version as v from review_items order by id desc limit 1') },
  }),
  listPenalties: (d) => ({ as: 'moderator', path: { id: d.memberId } }),
  createPenalty: (d) => ({
    as: 'moderator',
    path: { id: d.otherMemberId },
    body: { kind: 'silence', days: 1, reason: 'Contract test silence' },
  }),
  liftPenalty: async (d, q) => ({
    as: 'moderator',
    path: { id: d.otherMemberId, penaltyId: await q('select max(id) as v from member_penalties') },
  }),
  listMyModerationDecisions: () => ({ as: 'member' }),
  // The warning she was given before the calls.
  createAppeal: async (d, q) => ({
    as: 'member',
    body: {
      decisionId: await q(`select max(id) as v from member_decisions where member_id = ${d.memberId}`),
      message: 'Please look at this again, it was fine.',
    },
  }),
  listAppeals: () => ({ as: 'moderator' }),
  resolveAppeal: async (_, q) => ({
    as: 'moderator',
    path: { id: await q('select max(id) as v from appeals') },
    body: { outcome: 'upheld' },
  }),
  decideModerationItems: async (_, q) => ({
    as: 'moderator',
    body: {
      items: [
        {
          id: await q('select max(id) as v from review_items'),
          version: await q('select version as v from review_items order by id desc limit 1'),
        },
      ],
      action: 'ignore',
    },
  }),
  getLikeStatus: (d) => ({ path: { contentType: 'recipe', contentId: d.resourceId } }),
  countLikes: (d) => ({ path: { contentType: 'recipe', contentId: d.resourceId } }),
  like: (d) => ({ as: 'member', body: { contentType: 'thread', contentId: d.threadId } }),
  unlike: (d) => ({ as: 'member', path: { contentType: 'thread', contentId: d.threadId } }),
  checkSavedItem: (d) => ({ as: 'member', path: { contentType: 'thread', contentId: d.threadId } }),
  // One saved before (saveItem comes after), so the list has an item to check.
  listSavedItems: async (d) => {
    await saveItem(t.db, d.memberId, { contentType: 'resource', contentId: d.resourceId });
    return { as: 'member' };
  },
  saveItem: (d) => ({ as: 'member', body: { contentType: 'thread', contentId: d.threadId } }),
  removeSavedItem: (d) => ({ as: 'member', path: { contentType: 'thread', contentId: d.threadId } }),
  countUnreadNotifications: () => ({ as: 'member' }),
  listNotifications: () => ({ as: 'member' }),
  markAllNotificationsRead: () => ({ as: 'member' }),
  markNotificationRead: async (d, q) => ({
    as: 'member',
    path: { id: await q(`select max(id) as v from notifications where user_id = ${d.memberId}`) },
  }),
  subscribeToNewsletter: () => ({ body: { email: 'contract-subscriber@example.com', name: 'Contract Tester' } }),
  // The link in the newsletters sent to the address subscribed above.
  readUnsubscribeLink: async (_, q) => ({ query: { token: await subscriberToken(q) } }),
  unsubscribe: async (_, q) => ({ body: { token: await subscriberToken(q) } }),
  exportNewsletterSubscribers: () => ({ as: 'admin' }),
  exportMembers: () => ({ as: 'admin' }),
  listMembers: () => ({ as: 'moderator' }),
  getMember: (d) => ({ as: 'moderator', path: { id: d.memberId } }),
  setMemberRole: (d) => ({ as: 'admin', path: { id: d.otherMemberId }, body: { role: 'member' } }),
  getMemberPoints: (d) => ({ path: { userId: d.memberId } }),
  getPointsRules: () => ({ as: 'admin' }),
  setPointsRules: async () => ({ as: 'admin', body: await current('/api/gamification/settings') }),
  listGiveawayEntries: () => ({ as: 'admin', query: { month: '2026-11' } }),
  getGiveawayDraw: (d) => ({ path: { id: d.giveawayId } }),
  listPerks: () => ({}),
  listMyRedemptions: () => ({ as: 'member' }),
  redeemPerk: (d) => ({ as: 'member', path: { id: d.perkId } }),
  submitFeedback: () => ({ as: 'member', body: { category: 'idea', message: 'A contract test idea for the site.' } }),
  listMyFeedback: () => ({ as: 'member' }),
  sendPartnershipEnquiry: () => ({
    body: { name: 'Contract', email: 'partner@example.com', company: 'Contract Co', message: 'We would like to work with you on things.' },
  }),
  search: () => ({ query: { q: 'sleep' } }),
  uploadContentImage: () => ({ as: 'admin', form: imageForm('file') }),
  uploadResourceFile: () => ({ as: 'admin', form: pdfForm }),
  listNewsletterSubscribers: () => ({ as: 'admin' }),
  createIntegration: () => ({ as: 'admin', body: { name: 'Contract integration', scopes: ['content:read'] } }),
  listIntegrations: () => ({ as: 'admin' }),
  revokeIntegration: async (_, q) => ({ as: 'admin', path: { id: await q('select max(id) as v from integrations') } }),
  // The demo data has no integration: the first webhook call adds one. A public address (no DNS).
  listWebhooks: async (_, q) => ({
    as: 'admin',
    path: {
      integrationId: await q(
        `insert into integrations (name, scopes, secret_hash, prefix, expires_at) values ('Contract', '{webhooks:manage}', 'x', 'mv_0_x', now() + interval '1 year') returning id as v`,
      ),
    },
  }),
  createWebhook: async (_, q) => ({
    as: 'admin',
    path: { integrationId: await q('select max(id) as v from integrations') },
    body: { url: 'https://93.184.215.14/hook', events: ['post.published'] },
  }),
  sendWebhookTest: async (_, q) => ({ as: 'admin', path: await lastWebhook(q) }),
  listWebhookDeliveries: async (_, q) => ({ as: 'admin', path: await lastWebhook(q) }),
  resendWebhookDelivery: async (_, q) => ({
    as: 'admin',
    path: { ...(await lastWebhook(q)), messageId: await q('select coalesce(max(id), 0) as v from webhook_messages') },
  }),
  rotateWebhookSecret: async (_, q) => ({ as: 'admin', path: await lastWebhook(q) }),
  deleteWebhook: async (_, q) => ({ as: 'admin', path: await lastWebhook(q) }),
};

/** The last webhook endpoint the calls added, and its integration (0s once it is deleted). */
async function lastWebhook(q: Query) {
  return {
    integrationId: await q<number>('select coalesce((select max(integration_id) from webhook_endpoints), 0) as v'),
    id: await q<number>('select coalesce(max(id), 0) as v from webhook_endpoints'),
  };
}

const MEMBER_EMAIL = 'contract-member@example.com';
const RESET_EMAIL = 'contract-reset@example.com';

/** The token of the newest link to `path` emailed to `to`, once the queued emails are sent. */
async function emailedToken(to: string, path: string): Promise<string> {
  await drainJobs(t.db, mailer);
  const link = `${TEST_PUBLIC_URL}${path}?token=`;
  const mail = mailer.sent.findLast((message) => message.to === to && message.text.includes(link));
  if (!mail) throw new Error(`No ${path} link was emailed to ${to}`);
  return /^[^\s&]+/.exec(mail.text.slice(mail.text.indexOf(link) + link.length))![0];
}

/** The unsubscribe token of the address subscribeToNewsletter subscribed. */
async function subscriberToken(q: Query): Promise<string> {
  const id = await q<number>(`select id as v from newsletter_subscribers where email = 'contract-subscriber@example.com'`);
  return newsletterToken(t.db, id);
}

/** Every parameter empty (an emailed link's token too). */
const blank = (params: Record<string, string | number>) => Object.fromEntries(Object.keys(params).map((name) => [name, '']));

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

describe('the contract: every operation answers as the document says', () => {
  let cookies: Record<Role, string>;
  let query: Query;
  let demo: Demo;
  let app: ReturnType<typeof testApp>;
  let document: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

  beforeAll(async () => {
    await seedDatabase(t.db, { admin: {}, demo: true });
    const member = await createTestUser(t.db, { username: 'contract-member', email: MEMBER_EMAIL, password: 'password123!' });
    await createTestUser(t.db, { username: 'contract-reset', email: RESET_EMAIL });
    const moderator = await createTestUser(t.db, { role: 'moderator' });
    const admin = await createTestUser(t.db, { role: 'admin' });
    cookies = {
      visitor: '',
      member: await sessionCookieFor(t.db, member),
      moderator: await sessionCookieFor(t.db, moderator),
      admin: await sessionCookieFor(t.db, admin),
    };
    // PGlite answers { rows }, postgres.js the rows themselves.
    const first = async <T>(query: string): Promise<T> => {
      const result = (await t.db.execute(sql.raw(query))) as unknown as { rows: { v: T }[] } | { v: T }[];
      return (Array.isArray(result) ? result : result.rows)[0]!.v;
    };
    demo = {
      postSlug: await first(`select slug as v from blog_posts where status = 'published' order by id limit 1`),
      recipeSlug: await first(`select slug as v from recipes order by id limit 1`),
      resourceId: await first(`select id as v from resources order by id limit 1`),
      topicId: await first(`select id as v from forum_topics order by id limit 1`),
      threadId: await first(`select id as v from forum_threads order by id limit 1`),
      spareThreadId: await first(`select id as v from forum_threads order by id desc limit 1`),
      replyId: await first(`select id as v from forum_replies order by id desc limit 1`),
      memberId: member.id,
      otherMemberId: await first(`select id as v from users where role = 'member' and id <> ${member.id} order by id limit 1`),
      perkId: await first(`select id as v from perks order by id limit 1`),
      comparisonSlug: await first(`select slug as v from comparison_categories order by id limit 1`),
      // Last month's: closed, so it can be drawn.
      giveawayId: await first(`select id as v from giveaways order by month limit 1`),
      siteContentKey: await first(`select key as v from site_content order by key limit 1`),
    };
    // What the demo data lacks: a decision about her to appeal, and a drawn giveaway.
    await penalise(
      t.db,
      moderator,
      { ownerUsername: DEFAULT_ADMIN_USERNAME, publicUrl: TEST_PUBLIC_URL },
      { memberId: member.id, kind: 'warn', days: null, reason: 'Contract test warning' },
    );
    await drawGiveaway(t.db, admin, demo.giveawayId);
    app = testApp(t.db, { rateLimiter: noLimits, mailer, exportsDir: TEST_EXPORTS_DIR });
    current = async (path) => (await app.request(path, { headers: { cookie: cookies.admin } })).json();
    query = first;
    document = await (await app.request('/api/openapi.json')).json();
    ajv.addSchema(document, 'openapi');
  }, 120_000);

  async function send(operation: ApiOperation, call: Call, method = operation.method.toUpperCase()): Promise<Response> {
    let url = operation.path;
    for (const [name, value] of Object.entries(call.path ?? {})) url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
    const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
    const headers: Record<string, string> = { origin: TEST_PUBLIC_URL, cookie: cookies[call.as ?? 'visitor'] };
    let body: BodyInit | undefined;
    if (call.form) body = call.form();
    else if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    }
    return app.request(`${url}${query ? `?${query}` : ''}`, { method, headers, body });
  }

  /** Problems with an answer, judged by the document alone. */
  async function judge(operation: ApiOperation, res: Response): Promise<string[]> {
    const responses = document.paths[operation.path]?.[operation.method]?.responses ?? {};
    const documented = responses[String(res.status)];
    if (!documented) return [`${operation.operationId}: status ${res.status} not in the document (${await res.text()})`];
    const type = res.headers.get('content-type')?.split(';')[0] ?? null;
    if (!documented.content)
      return type && res.status !== 304 ? [`${operation.operationId}: ${res.status} has a body the document doesn't`] : [];
    if (!type || !documented.content[type])
      return [`${operation.operationId}: ${res.status} answered ${type}, the document says ${Object.keys(documented.content)}`];
    if (type !== 'application/json') return [];
    const body = await res.json();
    if (process.env.CONTRACT_DUMP) dumped[`${operation.operationId} ${res.status}`] = body;
    const ref = `openapi#/${pointer('paths', operation.path, operation.method, 'responses', String(res.status), 'content', type, 'schema')}`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    return validate(body) ? [] : [`${operation.operationId} ${res.status}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`];
  }
  const dumped: Record<string, unknown> = {};

  it('has a call for every operation', () => {
    expect(CATALOGUE.map((operation) => operation.operationId).filter((id) => !CALLS[id])).toEqual([]);
  });

  it('answers every operation, as its role, with a success the document describes', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    const unsuccessful: string[] = [];
    for (const operation of CATALOGUE) {
      const res = await send(operation, await CALLS[operation.operationId]!(demo, query));
      if (res.status >= 300 && res.status !== 301) unsuccessful.push(`${operation.operationId} ${res.status} ${await res.clone().text()}`);
      problems.push(...(await judge(operation, res)));
    }
    if (process.env.CONTRACT_DUMP) writeFileSync(process.env.CONTRACT_DUMP, JSON.stringify({ dumped, unsuccessful }, null, 1));
    expect(problems).toEqual([]);
    expect(unsuccessful).toEqual([]);
  });

  it('answers one error of every operation with the error the document describes', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    for (const operation of CATALOGUE) {
      const call = await CALLS[operation.operationId]!(demo, query);
      // A visitor where a member is needed (401); else a path value no id is (400 or 404); else a
      // body that isn't JSON (400); else a bad page size and empty parameters (400); else a method the
      // path doesn't take (405).
      const takesQuery = call.query !== undefined;
      const bad: Call =
        operation.access !== 'public'
          ? { ...call, as: 'visitor' }
          : call.path
            ? { ...call, path: Object.fromEntries(Object.keys(call.path).map((name) => [name, '0'])) }
            : operation.method !== 'get'
              ? { ...call, form: undefined, body: '{not json' }
              : takesQuery
                ? { ...call, query: { ...blank(call.query!), limit: '-1', q: '' } }
                : call;
      const res = await send(operation, bad, operation.method === 'get' && !takesQuery && !call.path ? 'PATCH' : undefined);
      if (res.status < 400) problems.push(`${operation.operationId}: ${res.status} to a bad call`);
      else problems.push(...(await judge(operation, res)));
    }
    expect(problems).toEqual([]);
  });
});
