import { test as base, type BrowserContext, expect, type Page, type Response } from '@playwright/test'
import { acceptAll } from '#core/consent/consent.ts'
import { CONSENT_COOKIE, consentCookieValue } from '#core/consent/consent-cookie.ts'

let addressCounter = 0

/**
 * Stores an accepted privacy choice in the consent cookie, as the consent layer does, so
 * pages render without it. Cookies ignore ports, so the suite's own servers on other ports
 * see it too; set for both loopback names the suite may use.
 */
export async function storeAcceptedConsent(context: BrowserContext): Promise<void> {
  const value = consentCookieValue(acceptAll(new Date()))
  await context.addCookies(['127.0.0.1', 'localhost'].map((domain) => ({ name: CONSENT_COOKIE, value, domain, path: '/', sameSite: 'Lax' as const })))
}

/**
 * `page` with the suite's server as base URL, and a check that no console error
 * happened during the test (an unexpected error in the browser fails it).
 *
 * Options:
 * - `address`: 'public' (default) or 'loopback', the address the browser opens the site at.
 * - `consent`: 'accepted' (default) stores a privacy choice (the consent cookie) before any
 *   page loads, so the first-visit consent layer does not cover the page; 'none' starts with no choice.
 * - `clientAddress`: each test appears to come from its own address (X-Forwarded-For; the
 *   suite's server trusts it), so rate limits and admin lock-outs never leak between tests.
 */
export const test = base.extend<{ consoleErrors: string[]; consent: 'accepted' | 'none'; clientAddress: string; address: 'public' | 'loopback' }>({
  // 'public' opens the suite's server at PUBLIC_URL (http://localhost:PORT); 'loopback' at
  // http://127.0.0.1:PORT, another origin than PUBLIC_URL (the at-127.0.0.1 project).
  address: ['public', { option: true }],
  baseURL: async ({ address }, use) => use(address === 'loopback' ? process.env.E2E_LOOPBACK_URL : process.env.E2E_BASE_URL),
  consent: ['accepted', { option: true }],
  clientAddress: async ({}, use, testInfo) => {
    addressCounter += 1
    await use(`10.${testInfo.workerIndex % 250}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`)
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => use({ 'x-forwarded-for': clientAddress }),
  page: async ({ page, consent }, use) => {
    if (consent === 'accepted') await storeAcceptedConsent(page.context())
    waitForHydrationOnLoad(page)
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
 * A page's script is requested after its first paint (decision 035), so the load event can
 * come before the page is live, and a tap then does nothing, as on a slow phone. A test acts
 * like a shopper who waits for the page to work: `goto` and `reload` that wait for the load
 * event also wait until the page is hydrated (at once on a page that has no script).
 */
function waitForHydrationOnLoad(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>
    page[method] = (async (...args: unknown[]) => {
      const response = await navigate(...args)
      const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null)
      if ((options?.waitUntil ?? 'load') === 'load') await pageIsLive(page)
      return response
    }) as never
  }
}

/** Resolves once the page is hydrated, or at once for a page sent without script (or not HTML). */
export async function pageIsLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined || !document.querySelector('noscript[data-deferred-scripts]'))
}

/**
 * The browser reports a refused fetch ("Failed to load resource: ... status of 401") as a
 * console error. A test that provokes refusals on purpose clears exactly those, at its end.
 */
export function allowHttpErrors(errors: string[], statuses: number[]): void {
  for (let i = errors.length - 1; i >= 0; i--) {
    if (statuses.some((s) => errors[i]!.includes(`status of ${s}`))) errors.splice(i, 1)
  }
}
