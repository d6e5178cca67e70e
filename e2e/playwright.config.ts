import { defineConfig } from '@playwright/test';
import { E2E_PORT, PUBLIC_BASE } from './support/env.js';

export default defineConfig({
  testDir: './tests',
  // Specs wait for states, not for time; these limits are only the margin for a loaded CI machine (on this shared 2-core
  // machine a full run took from 9 to 30 minutes depending on its neighbours: docs/testing.md).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  outputDir: './.run/results',
  use: {
    baseURL: PUBLIC_BASE,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx support/start-server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
