import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive the system Chromium (browser downloads do not work here)
// against the built app on a free port; tests/e2e/global-setup.ts starts and stops it.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const isCI = Boolean(process.env.CI)

export default defineConfig<{ address: 'public' | 'loopback' }>({
  testDir: './tests/e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Two Chromium workers and the server share CI's two cores; a page with axe runs takes
  // well over the 30 s default there at times, so a test gets a minute.
  timeout: 60_000,
  // The first visit to a route loads its chunk; on busy cores that alone can take a second or two.
  expect: { timeout: 10_000 },
  workers: isCI ? 2 : undefined,
  forbidOnly: isCI,
  retries: 0,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // CI keeps no artefacts, so a trace recorded for every test there would cost time for nothing (decision 055).
    trace: isCI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // The display fuzz runs at 360 px at localhost and at desktop width at 127.0.0.1 (below), not a
    // third time here (decision 055); the back office at a phone's width has its own file, run by mobile-360 only.
    { name: 'desktop', testIgnore: ['**/display-fuzz.test.ts', '**/back-office-phone.test.ts'], use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The shopper's pages at a phone's width. The back office's journeys (imports, AI runs, retail,
    // administrators) run at desktop only: they check what the server does, which is the same at
    // any width, and running them twice spent CI's time on nothing a phone shows (docs/decisions/055).
    // So do the files that check what the server answers rather than what a page shows: headers and
    // probes, the administrator lock-out, and the localhost half of the any-address pair.
    {
      name: 'mobile-360',
      testIgnore: [
        '**/admin*.test.ts',
        '**/back-office-calm.test.ts',
        '**/dev-test-pages.test.ts',
        '**/catalogue-fit-journey.test.ts',
        '**/affiliate-tracking.test.ts',
        '**/security-headers.test.ts',
        '**/probe-gaps.test.ts',
        '**/verification-and-admin-lock.test.ts',
        '**/any-address.test.ts',
      ],
      use: { viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true },
    },
    // The same server opened at 127.0.0.1 while its PUBLIC_URL says localhost: sign-up,
    // sign-in, admin sign-in, recommendations, sharing a blueprint and its files, and hostile text
    // on every page that shows it (the display fuzz) must work at any address.
    {
      name: 'at-127.0.0.1',
      testMatch: ['**/any-address.test.ts', '**/sign-up.test.ts', '**/verification-and-admin-lock.test.ts', '**/share-names.test.ts', '**/blueprint.test.ts', '**/display-fuzz.test.ts', '**/probe-gaps.test.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined, address: 'loopback' },
    },
  ],
})
