import { describe, expect, it } from 'vitest';
import { createTestDb } from '../test/db';
import { testApp } from '../test/server';

describe('GET /healthz with the database gone', () => {
  it('answers 503 with database down', async () => {
    const handle = await createTestDb();
    const app = testApp(handle.db);
    await handle.close();
    const res = await app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', database: 'down' });
  });
});
