import { test as base, expect } from '@playwright/test'

/**
 * `page` with the suite's server as base URL, and a check that no console error
 * happened during the test (an unexpected error in the browser fails it).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
