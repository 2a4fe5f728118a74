import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { toSydneyLocal } from '../../shared/lib/sydney-clock';
import { useTestDb } from '../../test/db';
import { createTestPost } from '../../test/content-factories';
import { createTestUser } from '../../test/factories';
import { testServices } from '../../test/server';
import { createSession, generateSessionToken, type SessionUser } from '../auth/session';
import { SharedCache } from '../cache/shared-cache';
import { blogPosts } from '../db/schema';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { fakeTimers } from '../../test/fake-timers';
import type { Timers } from '../timers';
import { SCHEDULE_MARGIN_MS, type ScheduledPublishing, startScheduledPublishing } from './scheduled-publishing';

const t = useTestDb();

/** A caller on `cache`, as requests in one app process share it. */
async function callerOn(cache: SharedCache, user: SessionUser | null = null) {
  const session = user ? await createSession(t.db, generateSessionToken(), user.id) : null;
  return createCaller(createContextInner({ ...testServices(t.db), cache, user, session }));
}

const running: ScheduledPublishing[] = [];
function start(cache: SharedCache, timers: Timers) {
  const publishing = startScheduledPublishing({ db: t.db, cache, timers });
  running.push(publishing);
  return publishing;
}

afterEach(async () => {
  for (const publishing of running.splice(0)) publishing.stop();
  // Each test starts with nothing scheduled.
  await t.db.update(blogPosts).set({ status: 'draft' }).where(eq(blogPosts.status, 'published'));
});

describe('scheduled publishing', () => {
  it('shows a post scheduled two minutes ahead when its time comes, with no write to announce it', async () => {
    const cache = new SharedCache();
    const clock = fakeTimers();
    const publishing = start(cache, clock.timers);
    await publishing.rearm();
    expect(clock.timeouts()).toEqual([]);

    const admin = await createTestUser(t.db, { role: 'admin' });
    const adminCaller = await callerOn(cache, admin);
    const at = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
    const post = await adminCaller.admin.blogPosts.create({
      title: 'Out at noon',
      slug: 'out-at-noon',
      status: 'scheduled',
      scheduledFor: toSydneyLocal(at),
    });
    await publishing.idle();
    // Armed by the write itself (the cache's drop), for the post's time on the database's clock.
    const [delay] = clock.timeouts();
    expect(clock.timeouts()).toHaveLength(1);
    expect(delay).toBeGreaterThan(at.getTime() - Date.now() - 5_000 + SCHEDULE_MARGIN_MS);
    expect(delay).toBeLessThanOrEqual(at.getTime() - Date.now() + SCHEDULE_MARGIN_MS + 1_000);

    const visitor = await callerOn(cache);
    const ids = async () => (await visitor.content.blog.list({})).items.map((p) => p.id);
    expect(await ids()).not.toContain(post.id);

    // Time passes: the database's clock reaches the post's time (no app write, nothing dropped).
    await t.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1_000) })
      .where(eq(blogPosts.id, post.id));
    expect(await ids()).not.toContain(post.id); // the kept answer, still without it

    expect(clock.fireTimeouts()).toBe(1);
    expect(await ids()).toContain(post.id);
    await publishing.idle();
    expect(clock.timeouts()).toEqual([]); // nothing else scheduled
  });

  it('arms the next post after each one comes due', async () => {
    const cache = new SharedCache();
    const clock = fakeTimers();
    await createTestPost(t.db, { publishedAt: new Date(Date.now() + 60_000) });
    await createTestPost(t.db, { publishedAt: new Date(Date.now() + 3_600_000) });
    const publishing = start(cache, clock.timers);
    await publishing.rearm();
    expect(clock.timeouts()[0]).toBeLessThan(61_000 + SCHEDULE_MARGIN_MS);

    clock.fireTimeouts();
    await publishing.idle();
    // The first isn't due on the database's clock yet, so it is armed again; the hour-ahead one follows it.
    expect(clock.timeouts()).toHaveLength(1);
    expect(clock.timeouts()[0]).toBeLessThan(61_000 + SCHEDULE_MARGIN_MS);
  });

  it('each process arms its own timer; a post written elsewhere is found by the recheck', async () => {
    const clocks = [fakeTimers(), fakeTimers()];
    const caches = [new SharedCache(), new SharedCache()];
    const publishers = caches.map((cache, i) => start(cache, clocks[i]!.timers));
    await Promise.all(publishers.map((p) => p.rearm()));
    expect(clocks[0]!.intervals()).toEqual([5 * 60_000]);

    // Written without either process hearing of it (a notice missed on reconnect, say).
    await createTestPost(t.db, { publishedAt: new Date(Date.now() + 10 * 60_000) });
    expect(clocks.map((c) => c.timeouts().length)).toEqual([0, 0]);
    for (const clock of clocks) clock.tickIntervals();
    await Promise.all(publishers.map((p) => p.idle()));
    expect(clocks.map((c) => c.timeouts().length)).toEqual([1, 1]);
  });

  it('re-arms when another process’s content change is heard', async () => {
    const cache = new SharedCache();
    const clock = fakeTimers();
    const publishing = start(cache, clock.timers);
    await publishing.rearm();
    await createTestPost(t.db, { publishedAt: new Date(Date.now() + 10 * 60_000) });
    cache.drop(['forum']);
    await publishing.idle();
    expect(clock.timeouts()).toEqual([]); // a forum change says nothing about posts
    cache.drop(['content']); // what the change feed does when another process writes content
    await publishing.idle();
    expect(clock.timeouts()).toHaveLength(1);
  });

  it('stops: no timer left, deaf to changes', async () => {
    const cache = new SharedCache();
    const clock = fakeTimers();
    await createTestPost(t.db, { publishedAt: new Date(Date.now() + 10 * 60_000) });
    const publishing = start(cache, clock.timers);
    await publishing.rearm();
    expect(clock.timeouts()).toHaveLength(1);
    publishing.stop();
    expect(clock.timeouts()).toEqual([]);
    expect(clock.intervals()).toEqual([]);
    cache.drop(['content']);
    await publishing.idle();
    await publishing.rearm();
    expect(clock.timeouts()).toEqual([]);
  });
});
