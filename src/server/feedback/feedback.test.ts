import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS, FEEDBACK_TEXT } from '../../shared/constants/feedback';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { useTestDb } from '../../test/db';
import { createTestUser } from '../../test/factories';
import { callerFor, jsonRequest, sessionCookieFor, TEST_PUBLIC_URL, testApp } from '../../test/server';
import { refusal } from '../../test/trpc-errors';
import { productFeedback } from '../db/schema';
import { submitFeedback } from './feedback';

const t = useTestDb();

const idea = { category: 'idea' as const, message: 'A sleep diary I can fill in from my phone.' };

describe('product feedback (member)', () => {
  it('is saved as new, trimmed, with a page link of this site kept as its path', async () => {
    const member = await createTestUser(t.db);
    const { caller } = await callerFor(t.db, member);
    const sent = await caller.feedback.submit({
      ...idea,
      message: `  ${idea.message}\n`,
      pageLink: ` ${TEST_PUBLIC_URL}/recipes/oats?x=1#steps `,
    });
    expect(sent).toMatchObject({
      category: 'idea',
      message: idea.message,
      pageLink: '/recipes/oats?x=1#steps',
      status: 'new',
      adminNote: null,
      statusChangedAt: null,
    });
    const path = await caller.feedback.submit({ category: 'problem', message: 'The search box jumps.', pageLink: '/search' });
    expect(path.pageLink).toBe('/search');
    const none = await caller.feedback.submit({ category: 'content_request', message: 'More on starting solids.', pageLink: '' });
    expect(none.pageLink).toBeNull();
  });

  it('refuses what it can’t keep, each with a clear message', async () => {
    const { caller } = await callerFor(t.db, await createTestUser(t.db));
    const tooLong = await refusal(caller.feedback.submit({ ...idea, message: 'a'.repeat(FEEDBACK_LIMITS.messageMax + 1) }));
    expect(tooLong).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { message: 'Message must be at most 2,000 characters' } });
    // Exactly 2,000 is fine.
    await caller.feedback.submit({ ...idea, message: 'a'.repeat(FEEDBACK_LIMITS.messageMax) });
    expect((await refusal(caller.feedback.submit({ ...idea, message: '   ' }))).fieldErrors).toEqual({
      message: FEEDBACK_TEXT.messageRequired,
    });
    expect((await refusal(caller.feedback.submit({ ...idea, category: 'complaint' as never }))).fieldErrors).toEqual({
      category: FEEDBACK_TEXT.categoryInvalid,
    });
    for (const pageLink of ['javascript:alert(1)', 'recipes/oats', '//evil.example/x', '/\\evil.example', 'ftp://localhost:3000/x']) {
      expect((await refusal(caller.feedback.submit({ ...idea, pageLink }))).fieldErrors, pageLink).toEqual({
        pageLink: FEEDBACK_TEXT.pageLinkInvalid,
      });
    }
    expect(await refusal(caller.feedback.submit({ ...idea, pageLink: 'https://evil.example/recipes' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: FEEDBACK_TEXT.pageLinkOtherSite,
    });
  });

  it('is refused to a visitor', async () => {
    const { caller } = await callerFor(t.db);
    expect(await refusal(caller.feedback.submit(idea))).toMatchObject({ code: 'UNAUTHORIZED', message: AUTH_TEXT.notAuthenticated });
    expect((await refusal(caller.feedback.mine({}))).code).toBe('UNAUTHORIZED');
  });

  it('is capped at 10 in any 24 hours', async () => {
    const member = await createTestUser(t.db);
    const start = new Date(Date.now() - 23 * 3_600_000);
    for (let i = 0; i < FEEDBACK_LIMITS.perDay; i++) {
      await submitFeedback(t.db, member, { ...idea, pageLink: null }, TEST_PUBLIC_URL, new Date(start.getTime() + i * 60_000));
    }
    const { caller } = await callerFor(t.db, member);
    expect(await refusal(caller.feedback.submit(idea))).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: FEEDBACK_TEXT.tooMany });
    // Once the first is a day old, one more fits.
    await t.db
      .update(productFeedback)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(productFeedback.userId, member.id));
    await expect(caller.feedback.submit(idea)).resolves.toMatchObject({ status: 'new' });
  });

  it('each member sees only her own, newest first, a page at a time', async () => {
    const sarah = await createTestUser(t.db);
    const jess = await createTestUser(t.db);
    const mine = (await callerFor(t.db, sarah)).caller;
    for (const message of ['first', 'second', 'third']) await mine.feedback.submit({ ...idea, message });
    await (await callerFor(t.db, jess)).caller.feedback.submit({ ...idea, message: 'jess’s' });

    const first = await mine.feedback.mine({ limit: 2 });
    expect(first.items.map((item) => item.message)).toEqual(['third', 'second']);
    const second = await mine.feedback.mine({ limit: 2, cursor: first.nextCursor! });
    expect(second).toMatchObject({ items: [{ message: 'first' }], nextCursor: null });
    expect((await (await callerFor(t.db, jess)).caller.feedback.mine({})).items.map((item) => item.message)).toEqual(['jess’s']);
  });
});

describe('product feedback REST paths', () => {
  it('POST /api/feedback answers 201 and the feedback; GET /api/feedback her own', async () => {
    const app = testApp(t.db);
    const member = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, member);
    const sent = await app.request('/api/feedback', jsonRequest('POST', { ...idea, pageLink: '/perks' }, { cookie }));
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ ...idea, pageLink: '/perks', status: 'new' });
    const list = await app.request('/api/feedback', { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(await list.json()).toEqual([expect.objectContaining({ ...idea, pageLink: '/perks' })]);
  });

  it('answers a clear 400 for bad input and 401 to a visitor', async () => {
    const app = testApp(t.db);
    const cookie = await sessionCookieFor(t.db, await createTestUser(t.db));
    const tooLong = await app.request('/api/feedback', jsonRequest('POST', { ...idea, message: 'a'.repeat(2001) }, { cookie }));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: 'message: Message must be at most 2,000 characters' });
    const badLink = await app.request('/api/feedback', jsonRequest('POST', { ...idea, pageLink: 'javascript:alert(1)' }, { cookie }));
    expect(badLink.status).toBe(400);
    expect(await badLink.json()).toEqual({ error: `pageLink: ${FEEDBACK_TEXT.pageLinkInvalid}` });
    const category = await app.request('/api/feedback', jsonRequest('POST', { ...idea, category: 'rant' }, { cookie }));
    expect(category.status).toBe(400);
    expect(await category.json()).toEqual({ error: `category: ${FEEDBACK_TEXT.categoryInvalid}` });
    expect((await app.request('/api/feedback', jsonRequest('POST', '{nope', { cookie }))).status).toBe(400);
    expect((await app.request('/api/feedback', jsonRequest('POST', idea))).status).toBe(401);
    expect((await app.request('/api/feedback')).status).toBe(401);
  });
});
