import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed';
import { createEmptyTestDb, useTestDb } from '../../test/db';
import { createBackup, lastBackup } from './backup';
import { TransferRefusedError, restoreBackup } from './restore';
import { latestAppliedMigration, migrationJournal, summarizeTables, tablesInDependencyOrder } from './tables';

const source = useTestDb();
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'mama-village-backup-'));
  await seedDatabase(source.db, { admin: { username: 'owner', password: 'a-long-owner-password' }, demo: true });
  await mkdir(path.join(work, 'site/uploads/ab'), { recursive: true });
  await writeFile(path.join(work, 'site/uploads/ab/cd.webp'), Buffer.from([0, 1, 2, 255]));
  await mkdir(path.join(work, 'site/resource-files'), { recursive: true });
  await writeFile(path.join(work, 'site/resource-files/sleep.pdf'), '%PDF-1.4 sleep');
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('backup then restore elsewhere', () => {
  it('restores every table and upload as they were, checked against the manifest', async () => {
    const file = path.join(work, 'site.backup.gz');
    const manifest = await createBackup({ db: source.db, engine: 'pglite', dataDir: path.join(work, 'site'), file, trigger: 'command' });
    expect(manifest.migration).toBe(migrationJournal().at(-1)!.tag);
    expect(manifest.files).toEqual({ count: 2, bytes: 4 + 14 });

    const target = await createEmptyTestDb();
    try {
      const report = await restoreBackup({ file, target, dataDir: path.join(work, 'copy') });
      expect(report.filesWritten).toBe(2);
      const tables = await tablesInDependencyOrder(source.db);
      // The backups table gained this backup's record after the snapshot: compare the rest.
      const compared = tables.filter((table) => table !== 'backups');
      const before = await summarizeTables(source.db, compared);
      expect(await summarizeTables(target.db, compared)).toEqual(before);
      expect(Object.values(before).filter((table) => table.rows > 0).length).toBeGreaterThan(20);
      expect(await latestAppliedMigration(target.db)).toBe(manifest.migration);
      expect(await readFile(path.join(work, 'copy/uploads/ab/cd.webp'))).toEqual(Buffer.from([0, 1, 2, 255]));
      expect(await readFile(path.join(work, 'copy/resource-files/sleep.pdf'), 'utf8')).toBe('%PDF-1.4 sleep');
      expect(await lastBackup(source.db)).toMatchObject({ fileName: 'site.backup.gz', trigger: 'command' });

      // A second restore into the now-full database is refused, and changes nothing.
      await expect(restoreBackup({ file, target, dataDir: path.join(work, 'other') })).rejects.toThrow(TransferRefusedError);
    } finally {
      await target.close();
    }
  });
});
