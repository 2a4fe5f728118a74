import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { formUploadRest } from '../../uploads/http';

/**
 * POST /api/admin/uploads/images and /api/admin/uploads/files: multipart/form-data with the file in
 * `file`, answering `{ address, srcSet }` and `{ fileName }`. The admin forms upload here rather
 * than through tRPC: XMLHttpRequest reports how much of the body has gone.
 */
export const adminUploadsRest = new Hono<AppEnv>()
  .post(
    '/admin/uploads/images',
    formUploadRest((caller, form) => caller.admin.uploads.image(form)),
  )
  .post(
    '/admin/uploads/files',
    formUploadRest((caller, form) => caller.admin.uploads.pdf(form)),
  );
