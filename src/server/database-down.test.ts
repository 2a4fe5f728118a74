import { describe, expect, it } from 'vitest';
import { HTTP_TEXT } from '../shared/constants/messages';
import { createTestDb } from '../test/db';
import { jsonRequest, testApp } from '../test/server';

describe('with the database gone', () => {
  it('health says so, and no answer leaks the database error', async () => {
    const handle = await createTestDb();
    const app = testApp(handle.db);
    await handle.close();

    const health = await app.request('/healthz');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'error', database: 'down' });

    const credentials = { username: 'someone', password: 'some-password' };
    const rest = await app.request('/api/login', jsonRequest('POST', credentials));
    expect(rest.status).toBe(500);
    expect(await rest.json()).toEqual({ error: HTTP_TEXT.internal });

    const trpc = await app.request('/trpc/auth.login', jsonRequest('POST', { json: credentials }));
    expect(trpc.status).toBe(500);
    const body = (await trpc.json()) as { error: { json: { message: string; data: { stack?: string } } } };
    expect(body.error.json.message).toBe(HTTP_TEXT.internal);
    expect(body.error.json.data.stack).toBeUndefined();
  });
});
