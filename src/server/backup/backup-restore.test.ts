import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDb, useTestDb } from '../../test/db';
import { addActivityToEveryTable } from '../../test/every-table';
import { createTestUser } from '../../test/factories';
import { max } from 'drizzle-orm';
import { users } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { ArchiveError } from './archive';
import { createBackup } from './backup';
import { migrationsUpTo, restoreBackup } from './restore';
import { latestAppliedMigration, migrationJournal, summarizeTables, tablesInDependencyOrder, TransferRefusedError } from './tables';

const source = useTestDb();
let work: string;
let file: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'mama-village-backup-'));
  await seedDatabase(source.db, { admin: { username: 'owner', password: 'a-long-owner-password' }, demo: true });
  await addActivityToEveryTable(source.db);
  await mkdir(path.join(work, 'site/uploads/ab'), { recursive: true });
  await writeFile(path.join(work, 'site/uploads/ab/cd.webp'), Buffer.from([0, 1, 2, 255]));
  await mkdir(path.join(work, 'site/resource-files'), { recursive: true });
  await writeFile(path.join(work, 'site/resource-files/sleep.pdf'), '%PDF-1.4 sleep');
  file = path.join(work, 'site.backup.gz');
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('backup then restore elsewhere', () => {
  it('restores every table (none empty) and upload as they were, checked against the manifest', async () => {
    const manifest = await createBackup({ db: source.db, engine: 'pglite', dataDir: path.join(work, 'site'), file });
    expect(manifest.migration).toBe(migrationJournal().at(-1)!.tag);
    expect(manifest.files).toEqual({ count: 2, bytes: 4 + 14 });
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const target = await createEmptyTestDb();
    try {
      const report = await restoreBackup({ file, target, dataDir: path.join(work, 'copy') });
      expect(report.filesWritten).toBe(2);
      const tables = await tablesInDependencyOrder(source.db);
      const before = await summarizeTables(source.db, tables);
      expect(Object.entries(before).filter(([, table]) => table.rows === 0)).toEqual([]);
      expect(await summarizeTables(target.db, tables)).toEqual(before);
      expect(await latestAppliedMigration(target.db)).toBe(manifest.migration);
      expect(await readFile(path.join(work, 'copy/uploads/ab/cd.webp'))).toEqual(Buffer.from([0, 1, 2, 255]));
      expect(await readFile(path.join(work, 'copy/resource-files/sleep.pdf'), 'utf8')).toBe('%PDF-1.4 sleep');
      // New rows get new ids: the sequences are past the restored ones.
      const [highest] = await source.db.select({ id: max(users.id) }).from(users);
      expect((await createTestUser(target.db)).id).toBe(highest!.id! + 1);

      // A second restore into the now-full database is refused.
      await expect(restoreBackup({ file, target, dataDir: path.join(work, 'other') })).rejects.toThrow(TransferRefusedError);
    } finally {
      await target.close();
    }
  });

  it('refuses an upload folder that holds files', async () => {
    const target = await createEmptyTestDb();
    try {
      await mkdir(path.join(work, 'used/uploads'), { recursive: true });
      await writeFile(path.join(work, 'used/uploads/mine.webp'), 'x');
      await expect(restoreBackup({ file, target, dataDir: path.join(work, 'used') })).rejects.toThrow(/already holds files/);
    } finally {
      await target.close();
    }
  });

  it('refuses an archive cut short: its last line, the files count, missing', async () => {
    const cut = path.join(work, 'cut.backup.gz');
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    expect(lines.at(-1)).toBe('files\t{"count":2,"bytes":18}');
    await writeFile(cut, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    const target = await createEmptyTestDb();
    try {
      await expect(restoreBackup({ file: cut, target, dataDir: path.join(work, 'cut') })).rejects.toThrow(/^The backup is incomplete/);
    } finally {
      await target.close();
    }
  });

  it('rolls everything back when a row differs from the manifest', async () => {
    const tampered = path.join(work, 'tampered.backup.gz');
    const text = gunzipSync(await readFile(file)).toString('utf8');
    expect(text).toContain('Lovely post, thank you');
    await writeFile(tampered, gzipSync(text.replace('Lovely post, thank you', 'Lovely post, thank you!')));
    const target = await createEmptyTestDb();
    try {
      await expect(restoreBackup({ file: tampered, target, dataDir: path.join(work, 'failed') })).rejects.toThrow(
        new ArchiveError(
          "The restored rows differ from the backup's manifest in: comments. Nothing was restored: the target holds the schema only (no rows, no uploads). Start again with a new, empty database or DATA_DIR.",
        ),
      );
      const tables = await tablesInDependencyOrder(target.db);
      expect(Object.values(await summarizeTables(target.db, tables)).every((table) => table.rows === 0)).toBe(true);
      expect(await readdir(path.join(work, 'failed')).catch(() => [])).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('restores a backup made at an older migration, then applies the newer ones', async () => {
    const [previous, latest] = migrationJournal()
      .slice(-2)
      .map((entry) => entry.tag);
    const old = await createEmptyTestDb();
    const target = await createEmptyTestDb();
    const migrations = await migrationsUpTo(previous!);
    try {
      await old.migrate(migrations);
      const mum = await createTestUser(old.db);
      const oldFile = path.join(work, 'old.backup.gz');
      expect((await createBackup({ db: old.db, engine: 'pglite', dataDir: path.join(work, 'nothing'), file: oldFile })).migration).toBe(
        previous,
      );

      const report = await restoreBackup({ file: oldFile, target, dataDir: path.join(work, 'old-copy') });
      expect(report.migration).toBe(latest);
      expect(await latestAppliedMigration(target.db)).toBe(latest);
      const tables = await tablesInDependencyOrder(old.db);
      expect(await summarizeTables(target.db, tables)).toEqual(await summarizeTables(old.db, tables));
      expect((await summarizeTables(target.db, ['users'])).users!.rows).toBe(1);
      expect(mum.id).toBe(1);
    } finally {
      await rm(migrations, { recursive: true, force: true });
      await Promise.all([old.close(), target.close()]);
    }
  });
});
