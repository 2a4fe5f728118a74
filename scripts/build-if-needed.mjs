// `npm start` runs this first: build the client when dist/ is missing or older than its sources.
// The build's own output (a few hundred lines) is kept back so the start ends with where to sign
// in: one line while it builds, and all of it, unabridged, only when the build fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const builtRenderer = path.join(root, 'dist/ssr/entry-server.js');
const sources = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const builtAt =
  existsSync(builtIndex) && existsSync(builtRenderer) ? Math.min(statSync(builtIndex).mtimeMs, statSync(builtRenderer).mtimeMs) : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (changedAt > builtAt) {
  const started = Date.now();
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the client…' : 'Building the client (first start)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error(`The client's build failed (${build.error?.message ?? `exit code ${build.status}`}): its output is above.`);
    process.exit(build.status || 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
