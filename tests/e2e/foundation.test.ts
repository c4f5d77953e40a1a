import { expect, test } from './fixtures.ts'

test('the landing page is rendered on the server: title and heading are in the HTML before any script', async ({ request }) => {
  const res = await request.get('/')
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toMatch(/<title>[^<]*StyleBlueprint[^<]*<\/title>/)
  expect(html).toContain('<h1')
  expect(html).toContain('application/ld+json')
})

test('the landing page shows the hero, the steps and the sample catalogue with its images', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Sign In is in the header, or in its menu on a phone.
  if (await page.getByRole('button', { name: 'Open menu' }).isVisible()) await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('link', { name: /sign in/i })).toHaveAttribute('href', '/login')
  await page.keyboard.press('Escape')
  // The photo's alt text is empty (the card's link names the piece), so it is found as an element, not by role.
  const firstProduct = page.getByRole('region', { name: 'New in the edit' }).locator('img').first()
  await firstProduct.scrollIntoViewIfNeeded()
  await expect(firstProduct).toBeVisible()
  // The image really loaded from the repo's own files (no outside host).
  await expect.poll(() => firstProduct.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await firstProduct.getAttribute('src')).toMatch(/^\/images\/products\//)
})

test('a visitor gets the landing page as HTML alone, and its menu still opens and closes', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())))
  await page.setViewportSize({ width: 360, height: 760 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible()
  await menu.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  expect(scripts).toEqual([])
})

test('on a page with its script, choosing a link in the phone menu navigates in place and closes the menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 })
  await page.goto('/faq')
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(menu).toBeHidden()
  // A client-side navigation: the same document, not a reload.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test('a page with script paints first, then requests its script and comes alive', async ({ page }) => {
  // The fixture's goto returns once the page is hydrated.
  await page.goto('/faq')
  const timing = await page.evaluate(() => {
    const scripts = performance.getEntriesByType('resource').filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
    return {
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      firstScriptRequest: Math.min(...scripts.map((s) => s.startTime)),
      scripts: scripts.length,
    }
  })
  expect(timing.scripts).toBeGreaterThan(3)
  expect(timing.firstScriptRequest).toBeGreaterThanOrEqual(timing.firstContentfulPaint)
})

test('an unknown path lands on /', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('/readyz and /healthz answer', async ({ request }) => {
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  // Anonymous callers get the status only; the engine and any reason are for administrators.
  expect(await ready.json()).toEqual({ status: 'ok' })
  expect((await request.get('/healthz')).status()).toBe(200)
})

test('the footer carries the spec links', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const href of ['/guides/body-type', '/guides/style-analysis', '/guides/color-analysis', '/help', '/about', '/privacy', '/terms', '/contact', '/blog']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
  }
})

test('the page does not scroll sideways at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 })
  await page.goto('/')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
