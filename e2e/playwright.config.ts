import { generateKeyPairSync } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  adminEmails,
  galleryAdminEmails,
  outageAdminEmails,
  programmeAdminEmails,
  programmeEntriesAdminEmails,
  storiesAdminEmails,
} from './admins.ts';
import { JAZZCASH_E2E } from './jazzcash.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
// Every worker loads this file again: the first load keeps the folder in the environment the
// workers inherit, so specs read the same DATA_DIR (its mail/ folder) as the web server.
export const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `kt-e2e-${port}-${Date.now()}`));
/** The local JazzCash (e2e/jazzcash-stand-in.ts) on the next port: the payments journey pays there. */
export const jazzcashURL = `http://127.0.0.1:${port + 1}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium takes one --disable-features (the last): Playwright's own list (its chromiumSwitches, as of
 * 1.65) and the address bar's suggestion popups. Debian's Chromium (new headless) preloads those two
 * WebUI pages in every window, and the AI-mode one keeps a renderer busy for the window's whole life:
 * with four workers they took more CPU than the pages under test, and tests timed out.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

const launchOptions = {
  executablePath: chromium,
  args: [
    `--disable-features=${disabledFeatures.join(',')}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Two workers (E2E_WORKERS sets another number): four took as long on CI's two cores (25 min for
  // 252 tests) and pushed the longest journeys past their timeouts.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // The offline service worker precaches the whole app (~150 files) in every new context: specs that
  // do not test it block it (cost and determinism); tests/offline.spec.ts allows it (issue 19).
  // Traces keep DOM snapshots of a failure but not its screencast (frames cost CPU in every test).
  use: {
    baseURL,
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions,
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 }, launchOptions },
      // Phone-only suites run on the phone project alone.
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      // Journeys run on the desktop project; the phone project checks layout-sensitive suites.
      testMatch: /.*\.(phone|both)\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx jazzcash-stand-in.ts',
      port: port + 1,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        JAZZCASH_STANDIN_PORT: String(port + 1),
        JAZZCASH_STANDIN_IPN_URL: `${baseURL}/api/payments/webhooks/jazzcash`,
      },
    },
    {
      command: 'node --import tsx ../apps/server/src/main.ts',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist'),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        E2E: 'true',
        // Two workers' pages at once on a shared machine: every public page is rendered by the server,
        // however slowly, as the first-render journey expects (decision 031).
        WEB_SSR_BUDGET_MS: '100000',
        WEB_SSR_TIMEOUT_MS: '20000',
        // The wallet journey waits out the hold and uses a new payout method at once (issue 16).
        FUNDS_HOLD: '5s',
        PAYOUT_METHOD_COOLDOWN: '0s',
        // Withdrawals above $60 wait for an admin (issue 16/18): the wallet journey withdraws $50 and is
        // paid at once; the console journey withdraws $80 and an admin approves it.
        WITHDRAWAL_REVIEW_ABOVE: '60.00',
        // Admins for the console and dispute journeys (issue 18): e2e/admins.ts.
        ADMIN_EMAILS: [
          ...adminEmails,
          ...outageAdminEmails,
          ...programmeAdminEmails,
          ...galleryAdminEmails,
          ...programmeEntriesAdminEmails,
          ...Object.values(storiesAdminEmails).flat(),
        ].join(','),
        // The credentials journey (issue 36) issues one: production refuses without a signing key.
        CREDENTIALS_SIGNING_KEY: JSON.stringify(
          generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }),
        ),
        // Issue 31: rupee milestones offer the sandbox and JazzCash (its local stand-in); dollar ones
        // only the sandbox, so the specs that fund dollar milestones without a method stay as they were.
        PAYMENTS_PROVIDERS: 'sandbox,jazzcash',
        JAZZCASH_MERCHANT_ID: JAZZCASH_E2E.merchantId,
        JAZZCASH_PASSWORD: JAZZCASH_E2E.password,
        JAZZCASH_INTEGRITY_SALT: JAZZCASH_E2E.salt,
        JAZZCASH_URL: jazzcashURL,
      },
    },
  ],
});
