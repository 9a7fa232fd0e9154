import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

// STYLE.md: no feature imports another feature. A path pattern cannot know which feature a file is in,
// so this small rule resolves each relative import and compares the feature folders.
const featureOf = (file) => /(?:^|\/)src\/features\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1];
// Kits every feature builds on (the wizard page frame): shared code that lives beside the screens using
// it because it is made of router and session pieces; a kit itself imports no other feature.
const SHARED_FEATURE_KITS = new Set(['wizardPage']);
const boundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const own = featureOf(context.filename);
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (!own || typeof source !== 'string' || !source.startsWith('.')) return;
            const target = featureOf(path.resolve(path.dirname(context.filename), source) + '/');
            if (target && target !== own && !(SHARED_FEATURE_KITS.has(target) && !SHARED_FEATURE_KITS.has(own))) {
              context.report({ node, message: `A feature does not import another feature ('${own}' imports '${target}'); move shared code to src/lib, src/renderer or src/engine.` });
            }
          },
        };
      },
    },
  },
};

// Import boundaries from STYLE.md, enforced where a lint rule can see them:
// - only src/backend/firebase imports firebase;
// - machines/ import nothing from React, the DOM or the backend;
// - src/engine has no React; features do not import each other.
const firebaseBan = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/backend/firebase may import firebase (STYLE.md: Firebase confined to one data module).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [firebaseBan] }],
    },
  },
  {
    // The browser's Firebase adapter, and the server's firebase-admin storage ports with their tests.
    files: ['src/backend/firebase/**', 'src/server/firebase/**', 'tests/ports/*.firebase.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseBan,
            { group: ['react', 'react-dom', 'react-dom/*', '@xstate/react', '@mantine/*', '@rjsf/*'], message: 'Machines are pure: no React or UI.' },
            { group: ['**/src/backend/**', '**/src/server/**', 'ky', 'better-sqlite3'], message: 'Machines are pure: I/O enters as named actors.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'setTimeout', 'setInterval'],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [firebaseBan, { group: ['react', 'react-dom', '@mantine/*', '@rjsf/core'], message: 'src/engine has no React.' }] },
      ],
    },
  },
  {
    // The server's storage ports are async: an unawaited write or read would answer before it happened.
    files: ['src/server/**/*.ts', 'tests/server/**/*.ts', 'tests/contracts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: true, attributes: false, properties: false, returns: false, variables: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['src/features/*/**'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-feature-imports': 'error' },
  },
);
