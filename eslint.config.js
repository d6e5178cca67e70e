import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import { featureBoundaries } from './tools/eslint/feature-boundaries.js';
import { sharedBoundaries } from './tools/eslint/shared-boundaries.js';
import { serverBoundaries } from './tools/eslint/server-boundaries.js';
import globals from 'globals';

const NO_ROUTER = ['react-router-dom', 'react-router'];
/** What declares routes; client/src/app/route-objects.tsx alone builds them, from contracts' route tables. */
const ROUTER_DECLARATIONS = NO_ROUTER.map((name) => ({
  name,
  importNames: ['Route', 'Routes', 'useRoutes', 'createBrowserRouter', 'createHashRouter', 'createMemoryRouter', 'createRoutesFromElements', 'createRoutesFromChildren', 'BrowserRouter', 'HashRouter', 'MemoryRouter', 'RouterProvider'],
  message: 'One route table: declare pages in contracts/src/routes.ts (docs/architecture.md, "Routes").',
}));

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
    // One route table (docs/architecture.md, "Routes"): contracts/src/routes.ts declares every page; only the app
    // host's router turns it into react-router routes. Tests may still mount a page under a router of their own.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/__tests__/**', 'client/src/app/route-objects.tsx', 'client/src/app/app-router.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: ROUTER_DECLARATIONS }],
    },
  },
  {
    // The entry chunk every page loads, the landing included: a schema library, the whole contracts barrel or a client
    // router here costs every visitor before the first paint. Types are erased and stay allowed.
    files: [
      'client/src/main.tsx',
      'client/src/app/{app,app-loading,public-site}.tsx',
      'client/src/app/{route-preload,screens}.ts',
      'client/src/components/ui/{spinner,skeleton}.tsx',
      'client/src/config/env.ts',
      'client/src/lib/{lead-source,early-requests,session-probe,theme}.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@app/contracts', message: 'Entry chunk: import a zod-free subpath (e.g. @app/contracts/routes).', allowTypeImports: true },
            { name: 'zod', message: 'Entry chunk: no schema library before the first paint.', allowTypeImports: true },
            ...NO_ROUTER.map((name) => ({ name, message: 'Entry chunk: the router loads with the app host only (app-router.tsx).', allowTypeImports: true })),
          ],
        },
      ],
    },
  },
  {
    // The public host's pages render without a client router (each page is its own document): a router hook or <Link>
    // here would throw, and the router's code would join the landing's.
    files: [
      'client/src/features/{public-site,chat}/**/*.{ts,tsx}',
      'client/src/features/deletion-requests/pages/**/*.{ts,tsx}',
      'client/src/app/routes/{landing,advisors,privacy,terms,deletion-status}-route.tsx',
      'client/src/lib/use-query-param.ts',
    ],
    ignores: ['client/src/**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: NO_ROUTER.map((name) => ({ name, message: 'Public host: no client router here; link with <a href>.', allowTypeImports: true })) },
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
