import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { type FakeChatRequest, type FakeOpenAiServer, goodAnalysisReply, startFakeOpenAi } from '../fakes/openai-server.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { expect as baseExpect, test } from './fixtures.ts'

// The dashboard renders after hydration and asks the stylist only after the grid's answer.
const expect = baseExpect.configure({ timeout: 15_000 })
// The suite's shared server has no AI key (its stylist is rule-based), so this test runs a
// server of its own against the loopback fake provider, which answers deterministically.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

// Keep in step with app/features/analysis/profile-store.ts.
const PROFILE_KEY = 'styleblueprint.style-profile'

let ai: FakeOpenAiServer
let server: ServerProcess

/**
 * The fake stylist: for the recommendations call (2048 tokens) it picks the first two
 * products of the prompt's list and scores them 9 and 8; for colour advice (1024) it picks
 * the first available colour. Anything else gets a product analysis.
 */
function stylist(request: FakeChatRequest): string {
  const prompt = request.body.messages[1]?.content ?? ''
  if (request.body.max_tokens === 2048) {
    const names = [...prompt.matchAll(/^\d+\. (.+?) \(/gm)].map((m) => m[1]!)
    return JSON.stringify({
      recommendations: names.slice(0, 2).map((productName, i) => ({
        productName,
        score: 9 - i,
        recommendedColor: '',
        reasoning: `Stylist reasoning ${i + 1}`,
        styleNotes: `Stylist notes ${i + 1}`,
      })),
      overallAnalysis: 'A warm, classic wardrobe with soft structure.',
      colorAdvice: 'Keep earthy shades near your face.',
      stylingTips: ['Belt the waist', 'Choose gold jewellery', 'Finish with nude heels'],
    })
  }
  if (request.body.max_tokens === 1024) {
    const colours = /^Available colours: (.+)$/m.exec(prompt)?.[1]?.split(', ') ?? []
    return JSON.stringify({ recommendedColors: colours.slice(0, 1), advice: 'This shade brings out your warmth.' })
  }
  return goodAnalysisReply()
}

test.beforeAll(async () => {
  ai = await startFakeOpenAi({ respond: stylist })
  server = await startServerProcess({ TRUST_PROXY: 'true', AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'e2e-key', AI_MODEL: 'e2e-stylist' })
})

test.afterAll(async () => {
  await stopServerProcess(server)
  await ai.close()
})

test.afterEach(async ({ page }) => {
  // Close the page first: a request still in flight when the server stops is a console error.
  await page.close()
})

async function storeProfile(page: Page, profile: Record<string, unknown>) {
  await page.goto(`${server.url}/`)
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PROFILE_KEY, JSON.stringify({ ...profile, version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })],
  )
}

test("the AI stylist's picks are marked on their cards, and her advice is shown once, below the grid", async ({ page }) => {
  const profile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] }
  await storeProfile(page, profile)
  const top = await page.request.post(`${server.url}/api/recommendations`, { data: { profile, limit: 6 } })
  const [first, second] = ((await top.json()) as { items: Array<{ product: { name: string; colors: string[] } }> }).items

  await page.goto(`${server.url}/dashboard`)
  const grid = page.getByRole('region', { name: 'Recommended Pieces' })
  const best = grid.getByRole('article', { name: first!.product.name, exact: true })
  await expect(best.getByText('AI Personalized')).toBeVisible()
  await expect(best.getByText('AI score 9 out of 10')).toBeAttached()
  await expect(best.getByText(`Try it in ${first!.product.colors[0]}`)).toBeVisible()
  await best.getByText('Why we picked it').click()
  await expect(best.getByText('Style Notes')).toBeVisible()
  await expect(best.getByText('Stylist notes 1')).toBeVisible()
  await expect(best.getByText('Stylist reasoning 1')).toBeVisible()
  await expect(grid.getByRole('article', { name: second!.product.name, exact: true }).getByText('AI score 8 out of 10')).toBeAttached()

  // The panel adds the stylist's advice and repeats no card: every product is on the page once.
  const panel = page.getByRole('region', { name: 'Your AI stylist’s picks' })
  await panel.scrollIntoViewIfNeeded()
  await expect(panel.getByRole('article')).toHaveCount(0)
  await expect(panel.getByText('A warm, classic wardrobe with soft structure.')).toBeVisible()
  await expect(panel.getByText('Keep earthy shades near your face.')).toBeVisible()
  await expect(panel.getByText('This shade brings out your warmth.')).toBeVisible()
  await expect(panel.getByText('Choose gold jewellery')).toBeVisible()
  // The model answered, so there is no fallback notice.
  await expect(panel.getByRole('status')).toHaveCount(0)
  const names = await page.getByRole('article').evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')))
  expect(new Set(names).size).toBe(names.length)

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  const asked = ai.requests.find((r) => r.body.max_tokens === 2048)
  expect(asked?.body).toMatchObject({ model: 'e2e-stylist', temperature: 0.7, top_p: 0.9 })
})

test('with the stylist on, the first page of products still ends within five screens at 360 x 760', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 })
  await storeProfile(page, { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] })
  await page.goto(`${server.url}/dashboard`)
  const grid = page.getByRole('region', { name: 'Recommended Pieces' })
  await expect(grid.getByRole('article').first().getByText('AI Personalized')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your AI stylist’s picks' }).getByText('Choose gold jewellery')).toBeAttached()
  const bottom = await grid.getByRole('list').first().evaluate((list) => list.getBoundingClientRect().bottom + window.scrollY)
  test.info().annotations.push({ type: 'first page ends (screens of 760 px, stylist on)', description: (bottom / 760).toFixed(2) })
  expect(bottom).toBeLessThanOrEqual(5 * 760)
})
