import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The client's layers (docs/ARCHITECTURE.md, "Folders"): components/ and lib/ are shared by every
 * page, so they import no feature, no app shell and no route, and lib/ (helpers below the UI) no
 * component either; a feature imports another feature only through its public entry (features/<name>/index.ts), never a file inside it; the app shell
 * imports no route. Routes, the app shell and the entries compose features as they need.
 */
const CLIENT_ROOT = path.join(import.meta.dirname, 'src/client');

/** Where a file of src/client sits: its top folder ('root' for main.tsx and its kind), and its feature's name. */
function clientPlace(file) {
  const parts = path.relative(CLIENT_ROOT, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return null;
  if (parts.length === 1) return { layer: 'root' };
  if (parts[0] === 'features')
    return {
      layer: 'features',
      feature: parts[1],
      inside: parts
        .slice(2)
        .join('/')
        .replace(/\.tsx?$/, ''),
    };
  return { layer: parts[0] };
}

const clientLayers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      sharedImportsFeature:
        '{{from}}/ is shared by every page and may not import {{to}}: move what both need into components/ or lib/, or this piece into its feature (or app-shell/ when it composes features).',
      featureInternals:
        "Import another feature through its public entry ('{{entry}}', features/{{feature}}/index.ts), not a file inside it; add what you need to that entry.",
      libImportsUi: 'lib/ holds the helpers below the UI and may not import components/: a hook that draws belongs in components/.',
      upward: '{{from}} may not import {{to}}: routes and the app shell compose features, not the other way round.',
    },
  },
  create(context) {
    const importer = clientPlace(context.filename);
    if (!importer) return {};
    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = clientPlace(path.resolve(path.dirname(context.filename), source.value));
      if (!target) return;
      const to = target.layer === 'features' ? `features/${target.feature}` : `${target.layer}/`;
      if (importer.layer === 'components' || importer.layer === 'lib') {
        if (['features', 'app-shell', 'routes'].includes(target.layer)) {
          context.report({ node: source, messageId: 'sharedImportsFeature', data: { from: importer.layer, to } });
        } else if (importer.layer === 'lib' && target.layer === 'components') {
          context.report({ node: source, messageId: 'libImportsUi' });
        }
      } else if (importer.layer === 'features') {
        if (target.layer === 'app-shell' || target.layer === 'routes') {
          context.report({ node: source, messageId: 'upward', data: { from: `features/${importer.feature}`, to } });
        } else if (target.layer === 'features' && target.feature !== importer.feature && !['', 'index'].includes(target.inside)) {
          const entry = path.relative(path.dirname(context.filename), path.join(CLIENT_ROOT, 'features', target.feature));
          context.report({ node: source, messageId: 'featureInternals', data: { feature: target.feature, entry } });
        }
      } else if (importer.layer === 'app-shell' && target.layer === 'routes') {
        context.report({ node: source, messageId: 'upward', data: { from: 'app-shell/', to } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'drizzle/', 'data/', 'src/client/routeTree.gen.ts', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'client-layers': clientLayers } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/client-layers': 'error',
      // CONVENTIONS rule 9: the client talks to the server through tRPC only.
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the tRPC client (src/client/trpc.ts).' }],
    },
  },
  {
    // The server validates with zod; the browser needs its types only (its values live in
    // constants/ and rules/). One value imported from schemas/ brought zod, 23 KB gzip, to /blog.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'The browser does not load zod: check forms with src/shared/rules/.', allowTypeImports: true }],
          patterns: [
            {
              group: ['**/shared/schemas/**'],
              message: 'schemas/ imports zod: import types only (values belong in shared/constants or shared/rules).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'src/shared runs in the browser too.' }] }],
    },
  },
  {
    // Rules, constants and helpers load with the client's first page: zod stays in schemas/.
    files: ['src/shared/{rules,constants,lib}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Keep zod out of the first load: build schemas in src/shared/schemas/ from these rules.' }],
          patterns: [
            { group: ['node:*'], message: 'src/shared runs in the browser too.' },
            { group: ['**/schemas/*'], message: 'Keep zod out of the first load: schemas/ imports zod.' },
          ],
        },
      ],
    },
  },
);
