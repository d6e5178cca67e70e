import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { clientAlias } from './client/vite.alias.ts';

/** API integration suite: real server on Postgres (DATABASE_URL) or, with TEST_DB_DRIVER=pglite, on PGlite. */
function apiProject(
  name: string,
  env: Record<string, string>,
  exclude: string[] = [],
  isolate = true,
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include: ['{server,db}/test/**/*.test.ts'],
      exclude: ['**/node_modules/**', ...exclude],
      environment: 'node',
      env,
      testTimeout: 30_000,
      // A file's app and database start in beforeAll: seconds when quiet, over a minute seen with every core busy.
      hookTimeout: 180_000,
      // Each file owns its database; two workers keep a 2-core machine responsive.
      maxWorkers: 2,
      isolate,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: clientAlias },
        test: {
          name: 'unit',
          include: [
            '{client,contracts,server,db}/src/**/__tests__/**/*.test.ts',
            'tools/**/__tests__/**/*.test.ts',
            'eval/**/__tests__/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias: clientAlias },
        test: {
          name: 'unit-dom',
          // A file's first test also pays for importing React, jsdom and the page: on two busy cores that alone passed 5 s.
          testTimeout: 20_000,
          include: ['client/src/**/__tests__/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
      apiProject('api', {}),
      // The same suite on the embedded PGlite (`npm start` without DATABASE_URL), even where DATABASE_URL is set, so a
      // driver difference in our SQL cannot hide. Left out, to keep CI under its 25-minute budget, are the
      // suites whose subject is not our SQL and which already run on Postgres above: the fuzz properties (inputs
      // refused by validation before any query), the database package's own tests (they run every engine themselves),
      // start-up (always the embedded database, by design), process and timing races (crash, session races, two
      // instances, cookie/CSRF hygiene), the speech engine's queue, and the external protocols' delivery and pacing
      // (Graph API, SMTP). The authorization matrix still walks every route on PGlite.
      apiProject(
        'api-pglite',
        { TEST_DB_DRIVER: 'pglite' },
        [
          'server/test/security/fuzz/**',
          'db/test/**',
          'server/test/startup/**',
          'server/test/resilience/{crash,session-races,session-end,session-hygiene,two-instances}.test.ts',
          'server/test/tts/{tts,tts-fairness}.test.ts',
          'server/test/whatsapp/{whatsapp-delivery,whatsapp-restart,whatsapp-throughput}.test.ts',
          'server/test/marketing/marketing-delivery.test.ts',
          'server/test/passwords/reset-delivery.test.ts',
        ],
        // Each file still builds its own app and database, so its files share only their worker's imports: the server's
        // modules and PGlite's compiled WebAssembly, which isolated took ~7 s of CPU per file (docs/testing.md).
        false,
      ),
    ],
  },
});
