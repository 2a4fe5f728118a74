import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/db';
import { TEST_UPLOADS } from '../../test/server';
import { createOutboxMailer } from '../email/mailer';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { dailyHandlers } from '../jobs/daily';
import { dailyJobs, type JobServices } from '../jobs/handlers';
import { silentLogger } from '../logger';
import { BACKUP_FILE_PATTERN, backupFileName, lastBackup } from './backup';
import { NIGHTLY_BACKUP_JOB, runNightlyBackup } from './nightly';

const t = useTestDb();
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mama-village-nightly-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function services(backup?: JobServices['backup']): JobServices {
  return {
    db: t.db,
    mailer: createOutboxMailer(dir, 'x@example.com'),
    logger: silentLogger,
    publicUrl: 'http://x',
    uploads: TEST_UPLOADS,
    backup,
  };
}

describe('the nightly backup', () => {
  it('runs only when BACKUP_DIR is set, as a daily job that queues the next night', async () => {
    expect(dailyJobs(services()).map((job) => job.kind)).not.toContain(NIGHTLY_BACKUP_JOB);
    const config = { dir: path.join(dir, 'nightly'), keep: 7, dataDir: dir };
    const handler = dailyHandlers(t.db, dailyJobs(services(config)))[NIGHTLY_BACKUP_JOB]!;
    const running = { id: 1, attempts: 1, heartbeat: () => Promise.resolve(), stopping: new AbortController().signal };
    await handler({ day: '2030-01-01' }, running);
    expect(await readdir(config.dir)).toEqual([expect.stringMatching(BACKUP_FILE_PATTERN)]);
    expect(await t.db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.kind, NIGHTLY_BACKUP_JOB))).toHaveLength(1);
  });

  it('writes an archive, keeps the newest BACKUP_KEEP, leaves other files alone, and records the backup', async () => {
    const backups = path.join(dir, 'backups');
    await mkdir(backups);
    const old = [1, 2, 3].map((day) => backupFileName(new Date(Date.UTC(2020, 0, day))));
    for (const name of old) await writeFile(path.join(backups, name), 'old');
    await writeFile(path.join(backups, 'notes.txt'), 'mine');

    const job = { heartbeat: () => Promise.resolve() };
    await runNightlyBackup(t.db, { dir: backups, keep: 2, dataDir: path.join(dir, 'site') }, job, new Date(Date.UTC(2030, 0, 1)));

    const newest = backupFileName(new Date(Date.UTC(2030, 0, 1)));
    expect((await readdir(backups)).sort()).toEqual([old[2], newest, 'notes.txt'].sort());
    expect(await lastBackup(t.db)).toMatchObject({ fileName: newest, trigger: 'nightly' });
  });
});
