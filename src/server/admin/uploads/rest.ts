import { operations } from '../../api/operation';
import { UNDOCUMENTED } from '../../api/schemas';
import { API_V1 } from '../../api/versions';

const tags = ['Uploads'];

/**
 * POST /api/admin/uploads/images and /api/admin/uploads/files: multipart/form-data with the file in
 * `file`, answering `{ address, srcSet }` and `{ fileName }`. The admin forms upload here rather
 * than through tRPC: XMLHttpRequest reports how much of the body has gone.
 */
export const adminUploadsOperations = operations([
  {
    method: 'post',
    path: '/api/admin/uploads/images',
    operationId: 'uploadContentImage',
    summary: 'Upload an image for content (multipart, the image in `file`)',
    tags,
    procedure: 'admin.uploads.image',
    responses: { 200: UNDOCUMENTED },
    access: 'admin',
    since: API_V1,
    form: (caller, form) => caller.admin.uploads.image(form),
  },
  {
    method: 'post',
    path: '/api/admin/uploads/files',
    operationId: 'uploadResourceFile',
    summary: 'Upload a resource’s PDF (multipart, the file in `file`)',
    tags,
    procedure: 'admin.uploads.pdf',
    responses: { 200: UNDOCUMENTED },
    access: 'admin',
    since: API_V1,
    form: (caller, form) => caller.admin.uploads.pdf(form),
  },
]);
