import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from './tests/chromium.ts';
import { e2ePort as port } from './tests/e2e-port.ts';
import { anyProfileGrep, profileGrep } from './tests/e2e/devices.ts';

assertChromiumInstalled();

// A run starts on empty tables: a viewer key stores at most its day's records (decision 0062), and
// the statistics specs browse as 127.0.0.1, so a folder kept across runs would fill up within a
// day. Workers inherit the environment, so tests that read the local stack's data find this one.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), `fernly-e2e-${port}-`));
const externalBaseUrl = process.env.PW_BASE_URL;

const chromium: { browserName: 'chromium'; launchOptions: LaunchOptions } = {
  browserName: 'chromium',
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    // Recording a trace for every test costs CPU the two cores need; CI retries a failure once and
    // records that retry, and a local run keeps the failures' traces (decision 0079).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  // Profiles by concern (decision 0065): each runs only the tests that name it with runsOn
  // (tests/e2e/devices.ts), and a test that names none runs in `undeclared`, where it fails.
  projects: [
    {
      name: 'desktop',
      grep: profileGrep('desktop'),
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    { name: 'phone', grep: profileGrep('phone'), use: { ...devices['Pixel 7'], ...chromium } },
    // Chromium with an iPhone's user agent and screen, not WebKit: for what that user agent changes.
    { name: 'iphone', grep: profileGrep('iphone'), use: { ...devices['iPhone 15'], ...chromium } },
    // The smallest screen in common use (375 × 667): what must still fit on it.
    {
      name: 'small-phone',
      grep: profileGrep('small-phone'),
      use: { ...devices['iPhone SE (3rd gen)'], ...chromium },
    },
    { name: 'undeclared', grepInvert: anyProfileGrep, use: chromium },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `npx tsx local/start.ts --port ${port} --data-dir ${process.env.E2E_DATA_DIR} --no-build`,
        url: `http://127.0.0.1:${port}/`,
        // Never a server this run did not start: a stale `npm start` on the port would be tested in
        // its place. To test another running site, set PW_BASE_URL.
        reuseExistingServer: false,
        timeout: 60_000,
        // Its banner only: without --verbose the handlers log errors alone, on stderr, which stays shown.
        stdout: 'ignore',
      },
});
