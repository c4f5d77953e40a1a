import { test as base, expect } from '@playwright/test'

const CONSENT_KEY = 'styleblueprint:consent'
let addressCounter = 0

/**
 * `page` with the suite's server as base URL, and a check that no console error
 * happened during the test (an unexpected error in the browser fails it).
 *
 * Options:
 * - `consent`: 'accepted' (default) stores a privacy choice before any page loads, so the
 *   first-visit consent dialog does not cover the page; 'none' starts with no choice.
 * - `clientAddress`: each test appears to come from its own address (X-Forwarded-For; the
 *   suite's server trusts it), so rate limits and admin lock-outs never leak between tests.
 */
export const test = base.extend<{ consoleErrors: string[]; consent: 'accepted' | 'none'; clientAddress: string }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  consent: ['accepted', { option: true }],
  clientAddress: async ({}, use, testInfo) => {
    addressCounter += 1
    await use(`10.${testInfo.workerIndex % 250}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`)
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => use({ 'x-forwarded-for': clientAddress }),
  page: async ({ page, consent }, use) => {
    if (consent === 'accepted') {
      const record = JSON.stringify({
        status: 'accepted',
        settings: { essential: true, analytics: true, personalization: true, marketing: true },
        timestamp: new Date().toISOString(),
        version: '1.0',
      })
      await page.addInitScript(
        ([key, value]) => {
          if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, value!)
        },
        [CONSENT_KEY, record],
      )
    }
    await use(page)
  },
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

/**
 * The browser reports a refused fetch ("Failed to load resource: ... status of 401") as a
 * console error. A test that provokes refusals on purpose clears exactly those, at its end.
 */
export function allowHttpErrors(errors: string[], statuses: number[]): void {
  for (let i = errors.length - 1; i >= 0; i--) {
    if (statuses.some((s) => errors[i]!.includes(`status of ${s}`))) errors.splice(i, 1)
  }
}
