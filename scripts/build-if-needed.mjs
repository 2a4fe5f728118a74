// `npm start` runs this first: build the client when dist/ is missing or older than its sources.
import { execSync } from 'node:child_process';
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
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the client…' : 'Building the client (first start)…');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}
