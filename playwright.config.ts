import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/chromium';
import { E2E_PORTS, e2eServerEnv } from './e2e/support/ports';

const executablePath = findChromium();
if (!executablePath) {
  throw new Error(
    'No Chromium found. Install one (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH.',
  );
}

const server = (port: number, distDir: string, name: string) => ({
  command: 'node --import tsx server/main.ts',
  url: `http://127.0.0.1:${port}/healthz`,
  env: e2eServerEnv(port, distDir, name),
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Islands hydrated in over 5 s on a loaded slow host (24 November), so the first tests of a run
  // saw placeholders; an assertion may wait 15 s for the page to settle.
  expect: { timeout: 15_000 },
  reporter: process.env.PW_JSON_OUTPUT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.page}`,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    server(E2E_PORTS.page, 'dist', 'page'),
    server(E2E_PORTS.widgets, '.e2e/dist-widgets', 'widgets'),
  ],
});
