import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mv-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('writes our pid and removes the lock on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'mama-village.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'mama-village.lock'))).toBe(false);
  });

  it('refuses while another live process holds it', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'mama-village.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Mama Village process (pid ${process.ppid})`);
  });

  it('takes over a lock whose process is gone (after kill -9)', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'mama-village.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'mama-village.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
