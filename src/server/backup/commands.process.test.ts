import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../test/app-process';

const run = promisify(execFile);

/** Runs an npm script's file as `npm run` does, with DATA_DIR set: its exit code and what it printed. */
async function command(script: string, args: string[], dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_DIR: '', NODE_ENV: 'production' };
  try {
    const { stdout, stderr } = await run(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, script), ...args], { cwd: root, env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('the backup, restore and db:move commands', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'mama-village-commands-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('back up an embedded site and restore it into a new DATA_DIR, saying what they did', async () => {
    const site = path.join(work, 'site');
    expect((await command('src/server/db/migrate-cli.ts', [], site)).code).toBe(0);
    await mkdir(path.join(site, 'uploads'), { recursive: true });
    await writeFile(path.join(site, 'uploads/a.webp'), 'image');
    const file = path.join(work, 'site.backup.gz');

    const backup = await command('src/server/backup/backup-cli.ts', ['--out', file], site);
    expect(backup).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Backed up \d+ tables \(\d+ rows, migration \w+\) and 1 upload files to /),
    });

    const restore = await command('src/server/backup/restore-cli.ts', [file], path.join(work, 'copy'));
    expect(restore.code).toBe(0);
    expect(restore.out).toContain("every table's count and checksum as in the manifest");
    expect(restore.out).toContain(`1 upload files into ${path.join(work, 'copy')}`);

    const again = await command('src/server/backup/restore-cli.ts', [file], path.join(work, 'copy'));
    expect(again).toEqual({ code: 1, out: expect.stringMatching(/^The target database is not empty/) });
  });

  it('stop with the way out while a running site holds the embedded database', async () => {
    const site = path.join(work, 'running');
    await mkdir(path.join(site, 'pglite'), { recursive: true });
    await writeFile(path.join(site, 'pglite/PG_VERSION'), '17');
    // This test's own process stands for the running site: a live pid in the lock.
    await writeFile(path.join(site, 'mama-village.lock'), String(process.pid));

    const backup = await command('src/server/backup/backup-cli.ts', ['--out', path.join(work, 'never.backup.gz')], site);
    expect(backup.code).toBe(1);
    expect(backup.out).toContain(`in use by another Mama Village process (pid ${process.pid})`);
    expect(backup.out).toContain('stop it and run `npm run backup` again, or set BACKUP_DIR');

    const move = await command('src/server/backup/move-cli.ts', ['postgres://nobody@127.0.0.1:1/none'], site);
    expect(move.code).toBe(1);
    expect(move.out).toContain('Stop the site first');
  });
});
