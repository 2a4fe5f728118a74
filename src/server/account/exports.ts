import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import { ACCOUNT_TEXT, EXPORT_README_INTRO } from '../../shared/constants/account';
import { EXPORT_KEPT_DAYS } from '../../shared/rules/account';
import type { AccountExportDto } from '../../shared/schemas/account';
import type { Db } from '../db/client';
import { accountExports, users } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { queueEmail } from '../email/queued';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/runner';
import { serviceNotice } from '../notifications/service';
import { RetryAfter } from '../rate-limits/limiter';
import { exportAddress, type UploadStore } from '../uploads/store';
import { exportReadyEmail } from './emails';
import { EXPORT_FILES, exportReadme } from './export-files';
import { zipStore } from './zip';

export const EXPORT_JOB = 'account.export';
const DAY_MS = 24 * 60 * 60 * 1000;

/** DATA_DIR/exports: where the ZIPs wait with the folder storage (uploads/folder-store.ts). */
export function exportsDirIn(dataDir: string): string {
  return path.resolve(dataDir, 'exports');
}

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXT.exportNotFound });

function toDto(row: typeof accountExports.$inferSelect): AccountExportDto {
  return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt?.toISOString() ?? null };
}

/**
 * Queues a download of her data. She may ask once a day (429 with the time she may ask again);
 * the team, starting one for her (member management), is not held to that. Her row is locked
 * while it is decided, so two requests at once make one download.
 */
export async function requestExport(db: Db, userId: number, requestedBy: number | null = null): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_TEXT.memberNotFound });
    if (requestedBy === null) {
      const [recent] = await tx
        .select({ createdAt: accountExports.createdAt })
        .from(accountExports)
        .where(
          and(
            eq(accountExports.userId, userId),
            isNull(accountExports.requestedBy),
            gt(accountExports.createdAt, new Date(Date.now() - DAY_MS)),
          ),
        )
        .orderBy(desc(accountExports.createdAt))
        .limit(1);
      if (recent) {
        const seconds = Math.max(1, Math.ceil((recent.createdAt.getTime() + DAY_MS - Date.now()) / 1000));
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: ACCOUNT_TEXT.exportOncePerDay, cause: new RetryAfter(seconds) });
      }
    }
    const [row] = await tx.insert(accountExports).values({ userId, requestedBy }).returning({ id: accountExports.id });
    await enqueueJob(tx, EXPORT_JOB, { exportId: row!.id }, { singletonKey: `${EXPORT_JOB}:${row!.id}` });
    return { id: row!.id };
  });
}

/** One of her downloads; anyone else's, or one already deleted, is not found. */
async function ownExport(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, id), eq(accountExports.userId, userId)));
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) throw notFound();
  return row;
}

export async function exportStatus(db: Db, userId: number, id: number): Promise<AccountExportDto> {
  return toDto(await ownExport(db, userId, id));
}

/** Her downloads still kept, newest first, and when she may ask for the next. */
export async function myExports(db: Db, userId: number): Promise<{ exports: AccountExportDto[]; nextExportAt: string | null }> {
  const rows = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.userId, userId), gt(accountExports.createdAt, new Date(Date.now() - EXPORT_KEPT_DAYS * DAY_MS - DAY_MS))))
    .orderBy(desc(accountExports.createdAt));
  const live = rows.filter((row) => !row.expiresAt || row.expiresAt.getTime() > Date.now());
  const lastOwn = rows.find((row) => row.requestedBy === null);
  const next = lastOwn ? lastOwn.createdAt.getTime() + DAY_MS : 0;
  return { exports: live.map(toDto), nextExportAt: next > Date.now() ? new Date(next).toISOString() : null };
}

/**
 * Her ready download's stored name (stored at exportAddress(name)) and the name she saves it
 * under (404 for anyone else's; 409 while it is being made). The REST download streams it; where
 * it is stored never leaves the server.
 */
export async function exportFile(db: Db, userId: number, id: number): Promise<{ storedName: string; fileName: string }> {
  const row = await ownExport(db, userId, id);
  if (row.status !== 'ready' || !row.fileName) throw new TRPCError({ code: 'CONFLICT', message: ACCOUNT_TEXT.exportNotReady });
  return { storedName: row.fileName, fileName: `mama-village-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

/** The ZIP's files: the README first, then each file of EXPORT_FILES as indented JSON. */
export async function buildExportZip(db: Db, userId: number, now: Date = new Date()): Promise<Buffer | null> {
  const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!member) return null;
  const subject = { userId, email: member.email };
  const files = [{ name: 'README.txt', content: exportReadme(EXPORT_README_INTRO) }];
  for (const file of EXPORT_FILES) {
    files.push({ name: file.name, content: `${JSON.stringify(await file.read(db, subject), null, 2)}\n` });
  }
  return zipStore(files, now);
}

export interface ExportServices {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Where the ZIPs are stored, under `/exports/` addresses: any app process serves them. */
  uploads: UploadStore;
}

/**
 * The job: stores the ZIP among the uploads (any process may serve it), and only then marks the
 * download ready for EXPORT_KEPT_DAYS and tells her in-app and by email. A download already
 * ready, or gone with her account, is left alone: running twice is harmless.
 */
export function buildExport(services: ExportServices): JobHandler {
  return async ({ exportId }: { exportId: number }) => {
    const { db } = services;
    const [row] = await db.select().from(accountExports).where(eq(accountExports.id, exportId));
    if (!row || row.status === 'ready') return;
    const zip = await buildExportZip(db, row.userId);
    if (!zip) return;
    const fileName = `${row.id}-${randomBytes(16).toString('hex')}.zip`;
    await services.uploads.put([{ address: exportAddress(fileName), bytes: zip, contentType: 'application/zip' }]);
    await db.transaction(async (tx) => {
      const now = new Date();
      const [ready] = await tx
        .update(accountExports)
        .set({ status: 'ready', fileName, readyAt: now, expiresAt: new Date(now.getTime() + EXPORT_KEPT_DAYS * DAY_MS) })
        .where(and(eq(accountExports.id, exportId), eq(accountExports.status, 'queued')))
        .returning({ id: accountExports.id });
      if (!ready) return;
      const [member] = await tx.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, row.userId));
      await serviceNotice(tx, {
        userId: row.userId,
        title: ACCOUNT_TEXT.exportReadyTitle,
        content: ACCOUNT_TEXT.exportReadyBody,
        link: '/profile/privacy',
        eventKey: `export-ready:${exportId}`,
      });
      await queueEmail(tx, exportReadyEmail(member!.email, member!.username, `${services.publicUrl}/profile/privacy`));
    });
  };
}

/** Downloads past their 7 days (or, with `userId`, all of hers): the files deleted, then the rows. */
export async function deleteExports(db: Db, uploads: UploadStore, where: { now: Date } | { userId: number }): Promise<number> {
  const condition = 'userId' in where ? eq(accountExports.userId, where.userId) : lte(accountExports.expiresAt, where.now);
  const rows = await db.select({ id: accountExports.id, fileName: accountExports.fileName }).from(accountExports).where(condition);
  for (const row of rows) if (row.fileName) await uploads.delete(exportAddress(row.fileName));
  if (rows.length > 0) await db.delete(accountExports).where(condition);
  return rows.length;
}
