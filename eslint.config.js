import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
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
