import { defineConfig } from 'vitest/config'

// Runs npm install and a production build in a clean clone: beside other files it would
// crowd their time limits on two cores, so it runs alone, after them (sequence.groupOrder).
const CLEAN_CLONE = 'tests/integration/two-commands-on-node-20.test.ts'

// Unit tests live beside the code (core/**, db/**, server/**, bench/**, scripts/**); end-to-end tests are Playwright's.
export default defineConfig({
  test: {
    setupFiles: ['./tests/setup/fail-on-console.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    // Two at a time on CI's two cores: most files wait on a database, a server process or a
    // browser rather than compute, so the second fork fills that time. Vitest's default (cores
    // minus one) ran one file at a time: the suite took 18-21 min, with two 10.7 min (decision 063).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['{core,db,server,integrations,app,bench,scripts,tests/integration}/**/*.test.{ts,tsx}'],
          exclude: ['node_modules', 'build', 'tests/e2e/**', CLEAN_CLONE],
        },
      },
      { extends: true, test: { name: 'clean-clone', include: [CLEAN_CLONE], sequence: { groupOrder: 1 } } },
    ],
  },
})
