import type { Page } from '@playwright/test'
import { FAKE_AFFILIATE_CREDENTIALS } from '../fakes/affiliate-api.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { expect, test } from './fixtures.ts'

// A server of its own with affiliate tracking switched on. The tracking script's host is
// made up: the browser's request for it is answered here, and counted.
const SCRIPT_URL = 'https://track.affiliate.test/t.js'
// What the stand-in tracker does: remember the store id it found on its own tag.
const TRACKER = 'window.affiliateTrackerStore = document.currentScript && document.currentScript.dataset.storeId'

let server: ServerProcess

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ consent: 'none' })

test.beforeAll(async () => {
  server = await startServerProcess({
    TRUST_PROXY: 'true',
    // Nothing answers here: the pages under test never call the service itself.
    AFFILIATE_API_URL: 'http://127.0.0.1:9/affiliate',
    AFFILIATE_API_KEY: FAKE_AFFILIATE_CREDENTIALS.apiKey,
    AFFILIATE_STORE_ID: FAKE_AFFILIATE_CREDENTIALS.storeId,
    AFFILIATE_ID: FAKE_AFFILIATE_CREDENTIALS.affiliateId,
    AFFILIATE_TRACKING: 'true',
    AFFILIATE_TRACKING_SCRIPT_URL: SCRIPT_URL,
  })
})

test.afterAll(async () => {
  await stopServerProcess(server)
})

async function countScriptRequests(page: Page): Promise<{ count: () => number }> {
  let n = 0
  await page.route(SCRIPT_URL, (route) => {
    n += 1
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: TRACKER })
  })
  return { count: () => n }
}

const trackingTags = (page: Page) => page.locator('script[data-affiliate-tracking]')

test('the tracking script loads only after the shopper accepts analytics, initialised with the store id', async ({ page }) => {
  const requests = await countScriptRequests(page)
  // The FAQ, not the landing page: a visitor's landing page carries no script at all (decision 030).
  await page.goto(`${server.url}/faq`)
  const dialog = page.getByRole('dialog', { name: 'Privacy & Cookie Consent' })
  await expect(dialog).toBeVisible()
  // Tracking is on, but nobody has said yes yet: no tag, no request (also not in the server's HTML).
  await expect(trackingTags(page)).toHaveCount(0)
  expect(requests.count()).toBe(0)

  await dialog.getByRole('button', { name: 'Accept All & Continue' }).click()
  await expect(trackingTags(page)).toHaveCount(1)
  await expect(trackingTags(page)).toHaveAttribute('data-store-id', FAKE_AFFILIATE_CREDENTIALS.storeId)
  await expect.poll(() => page.evaluate(() => (window as unknown as { affiliateTrackerStore?: string }).affiliateTrackerStore)).toBe(FAKE_AFFILIATE_CREDENTIALS.storeId)
  expect(requests.count()).toBe(1)
  // Nothing in flight when this test's server stops (a cut-off request is a console error).
  await page.waitForLoadState('networkidle')
})

test('a shopper who declines is never tracked, on any page', async ({ page }) => {
  const requests = await countScriptRequests(page)
  await page.goto(server.url)
  await page.getByRole('dialog', { name: 'Privacy & Cookie Consent' }).getByRole('button', { name: 'Decline & Exit' }).click()
  await expect(page.getByRole('dialog', { name: 'Privacy & Cookie Consent' })).toBeHidden()
  await page.goto(`${server.url}/privacy`)
  await expect(page.locator('#main')).toBeVisible()
  await expect(trackingTags(page)).toHaveCount(0)
  expect(requests.count()).toBe(0)
  // Nothing in flight when this test's server stops (a cut-off request is a console error).
  await page.waitForLoadState('networkidle')
})
