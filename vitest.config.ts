import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{client,contracts,server,db}/src/**/__tests__/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'unit-dom',
          include: ['client/src/**/__tests__/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['{server,db}/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file owns its database; two workers keep a 2-core machine responsive.
          maxWorkers: 2,
        },
      },
    ],
  },
});
