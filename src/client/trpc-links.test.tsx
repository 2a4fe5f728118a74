import { createTRPCClient } from '@trpc/client';
import { http, HttpResponse } from 'msw';
import { wireFormat } from '../shared/lib/wire-format';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../server/trpc/root';
import { server, TEST_TRPC_URL } from '../test/msw';
import { defaultLinks } from './trpc';

describe('the browser’s tRPC links', () => {
  it('batch JSON calls, and send a FormData upload alone as multipart/form-data', async () => {
    const seen: { path: string; batch: string | null; contentType: string | null }[] = [];
    server.use(
      http.all(`${TEST_TRPC_URL}/*`, ({ request }) => {
        const url = new URL(request.url);
        seen.push({ path: url.pathname, batch: url.searchParams.get('batch'), contentType: request.headers.get('content-type') });
        const calls = url.pathname.split('/').pop()!.split(',');
        const answer = { result: { data: wireFormat.serialize(null) } };
        return HttpResponse.json(url.searchParams.get('batch') ? calls.map(() => answer) : answer);
      }),
    );
    const client = createTRPCClient<AppRouter>({ links: defaultLinks(TEST_TRPC_URL) });
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'me.png');
    await Promise.all([client.auth.me.query(), client.community.stats.query(), client.community.profiles.uploadAvatar.mutate(form)]);

    expect(seen).toContainEqual({ path: '/trpc/auth.me,community.stats', batch: '1', contentType: null });
    expect(seen).toContainEqual({
      path: '/trpc/community.profiles.uploadAvatar',
      batch: null,
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
    });
    expect(seen).toHaveLength(2);
  });
});
