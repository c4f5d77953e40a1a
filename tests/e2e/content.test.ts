import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'
import { seasonHeroStops } from '#core/content/color-season-guide.ts'
import { FAQ_ITEMS } from '#core/content/faq.ts'
import { formatPolicyDate, PRIVACY_POLICY_REVISED, TERMS_REVISED } from '#core/content/legal.ts'
import { PUBLIC_PAGES } from '#core/content/site-pages.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import { readOutbox } from '../support/outbox.ts'
import { expect, storeAcceptedConsent, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

/** Every content route with its main heading and the meta keys its head is built from. */
const PAGES: ReadonlyArray<{ path: string; heading: MessageKey; meta: string; jsonLd?: string }> = [
  { path: '/', heading: 'home.hero.titleStart', meta: 'home', jsonLd: 'WebSite' },
  { path: '/faq', heading: 'content.faq.title', meta: 'content.faq', jsonLd: 'FAQPage' },
  { path: '/skin-tone-guide', heading: 'content.skinTone.title', meta: 'content.skinTone', jsonLd: 'Article' },
  { path: '/style-guides', heading: 'content.guides.title', meta: 'content.guides', jsonLd: 'Service' },
  { path: '/guides/body-type', heading: 'content.bodyGuide.title', meta: 'content.bodyGuide', jsonLd: 'Article' },
  { path: '/guides/style-analysis', heading: 'content.styleGuide.title', meta: 'content.styleGuide', jsonLd: 'Article' },
  { path: '/guides/color-analysis', heading: 'content.colorGuide.title', meta: 'content.colorGuide', jsonLd: 'Article' },
  { path: '/help', heading: 'content.help.title', meta: 'content.help' },
  { path: '/contact', heading: 'contact.title', meta: 'contact' },
  { path: '/about', heading: 'content.about.title', meta: 'content.about', jsonLd: 'Service' },
  { path: '/privacy', heading: 'content.privacy.title', meta: 'content.privacy' },
  { path: '/terms', heading: 'content.terms.title', meta: 'content.terms' },
  { path: '/blog', heading: 'content.blog.heading', meta: 'content.blog' },
]

const metaText = (prefix: string, field: 'title' | 'description') => t(`${prefix}.meta.${field}` as MessageKey)

/** Text as React escapes it in server HTML (attribute and text content). */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

test.describe('every content page', () => {
  for (const page of PAGES) {
    test(`${page.path} shows its main heading`, async ({ page: browserPage }) => {
      await browserPage.goto(page.path)
      await expect(browserPage.getByRole('heading', { level: 1 })).toContainText(t(page.heading))
      await expect(browserPage).toHaveTitle(metaText(page.meta, 'title'))
    })
  }

  for (const page of PAGES) {
    test(`${page.path} has no serious or critical accessibility violations`, async ({ page: browserPage }) => {
      await browserPage.goto(page.path)
      await expect(browserPage.getByRole('heading', { level: 1 })).toBeVisible()
      const { violations } = await new AxeBuilder({ page: browserPage }).analyze()
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
      expect(serious).toEqual([])
    })
  }

  test('no content page scrolls sideways', async ({ page }) => {
    for (const { path: pagePath } of PAGES) {
      await page.goto(pagePath)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, pagePath).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('search engines, without JavaScript', () => {
  for (const page of PAGES) {
    test(`${page.path} serves its title, description, canonical URL, social cards and structured data in the HTML`, async ({ request, baseURL }) => {
      const res = await request.get(page.path)
      expect(res.status()).toBe(200)
      const html = await res.text()
      expect(html).toContain(`<title>${escapeHtml(metaText(page.meta, 'title'))}</title>`)
      expect(html).toContain(`<meta name="description" content="${escapeHtml(metaText(page.meta, 'description'))}"/>`)
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"\/>/)
      // The suite's server runs with PUBLIC_URL set to the address the tests use.
      const canonical = `${baseURL}${page.path}`
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`)
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`)
      expect(html).toContain(`<meta property="og:title" content="${escapeHtml(metaText(page.meta, 'title'))}"/>`)
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
      if (page.jsonLd) {
        const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
        expect(blocks.map((b) => b['@type'])).toContain(page.jsonLd)
        expect(blocks.every((b) => b['@context'] === 'https://schema.org')).toBe(true)
      }
    })
  }

  test('the FAQ page carries all 17 questions as FAQPage data', async ({ request }) => {
    const html = await (await request.get('/faq')).text()
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { mainEntity: Array<{ name: string }> }
    expect(ld.mainEntity.map((q) => q.name)).toEqual(FAQ_ITEMS.map((q) => q.question))
  })

  test('privacy and terms show their real revision dates', async ({ request }) => {
    expect(await (await request.get('/privacy')).text()).toContain(`Last updated: ${formatPolicyDate(PRIVACY_POLICY_REVISED)}`)
    expect(await (await request.get('/terms')).text()).toContain(`Last updated: ${formatPolicyDate(TERMS_REVISED)}`)
  })

  test('/sitemap.xml lists the public pages and /robots.txt keeps crawlers out of private ones', async ({ request, baseURL }) => {
    const origin = baseURL!
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toContain('application/xml')
    const xml = await sitemap.text()
    for (const page of PUBLIC_PAGES) expect(xml).toContain(`<loc>${origin}${page.path}</loc>`)
    const robots = await request.get('/robots.txt')
    expect(robots.headers()['content-type']).toContain('text/plain')
    const txt = await robots.text()
    for (const blocked of ['/admin', '/dashboard', '/api', '/test', '/test-sitestripe']) expect(txt).toContain(`Disallow: ${blocked}\n`)
    expect(txt).toContain(`Sitemap: ${origin}/sitemap.xml`)
    const card = await request.get('/og-image.png')
    expect(card.headers()['content-type']).toBe('image/png')
  })
})

test.describe('FAQ', () => {
  test('searches, filters by topic, and expands and collapses answers', async ({ page }) => {
    await page.goto('/faq')
    const questions = page.getByRole('listitem').getByRole('button')
    await expect(questions).toHaveCount(17)

    const search = page.getByRole('searchbox', { name: t('content.faq.searchLabel') })
    await search.fill('CAPSULE')
    await expect(questions).toHaveCount(1)
    await expect(questions.first()).toHaveText('Can my blueprint help me build a capsule wardrobe?')

    await search.fill('no such words anywhere')
    await expect(page.getByText(t('content.faq.empty'))).toBeVisible()
    await expect(questions).toHaveCount(0)

    await search.fill('')
    await page.getByText(t('content.faq.category.general'), { exact: true }).click()
    await expect(questions).toHaveCount(FAQ_ITEMS.filter((q) => q.category === 'general').length)
    await expect(page.getByRole('radio', { name: t('content.faq.category.general') })).toBeChecked()

    const question = page.getByRole('button', { name: 'Is StyleBlueprint free?' })
    const answer = page.getByText(/premium features, such as one-to-one sessions/)
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await expect(answer).toBeHidden()
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(answer).toBeVisible()
    await question.press('Enter')
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await expect(answer).toBeHidden()
  })
})

test.describe('help centre', () => {
  test('searches articles, combines the search with a topic and shows the empty state', async ({ page }) => {
    await page.goto('/help')
    const articles = page.getByRole('listitem').getByRole('button')
    await page.getByRole('searchbox', { name: t('content.help.searchLabel') }).fill('password')
    await expect(articles).toHaveText(['Resetting your password'])

    await page.getByText(t('content.help.category.troubleshooting'), { exact: true }).click()
    await expect(page.getByText(t('content.help.empty'), { exact: true })).toBeVisible()
    await expect(page.getByText(t('content.help.emptyHint'))).toBeVisible()

    await page.getByText(t('content.help.category.account'), { exact: true }).click()
    await articles.first().click()
    await expect(page.getByText(/choose a new password/)).toBeVisible()
  })

  test('links to the analysis, contact, the guides and the support mailbox', async ({ page }) => {
    await page.goto('/help')
    for (const href of ['/get-started', '/contact', '/style-guides']) {
      await expect(page.getByRole('main').locator(`a[href="${href}"]`).first()).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'support@styleblueprint.local' })).toHaveAttribute('href', 'mailto:support@styleblueprint.local')
  })

  test('opens on the topic named in the link', async ({ page }) => {
    await page.goto('/help?topic=style-analysis')
    await expect(page.getByRole('radio', { name: t('content.help.category.styleAnalysis') })).toBeChecked()
  })
})

test.describe('style guides hub', () => {
  test('shows five guides to read and one coming soon, and the body type quick reference', async ({ page }) => {
    await page.goto('/style-guides')
    await expect(page.getByRole('link', { name: new RegExp(`^${t('content.guides.readGuide')}`) })).toHaveCount(5)
    await expect(page.getByRole('link', { name: /Coming Soon\s*Stay Tuned/ })).toHaveAttribute('href', '/blog')
    await expect(page.getByRole('link', { name: /Read Guide: The Body Type Guide/ })).toHaveAttribute('href', '/guides/body-type')
    await expect(page.getByRole('link', { name: t('content.guides.findYourShape') })).toHaveAttribute('href', '/analysis/body')
    for (const stat of ['50+', '10K+', '95%', '4.9']) await expect(page.getByText(stat, { exact: true })).toBeVisible()
  })
})

test.describe('interactive guides', () => {
  test('body type: hourglass first, then any shape by click or arrow key', async ({ page }) => {
    await page.goto('/guides/body-type')
    await expect(page.getByRole('radio', { name: 'Hourglass' })).toBeChecked()
    await expect(page.getByRole('heading', { level: 2, name: 'Hourglass' })).toBeVisible()

    await page.getByText('Pear', { exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Pear' })).toBeVisible()
    await expect(page.getByText('Jennifer Lopez')).toBeVisible()

    await page.getByRole('radio', { name: 'Pear' }).press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Apple' })).toBeChecked()
    await expect(page.getByRole('heading', { level: 2, name: 'Apple' })).toBeVisible()
  })

  test('style: the six styles of the analysis, classic first', async ({ page }) => {
    await page.goto('/guides/style-analysis')
    const radios = page.getByRole('radio')
    await expect(radios).toHaveCount(6)
    for (const [i, name] of ['Classic', 'Trendy', 'Bohemian', 'Minimal', 'Edgy', 'Romantic'].entries()) {
      await expect(radios.nth(i)).toHaveAccessibleName(name)
    }
    await expect(page.getByRole('radio', { name: 'Classic' })).toBeChecked()
    await expect(page.getByRole('heading', { level: 2, name: 'Classic' })).toBeVisible()
    await page.getByText('Minimal', { exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Minimal' })).toBeVisible()
    // The quiz card's key pieces, word for word.
    await expect(page.getByText('black cocoon coat')).toBeVisible()
  })

  test('colour: the four seasons, spring first, each with its three sub-seasons, and the hero gradient follows the season', async ({ page }) => {
    await page.goto('/guides/color-analysis')
    await expect(page.getByRole('radio')).toHaveCount(4)
    for (const [i, name] of ['Spring', 'Summer', 'Autumn', 'Winter'].entries()) {
      await expect(page.getByRole('radio').nth(i)).toHaveAccessibleName(new RegExp(`^${name}`))
    }
    await expect(page.getByRole('radio', { name: /^Spring/ })).toBeChecked()
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await expect.poll(() => heroBackground(page, hero)).toContain(rgb(seasonHeroStops('spring')[0]!))
    const subSeasons = page.getByTestId('sub-seasons').getByRole('heading', { level: 4 })
    await expect(subSeasons).toHaveText(['Light Spring', 'Warm Spring', 'Clear Spring'])
    await expect(page.getByRole('list', { name: 'Best colors for Light Spring' }).getByText('Peach', { exact: true })).toBeVisible()

    await page.getByText('Winter', { exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Winter' })).toBeVisible()
    await expect(subSeasons).toHaveText(['Deep Winter', 'Cool Winter', 'Clear Winter'])
    await expect.poll(() => heroBackground(page, hero)).toContain(rgb(seasonHeroStops('winter')[0]!))
    await expect.poll(() => heroBackground(page, hero)).not.toContain(rgb(seasonHeroStops('spring')[0]!))
    await expectNoSidewaysScroll(page)
    await expectNoSeriousAxeViolations(page)

    // Links name a season, a sub-season, or (older links) an undertone palette.
    await page.goto('/guides/color-analysis?season=autumn')
    await expect(page.getByRole('radio', { name: /^Autumn/ })).toBeChecked()
    await page.goto('/guides/color-analysis?season=soft-summer')
    await expect(page.getByRole('radio', { name: /^Summer/ })).toBeChecked()
  })
})

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

function heroBackground(_page: Page, hero: ReturnType<Page['locator']>): Promise<string> {
  return hero.evaluate((el) => getComputedStyle(el).backgroundImage)
}

test.describe('contact', () => {
  test('checks the fields before sending, then sends: stored, e-mailed, form cleared', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: t('contact.submit') }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Subject is required')).toBeVisible()
    await expect(page.getByText('Message is required')).toBeVisible()
    await expect(page.getByLabel(/^Name/)).toBeFocused()

    const subject = `Palette question ${crypto.randomUUID()}`
    await page.getByLabel(/^Name/).fill('Ada Lovelace')
    await page.getByLabel(/^Email/).fill('not-an-address')
    await page.getByLabel(/^Subject/).fill(subject)
    await page.getByLabel('Category').selectOption('styling')
    await page.getByLabel(/^Message/).fill('Does olive green really belong in a warm palette?')
    await page.getByRole('button', { name: t('contact.submit') }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await page.getByLabel(/^Email/).fill('ada@example.com')

    // Hold the submission in flight to see the sending state, then let it through.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/contact.data*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: t('contact.submit') }).click()
    const sending = page.getByRole('button', { name: t('contact.sending') })
    await expect(sending).toBeDisabled()
    release()

    await expect(page.getByText(t('contact.success.title'))).toBeVisible()
    await expect(page.getByText(t('contact.success.text'))).toBeVisible()
    await expect(page.getByLabel(/^Name/)).toHaveValue('')
    await expect(page.getByLabel(/^Subject/)).toHaveValue('')

    const mail = await waitForOutboxMail(subject)
    expect(mail.to).toMatchObject({ text: 'support@styleblueprint.local' })
    expect(mail.replyTo).toMatchObject({ text: 'ada@example.com' })
    expect(mail.text).toContain('Does olive green really belong in a warm palette?')
  })

  // Two projects run each test, so the suite sends four messages from one address: under the limit of five an hour.
  test('works without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    // A visitor who has made her privacy choice (the consent layer works without script too: consent.test.ts).
    await storeAcceptedConsent(context)
    const page = await context.newPage()
    await page.goto('/contact?category=press#contact-form')
    await expect(page.getByLabel('Category')).toHaveValue('press')
    const subject = `No-script question ${crypto.randomUUID()}`
    await page.getByLabel(/^Name/).fill('Grace Hopper')
    await page.getByLabel(/^Email/).fill('grace@example.com')
    await page.getByLabel(/^Subject/).fill(subject)
    await page.getByLabel(/^Message/).fill('Could we interview your styling team?')
    await page.getByRole('button', { name: t('contact.submit') }).click()
    await expect(page.getByText(t('contact.success.title'))).toBeVisible()
    expect((await waitForOutboxMail(subject)).text).toContain('Category: Press')
    await context.close()
  })
})

test.describe('blog', () => {
  test('the notify box asks for consent and a valid address, then confirms the sign-up', async ({ page }, testInfo) => {
    await page.goto('/blog')
    await expect(page.getByRole('article')).toHaveCount(6)
    const email = `reader-${testInfo.project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`
    await page.getByRole('textbox', { name: t('content.blog.notifyEmailLabel') }).fill(email)
    await page.getByRole('button', { name: t('content.blog.notifySubmit') }).click()
    await expect(page.getByText(t('content.blog.validation.consentRequired'))).toBeVisible()
    await page.getByRole('checkbox', { name: t('content.blog.notifyConsent') }).check()
    await page.getByRole('button', { name: t('content.blog.notifySubmit') }).click()
    await expect(page.getByRole('status')).toHaveText(t('content.blog.notifySuccess', { email }))
  })
})

/** Polls the server's outbox (DATA_DIR/outbox/*.eml) for the message with this subject, read with mailparser. */
async function waitForOutboxMail(subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await readOutbox(process.env.E2E_DATA_DIR!)).find((m) => m.subject?.includes(subject))
        return found !== undefined
      },
      { message: `an e-mail with subject "${subject}" in the outbox` },
    )
    .toBe(true)
  return found!
}
