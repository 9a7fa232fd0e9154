import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['src/backend/firebase/**'],
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
    files: ['src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [firebaseBan, { group: ['**/features/*/**', '!./**'], message: 'A feature does not import another feature.' }] },
      ],
    },
  },
);
