import AxeBuilder from '@axe-core/playwright'
import { type FakeOpenAiServer, startFakeOpenAi } from '../fakes/openai-server.ts'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { signInToBackOffice } from './admin-sign-in.ts'
import { expect, test } from './fixtures.ts'

const PASSWORD = 'Tailor#2026'
const EMAIL = 'analyst@example.com'
// The sample catalogue a fresh server loads on its first start.
const SAMPLE_PRODUCTS = 12
// A held AI request gives up after this long: long enough that a page reload lands while
// the run it belongs to is still going, however busy the machine.
const AI_TIMEOUT_MS = 20_000

// A server of its own whose AI provider is the loopback fake, with no pause between calls.
let server: ServerProcess
let ai: FakeOpenAiServer

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  ai = await startFakeOpenAi({ latencyMs: 50 })
  server = await startServerProcess({
    TRUST_PROXY: 'true',
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: 'sk-e2e',
    AI_REQUEST_SPACING_MS: '0',
    AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
  })
  createAdminWithCli(server.dataDir, EMAIL, PASSWORD, 'Ana Analyst')
})

test.afterAll(async () => {
  await stopServerProcess(server)
  await ai?.close()
})

test('an administrator tests the AI connection, analyses the catalogue with live progress, and re-analyses a selection from Analyze & Match', async ({ page }) => {
  await signInToBackOffice(page, { baseUrl: server.url, email: EMAIL, password: PASSWORD, heading: 'Welcome, Ana Analyst' })

  await page.getByRole('tab', { name: 'AI Analysis' }).click()
  await expect(page.getByRole('heading', { name: 'AI Product Analysis' })).toBeVisible()
  const card = (id: string) => page.locator(`[data-card="${id}"] dd`)
  await expect(card('total')).toHaveText(String(SAMPLE_PRODUCTS))
  await expect(card('pending')).toHaveText(String(SAMPLE_PRODUCTS))
  await expect(card('completion')).toHaveText('0%')
  await expect(page.locator('[data-figure="last"] dd')).toHaveText('Never')
  await expect(page.getByText('Engine: APICore (claude-3-sonnet)')).toBeVisible()

  await page.getByRole('button', { name: 'Test AI Connection' }).click()
  await expect(page.locator('[data-connection="connected"]')).toHaveText(/^Connected to APICore \(claude-3-sonnet\) in \d+ ms$/)
  expect(ai.requests.at(-1)?.body.max_tokens).toBe(10)

  const table = page.getByRole('table', { name: 'Products and their analysis' })
  await expect(table.locator('tbody tr[data-analysis="pending"]')).toHaveCount(SAMPLE_PRODUCTS)

  await page.getByRole('button', { name: 'Analyze Unanalyzed' }).click()
  const progress = page.getByRole('progressbar', { name: 'Analysis progress' })
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 })
  await expect(page.getByText('Analysis completed.')).toBeVisible()
  await expect(page.locator('[data-count="succeeded"]')).toHaveText(`Succeeded: ${SAMPLE_PRODUCTS}`)
  await expect(page.locator('[data-count="failed"]')).toHaveText('Failed: 0')
  expect(ai.requests.filter((r) => r.body.max_tokens !== 10)).toHaveLength(SAMPLE_PRODUCTS)

  // The run's end reloads the figures and the table: every row analysed. The fake model reads
  // every product whole (type, cut, neckline, sleeves, length, fabric, colour), so a model's
  // reading of it is as confident as one gets: 95%.
  await expect(card('completion')).toHaveText('100%')
  await expect(card('pending')).toHaveText('0')
  await expect(page.locator('[data-figure="confidence"] dd')).toHaveText('95%')
  await expect(table.locator('tbody tr[data-analysis="analysed"]')).toHaveCount(SAMPLE_PRODUCTS)
  const firstRow = table.locator('tbody tr').first()
  await expect(firstRow).toContainText('Analyzed')
  await expect(firstRow).toContainText('95%')
  // The queue is worked off: nothing waits or failed, so no retry is offered.
  await expect(page.locator('[data-queue]')).toContainText('0 waiting, 0 in progress, 0 failed')
  await expect(page.getByRole('button', { name: /^Retry failed/ })).toHaveCount(0)

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // Analyze & Match from Product Management, with two products selected.
  // The AI tab's own boxes read "Select … for analysis": wait for this tab, and match names whole.
  await page.getByRole('tab', { name: 'Product Management' }).click()
  await expect(page.getByRole('tab', { name: 'Product Management' })).toHaveAttribute('aria-selected', 'true')
  for (const name of ['Belted Wrap Midi Dress', 'Linen A-Line Sundress']) await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check()
  await page.getByRole('button', { name: 'Analyze & Match' }).click()
  const dialog = page.getByRole('dialog', { name: 'Analyze & Match' })
  await expect(dialog.locator('[data-figure="total"] dd')).toHaveText(String(SAMPLE_PRODUCTS))
  await expect(dialog.locator('[data-figure="analysed"] dd')).toHaveText(String(SAMPLE_PRODUCTS))
  await expect(dialog.locator('[data-figure="confidence"] dd')).toHaveText('95%')
  await expect(dialog.getByRole('radio', { name: 'Only unanalyzed products (recommended)' })).toBeChecked()
  const selectedScope = dialog.getByRole('radio', { name: 'Selected products (2)' })
  await expect(selectedScope).toBeVisible()
  await selectedScope.check()
  const dialogAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(dialogAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  // The provider holds the first product's request, so the run is still going when the
  // page reloads; the tab picks the run up from the server and follows it to the end.
  ai.script({ timeout: true })
  await dialog.getByRole('button', { name: 'Start Analysis' }).click()
  await expect(dialog.getByRole('button', { name: 'Stop Analysis' })).toBeVisible()
  await expect(dialog.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible()
  await page.reload()
  await page.getByRole('tab', { name: 'AI Analysis' }).click()
  await expect(page.getByRole('button', { name: 'Stop Analysis' })).toBeVisible()
  await expect(page.locator('[data-run-status="completed"] [data-count="succeeded"]')).toHaveText('Succeeded: 2', { timeout: AI_TIMEOUT_MS + 30_000 })
  await expect(page.getByRole('button', { name: 'Stop Analysis' })).toHaveCount(0)
})
