import { translate as t } from '#core/i18n/translate.ts'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { expect as baseExpect, test } from './fixtures.ts'

// What used to fail away from PUBLIC_URL with "This request came from another site and was
// refused": the back office's sign-in, the dashboard's recommendations, styling advice and
// partner picks, and a page form. The at-127.0.0.1 project runs this file at 127.0.0.1
// while the server's PUBLIC_URL says localhost; the other projects at localhost.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const PROFILE_KEY = 'styleblueprint.style-profile'
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

test('an administrator signs in to the back office at this address', async ({ page }) => {
  const email = uniqueEmail('admin')
  createAdminWithCli(process.env.E2E_DATA_DIR!, email, 'Tailor#2026', 'Ines Admin')
  await page.goto('/admin')
  await page.getByLabel('Username').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Tailor#2026')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Ines Admin' })).toBeVisible()
})

test('the dashboard gets recommendations, styling advice and partner picks at this address', async ({ page }) => {
  const calls: Array<{ url: string; status: number }> = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (response.request().method() === 'POST' && url.pathname.startsWith('/api/')) calls.push({ url: url.pathname, status: response.status() })
  })
  await page.goto('/')
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PROFILE_KEY, JSON.stringify({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], version: '1.0', savedAt: new Date().toISOString() })],
  )
  await page.goto('/dashboard')
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByText('This request came from another site and was refused')).toHaveCount(0)
  await expect.poll(() => calls.map((c) => c.url)).toEqual(expect.arrayContaining(['/api/recommendations']))
  // Every call the page made was answered, none refused. (Styling advice and partner picks are
  // asked only when their service is configured; the same rule holds for them through the API.)
  expect(calls.filter((c) => c.status >= 400)).toEqual([])
  const statuses = await page.evaluate(async () => {
    const body = JSON.stringify({ profile: { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] } })
    const post = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.status)
    return [await post('/api/styling-advice'), await post('/api/partner-picks')]
  })
  expect(statuses).toEqual([200, 200])
})

test('a page form (the blog’s notify box) submits at this address', async ({ page }, testInfo) => {
  await page.goto('/blog')
  const email = `reader-anywhere-${testInfo.project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`
  await page.getByRole('textbox', { name: t('content.blog.notifyEmailLabel') }).fill(email)
  await page.getByRole('checkbox', { name: t('content.blog.notifyConsent') }).check()
  await page.getByRole('button', { name: t('content.blog.notifySubmit') }).click()
  await expect(page.getByRole('status')).toHaveText(t('content.blog.notifySuccess', { email }))
})
