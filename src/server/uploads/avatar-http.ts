import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { type Handler, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import { HTTP_TEXT } from '../../shared/constants/messages';
import { requestContext, restErrorResponse } from '../http/rest';
import type { AppEnv } from '../http/types';
import { appRouter, createCaller } from '../trpc/root';
import { AVATAR_FILE_NAME, AVATAR_UPLOAD_MAX_BODY_BYTES, AVATARS_URL_PATH, avatarsDir } from './avatar';

/** The HTTP side of avatars: the upload paths' body limit, the REST upload, and the stored files. */

export const AVATAR_REST_PATH = '/api/community/profiles/me/avatar';
const AVATAR_TRPC_PATH = '/trpc/community.profiles.uploadAvatar';

/** The paths that take an image instead of JSON, and so their own body limit. */
export function isAvatarUploadPath(requestPath: string): boolean {
  return requestPath === AVATAR_REST_PATH || requestPath === AVATAR_TRPC_PATH;
}

/**
 * tRPC's own error answer (its shape, the transformer, our error formatter), so the client reads
 * the message as it reads any procedure's: tRPC answers a context that fails to build that way.
 */
function trpcErrorAnswer(c: Parameters<MiddlewareHandler<AppEnv>>[0], error: TRPCError): Promise<Response> {
  return fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(c.req.url, { method: 'POST', headers: { 'content-type': 'application/json' } }),
    router: appRouter,
    createContext: () => {
      throw error;
    },
  });
}

/** An image body just above FORUM_LIMITS.avatarMaxBytes: larger is a 413 with the form's message. */
export const avatarUploadBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: AVATAR_UPLOAD_MAX_BODY_BYTES,
  onError: (c) =>
    c.req.path.startsWith('/trpc/')
      ? trpcErrorAnswer(c, new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: COMMUNITY_TEXT.avatarTooLarge }))
      : c.json({ error: COMMUNITY_TEXT.avatarTooLarge }, 413),
});

/**
 * POST /api/community/profiles/me/avatar: multipart/form-data with the image in `avatar`,
 * answering the updated CommunityProfileDto. The generic REST adapter reads JSON, so this one reads
 * the form itself; a body that isn't a form reaches the procedure as an empty one (401 for a
 * visitor, 400 naming the field for a member).
 */
export const uploadAvatarRest: Handler<AppEnv> = async (c) => {
  const resHeaders = new Headers();
  let response: Response;
  try {
    const form = await c.req.formData().catch(() => new FormData());
    const profile = await createCaller(requestContext(c, resHeaders)).community.profiles.uploadAvatar(form);
    response = c.json(profile);
  } catch (error) {
    response = restErrorResponse(c, error);
  }
  for (const cookie of resHeaders.getSetCookie()) response.headers.append('Set-Cookie', cookie);
  return response;
};

/**
 * GET /uploads/avatars/{name}: the stored avatars. Only names we generate are looked up, so no
 * address can reach outside the folder; the names are random, so the files are cached for ever.
 */
export function avatarFiles(uploadsDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(`${AVATARS_URL_PATH}:name`, async (c) => {
    const name = c.req.param('name');
    if (!AVATAR_FILE_NAME.test(name)) return c.json({ error: HTTP_TEXT.notFound }, 404);
    const filePath = path.join(avatarsDir(uploadsDir), name);
    const size = await stat(filePath).then((s) => (s.isFile() ? s.size : null), () => null);
    if (size === null) return c.json({ error: HTTP_TEXT.notFound }, 404);
    return new Response(Readable.toWeb(createReadStream(filePath)) as ReadableStream, {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
  // Anything else under /uploads/avatars/ is no page of the client app.
  app.all(`${AVATARS_URL_PATH}*`, (c) => c.json({ error: HTTP_TEXT.notFound }, 404));
  return app;
}
