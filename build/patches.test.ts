import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BundlePatch, checkPatches } from './patches';

/** A project folder with one installed package, `lib`, and the given package.json fields. */
function project(appPackage: object, lib: { version: string; files: Record<string, string> }) {
  const root = mkdtempSync(path.join(tmpdir(), 'patches-'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'app', ...appPackage }));
  const dir = path.join(root, 'node_modules', 'lib');
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'lib', version: lib.version }));
  for (const [file, text] of Object.entries(lib.files)) writeFileSync(path.join(dir, file), text);
  return root;
}

const patch: BundlePatch = {
  name: 'lib tweak',
  where: 'build/lib-tweak.ts',
  guards: 'nothing real',
  targets: [{ package: 'lib', version: '1.0.0', file: 'dist/index.js', has: 'doSlowly();' }],
};

describe('the bundle patches', () => {
  it('all hold against the installed packages', () => {
    expect(checkPatches()).toEqual([]);
  });

  it('holds while the pinned, installed version has the text', () => {
    const root = project({ dependencies: { lib: '1.0.0' } }, { version: '1.0.0', files: { 'dist/index.js': 'doSlowly();' } });
    expect(checkPatches(root, [patch])).toEqual([]);
  });

  it('names the patch whose text is gone', () => {
    const root = project({ dependencies: { lib: '1.0.0' } }, { version: '1.0.0', files: { 'dist/index.js': 'doQuickly();' } });
    expect(checkPatches(root, [patch])).toEqual(["lib tweak (build/lib-tweak.ts): lib 1.0.0's dist/index.js no longer has doSlowly();"]);
  });

  it('names the patch whose package is at another version, or pinned loosely', () => {
    const moved = project({ dependencies: { lib: '1.0.0' } }, { version: '1.1.0', files: { 'dist/index.js': 'doSlowly();' } });
    expect(checkPatches(moved, [patch])).toEqual([
      'lib tweak (build/lib-tweak.ts): lib 1.1.0 is installed, the patch was checked against 1.0.0: check what it guards against still holds, then move its version',
    ]);
    const loose = project({ dependencies: { lib: '^1.0.0' } }, { version: '1.0.0', files: { 'dist/index.js': 'doSlowly();' } });
    expect(checkPatches(loose, [patch])[0]).toMatch(/^lib tweak .*: lib is pinned at \^1\.0\.0 in package\.json, checked at 1\.0\.0/);
  });

  it("takes a dependency's package as pinned by an override, and reports a package.json that came to declare its side effects", () => {
    const root = project(
      { overrides: { parent: { '.': '2.0.0', lib: '1.0.0' } } },
      { version: '1.0.0', files: { 'dist/index.js': 'doSlowly();' } },
    );
    expect(checkPatches(root, [patch])).toEqual([]);
    const marked: BundlePatch = { ...patch, targets: [{ package: 'lib', version: '1.0.0', file: 'package.json', lacks: '"version"' }] };
    expect(checkPatches(root, [marked])).toEqual([
      'lib tweak (build/lib-tweak.ts): lib 1.0.0\'s package.json now has "version": the patch may no longer be needed',
    ]);
  });

  it("keeps every module the app imports for its effect alone: style sheets, or what package.json's sideEffects lists", () => {
    // The bundler drops a module marked side-effect free whose bindings go unused: `import './x'` of one would do nothing.
    const listed: string[] = JSON.parse(readFileSync('package.json', 'utf8')).sideEffects;
    const bare = ['src/client', 'src/shared'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .flatMap((file) =>
          [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^import '(\.[^']+)';/gm)].map((m) =>
            path.relative('.', path.resolve(dir, path.dirname(file), m[1]!)),
          ),
        ),
    );
    const module = (file: string) => path.normalize(file).replace(/\.tsx?$/, '');
    const dropped = bare.filter((file) => !file.endsWith('.css') && !listed.some((entry) => module(entry) === module(file)));
    expect(dropped).toEqual([]);
    for (const entry of listed.filter((e) => e.startsWith('./') && !e.includes('*'))) expect(existsSync(entry), entry).toBe(true);
  });
});
