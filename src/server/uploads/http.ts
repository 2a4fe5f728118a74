import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { type Context as HonoContext, type Handler, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { COMMUNITY_TEXT } from '../../shared/constants/community';
import { HTTP_TEXT } from '../../shared/constants/messages';
import { UPLOAD_LIMITS, UPLOAD_PATHS, UPLOADED_IMAGES_PATH, UPLOADS_TEXT } from '../../shared/constants/uploads';
import { requestContext } from '../http/request-context';
import { restErrorResponse } from '../http/rest';
import type { AppEnv } from '../http/types';
import { appRouter, createCaller } from '../trpc/root';
import { AVATAR_FILE_NAME, AVATAR_UPLOAD_MAX_BODY_BYTES, AVATARS_URL_PATH } from './avatar';
import { CONTENT_IMAGE_FILE_NAME } from './content-images';
import type { UploadStore } from './store';

/**
 * The HTTP side of uploads: the upload paths' body limits, the REST uploads (multipart forms), and
 * the stored images' files.
 */

export const AVATAR_REST_PATH = '/api/community/profiles/me/avatar';

/** A multipart body is the file plus a boundary and a few headers. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * tRPC's own error answer (its shape, the transformer, our error formatter), so the client reads
 * the message as it reads any procedure's: tRPC answers a context that fails to build that way.
 */
function trpcErrorAnswer(c: HonoContext<AppEnv>, error: TRPCError): Promise<Response> {
  return fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(c.req.url, { method: 'POST', headers: { 'content-type': 'application/json' } }),
    router: appRouter,
    createContext: () => {
      throw error;
    },
  });
}

/** A body limit just above the file's: larger is a 413 with the message the form shows. */
function uploadBodyLimit(maxBodyBytes: number, message: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) =>
      c.req.path.startsWith('/trpc/')
        ? trpcErrorAnswer(c, new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message }))
        : c.json({ error: message }, 413),
  });
}

/** The paths that take a file instead of JSON, each with its own body limit (REST and tRPC alike). */
const UPLOAD_BODY_LIMITS = new Map<string, MiddlewareHandler<AppEnv>>();
function uploadPaths(paths: string[], limit: MiddlewareHandler<AppEnv>) {
  for (const uploadPath of paths) UPLOAD_BODY_LIMITS.set(uploadPath, limit);
}
uploadPaths(
  [AVATAR_REST_PATH, '/trpc/community.profiles.uploadAvatar'],
  uploadBodyLimit(AVATAR_UPLOAD_MAX_BODY_BYTES, COMMUNITY_TEXT.avatarTooLarge),
);
uploadPaths(
  [UPLOAD_PATHS.images, '/trpc/admin.uploads.image'],
  uploadBodyLimit(UPLOAD_LIMITS.imageMaxBytes + MULTIPART_OVERHEAD_BYTES, UPLOADS_TEXT.imageTooLarge),
);
uploadPaths(
  [UPLOAD_PATHS.files, '/trpc/admin.uploads.pdf'],
  uploadBodyLimit(UPLOAD_LIMITS.pdfMaxBytes + MULTIPART_OVERHEAD_BYTES, UPLOADS_TEXT.pdfTooLarge),
);

/** The body limit of an upload path, or null for any other path (which takes JSON). */
export function uploadBodyLimitFor(requestPath: string): MiddlewareHandler<AppEnv> | null {
  return UPLOAD_BODY_LIMITS.get(requestPath) ?? null;
}

/**
 * A REST path that takes a multipart form and hands it to a procedure, answering the procedure's
 * answer as JSON. The generic REST adapter reads JSON, so this one reads the form itself; a body
 * that isn't a form reaches the procedure as an empty one (401 for a visitor, 403 for a member,
 * 400 naming the field for whoever may upload).
 */
export function formUploadRest(call: (caller: ReturnType<typeof createCaller>, form: FormData) => Promise<unknown>): Handler<AppEnv> {
  return async (c) => {
    const resHeaders = new Headers();
    let response: Response;
    try {
      const form = await c.req.formData().catch(() => new FormData());
      response = c.json(await call(createCaller(requestContext(c, resHeaders)), form));
    } catch (error) {
      response = restErrorResponse(c, error);
    }
    for (const cookie of resHeaders.getSetCookie()) response.headers.append('Set-Cookie', cookie);
    return response;
  };
}

/** One kind of stored image, served under a path: only names of `name`'s shape. */
interface ServedImages {
  urlPath: string;
  name: RegExp;
}

const SERVED_IMAGES: ServedImages[] = [
  { urlPath: AVATARS_URL_PATH, name: AVATAR_FILE_NAME },
  { urlPath: UPLOADED_IMAGES_PATH, name: CONTENT_IMAGE_FILE_NAME },
];

/** Whether an If-None-Match header names this ETag (or is `*`). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET /uploads/avatars/{name} and /uploads/images/{name}: the stored images, from the app's
 * UploadStore (the data folder, or the database that every app process shares). Only names we
 * generate are looked up; the names are random and a stored file never changes, so the files are
 * cached for ever, and a revalidation (If-None-Match) is a 304. Anything else under these paths
 * is a 404 (no page of the client app); /uploads/demo/ and the rest are the client app's.
 */
export function uploadedFiles(uploads: UploadStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const images of SERVED_IMAGES) {
    app.get(`${images.urlPath}:name`, async (c) => {
      const name = c.req.param('name') ?? '';
      if (!images.name.test(name)) return c.json({ error: HTTP_TEXT.notFound }, 404);
      const file = await uploads.get(`${images.urlPath}${name}`);
      if (!file) return c.json({ error: HTTP_TEXT.notFound }, 404);
      const headers = {
        ETag: file.etag,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      };
      if (matchesEtag(c.req.header('if-none-match'), file.etag)) return new Response(null, { status: 304, headers });
      return new Response(file.body(), {
        headers: { ...headers, 'Content-Type': file.contentType, 'Content-Length': String(file.size) },
      });
    });
    app.all(`${images.urlPath}*`, (c) => c.json({ error: HTTP_TEXT.notFound }, 404));
  }
  return app;
}
