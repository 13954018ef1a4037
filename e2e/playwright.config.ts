import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

/** Browser journeys against the built site on a fresh database, in the system Chromium (never downloaded). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Budgets, not waits: CI shares two busy cores, where a long journey (uploads, PDFs) can take a minute.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 2,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    // Every journey runs at desktop width; those tagged @phone also (or, with @phone-only, only) at phone width.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone-only|@last/,
      dependencies: ['setup'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
      dependencies: ['setup'],
    },
    // Journeys tagged @last add to public lists that other journeys count, so they run after them.
    {
      name: 'last',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grep: /@last/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port) },
  },
});
