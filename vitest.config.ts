import { defineConfig } from 'vitest/config'

// Unit tests live beside the code (core/**, db/**, server/**, bench/**, scripts/**); end-to-end tests are Playwright's.
export default defineConfig({
  test: {
    include: ['{core,db,server,integrations,app,bench,scripts,tests/integration}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'build', 'tests/e2e/**'],
    setupFiles: ['./tests/setup/fail-on-console.ts'],
    testTimeout: 20_000,
    pool: 'forks',
  },
})
