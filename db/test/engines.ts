/**
 * Postgres server for the db tests, or undefined when this run covers the embedded PGlite only:
 * `npm run test:api` runs the suite once on Postgres (DATABASE_URL) and once with TEST_DB_DRIVER=pglite.
 */
export const postgresUrl = process.env.TEST_DB_DRIVER === 'pglite' ? undefined : process.env.DATABASE_URL;
