import { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { ACCOUNT_TEXT } from '../../shared/constants/account';
import { operations } from '../api/operation';
import { accountExportStatusSchema, deletionConfirmedSchema, deletionStatusSchema, successSchema } from '../api/schemas';
import { API_V1 } from '../api/versions';
import { exportAddress } from '../uploads/store';

const tags = ['Account'];

/** Her own data for integrators and the mobile app (README "API"): downloads and deletion. */
export const accountOperations = operations([
  {
    method: 'post',
    path: '/api/account/exports',
    operationId: 'requestAccountExport',
    summary: 'Ask for a download of her data',
    tags,
    procedure: 'account.exports.create',
    responses: { 202: z.object({ id: z.number().int() }) },
    access: 'member',
    since: API_V1,
    handler: ({ caller }) => caller.account.exports.create(),
  },
  {
    method: 'get',
    path: '/api/account/exports/{id}',
    operationId: 'getAccountExport',
    summary: 'Where a download of her data stands',
    tags,
    procedure: 'account.exports.status',
    responses: { 200: accountExportStatusSchema },
    access: 'member',
    since: API_V1,
    handler: async ({ caller, params }) => {
      const { status, expiresAt } = await caller.account.exports.status({ id: params.id });
      return { status, expiresAt };
    },
  },
  {
    method: 'get',
    path: '/api/account/exports/{id}/download',
    operationId: 'downloadAccountExport',
    summary: 'The ZIP of her data',
    tags,
    procedure: 'account.exports.file',
    responses: { 200: { contentType: 'application/zip', description: 'The ZIP file' } },
    errors: [409],
    access: 'member',
    since: API_V1,
    handler: async ({ caller, c, params }) => {
      const file = await caller.account.exports.file({ id: params.id });
      const stored = await c.var.services.uploads.get(exportAddress(file.storedName));
      if (!stored) throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXT.exportNotFound });
      return new Response(stored.body(), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Length': String(stored.size),
          'Content-Disposition': `attachment; filename="${file.fileName}"`,
          'Cache-Control': 'private, no-store',
        },
      });
    },
  },
  {
    method: 'post',
    path: '/api/account/deletion',
    operationId: 'requestAccountDeletion',
    summary: 'Ask to delete her account (a confirmation email)',
    tags,
    procedure: 'account.deletion.request',
    responses: { 202: successSchema },
    access: 'member',
    since: API_V1,
    handler: ({ caller, body }) => caller.account.deletion.request(body),
  },
  {
    method: 'post',
    path: '/api/account/deletion/confirm',
    operationId: 'confirmAccountDeletion',
    summary: 'Confirm a deletion with the emailed token',
    tags,
    procedure: 'account.deletion.confirm',
    responses: { 200: deletionConfirmedSchema },
    access: 'public',
    since: API_V1,
    handler: ({ caller, body }) => caller.account.deletion.confirm(body),
  },
  {
    method: 'delete',
    path: '/api/account/deletion',
    operationId: 'cancelAccountDeletion',
    summary: 'Cancel a pending deletion',
    tags,
    procedure: 'account.deletion.cancel',
    responses: { 200: deletionStatusSchema },
    access: 'member',
    since: API_V1,
    handler: ({ caller }) => caller.account.deletion.cancel(),
  },
]);
