import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import { featureBoundaries } from './tools/eslint/feature-boundaries.js';
import { sharedBoundaries } from './tools/eslint/shared-boundaries.js';
import { serverBoundaries } from './tools/eslint/server-boundaries.js';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'data/**', 'e2e/.run/**', 'test-results/**', 'playwright-report/**', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      architecture: { rules: { 'feature-boundaries': featureBoundaries, 'shared-boundaries': sharedBoundaries } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Features never import each other; only route modules (src/app) compose them.
      'architecture/feature-boundaries': 'error',
      // Shared code (components, utils, lib, config, styles, content, api) imports no feature and no route module.
      'architecture/shared-boundaries': 'error',
    },
  },
  {
    // The entry chunk every page loads, the landing included: a schema library or the whole contracts barrel here
    // costs every visitor before the first paint (issue 20, point 3). Types are erased and stay allowed.
    files: [
      'client/src/main.tsx',
      'client/src/app/app.tsx',
      'client/src/app/route-preload.ts',
      'client/src/config/env.ts',
      'client/src/lib/{lead-source,early-requests,session-probe,theme}.ts',
      'client/src/features/flashcards/hooks/use-deck-id.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@app/contracts', message: 'Entry chunk: import a zod-free subpath (e.g. @app/contracts/lead-source-fields).', allowTypeImports: true },
            { name: 'zod', message: 'Entry chunk: no schema library before the first paint.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // These read files from strangers (CSV and Anki exports): no regular expression in them may backtrack
    // super-linearly on that text (docs/security.md, "Regular expressions on user input").
    files: ['server/src/flashcards/{csv-import,import-duplicates,anki-*}.{ts,mjs}'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { server: { rules: { boundaries: serverBoundaries } } },
    rules: {
      // Domains reach each other only through their index.ts; lib/ imports no domain.
      'server/boundaries': 'error',
    },
  },
);
