import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { TRPCError } from '@trpc/server';
import { Hono } from 'hono';
import { ACCOUNT_TEXT } from '../../shared/constants/account';
import { rest } from '../http/rest';
import type { AppEnv } from '../http/types';

/** Her own data for integrators and the mobile app (README "API"): downloads and deletion. */
export const accountRest = new Hono<AppEnv>()
  .post(
    '/account/exports',
    rest(({ caller }) => caller.account.exports.create(), { status: 202 }),
  )
  .get(
    '/account/exports/:id',
    rest(async ({ caller, params }) => {
      const { status, expiresAt } = await caller.account.exports.status({ id: params.id });
      return { status, expiresAt };
    }),
  )
  .get(
    '/account/exports/:id/download',
    rest(async ({ caller, c, params }) => {
      const file = await caller.account.exports.file({ id: params.id });
      const stored = path.join(c.var.services.exportsDir, file.storedName);
      const size = await stat(stored).then(
        (found) => found.size,
        () => {
          throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXT.exportNotFound });
        },
      );
      return new Response(Readable.toWeb(createReadStream(stored)) as ReadableStream, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Length': String(size),
          'Content-Disposition': `attachment; filename="${file.fileName}"`,
          'Cache-Control': 'private, no-store',
        },
      });
    }),
  )
  .post(
    '/account/deletion',
    rest(({ caller, body }) => caller.account.deletion.request(body), { status: 202 }),
  )
  .post(
    '/account/deletion/confirm',
    rest(({ caller, body }) => caller.account.deletion.confirm(body)),
  )
  .delete(
    '/account/deletion',
    rest(({ caller }) => caller.account.deletion.cancel()),
  );
