import { afterEach, describe, expect, it } from 'vitest'
import type { ShopperAdvice } from '#core/ai/shopper-advice.ts'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import type { RecommendationResponse } from '#core/recommendation/contract.ts'
import { browserHeaders } from '#tests/support/accounts.ts'
import { insertCatalogue } from '#tests/support/catalogue-fixtures.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { type FakeOpenAiServer, startFakeOpenAi } from '#tests/fakes/openai-server.ts'

type Ctx = Awaited<ReturnType<typeof createTestApp>>
type Err = { error: { code: string; message: string } }

const profile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] }

// The AI part does not depend on the database engine, so one dialect is enough here.
describe('POST /api/styling-advice', () => {
  let ctx: Ctx | undefined
  let fake: FakeOpenAiServer | undefined
  // What the fake answers to each of the two calls, told apart by their token limits
  // (they run side by side, so their order of arrival is not fixed).
  const replies = { recommendations: '', colors: '' }

  afterEach(async () => {
    await ctx?.database.destroy()
    await fake?.close()
    ctx = undefined
    fake = undefined
  })

  async function start(withAi: boolean) {
    let env: Record<string, string> = {}
    if (withAi) {
      fake = await startFakeOpenAi({ respond: (r) => (r.body.max_tokens === 2048 ? replies.recommendations : replies.colors) })
      env = { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'stylist-model' }
    }
    ctx = await createTestApp('sqlite', {}, env)
    await insertCatalogue(ctx.database.db, SAMPLE_PRODUCTS)
    return ctx
  }

  const post = (c: Ctx, body: unknown, headers: Record<string, string> = {}) =>
    c.app.request('/api/styling-advice', { method: 'POST', headers: { ...browserHeaders(c.config), ...headers }, body: JSON.stringify(body) })

  /** The six items the stylist is asked about: the profile's top recommendations. */
  async function topSix(c: Ctx) {
    const res = await c.app.request('/api/recommendations', { method: 'POST', headers: browserHeaders(c.config), body: JSON.stringify({ profile, limit: 6 }) })
    return ((await res.json()) as RecommendationResponse).items
  }

  it("keeps the model's advice, joined to the products with the engine's confidence, and asks once per profile", async () => {
    const c = await start(true)
    const top = await topSix(c)
    const [first, second] = [top[0]!, top[3]!]
    replies.recommendations = `Here you go: ${JSON.stringify({
      recommendations: [
        { productName: second.product.name, score: 9, recommendedColor: second.product.colors[1], reasoning: 'Defines the waist', styleNotes: 'Add a thin belt' },
        { productName: first.product.name, score: 8, recommendedColor: first.product.colors[0], reasoning: 'Warm shade', styleNotes: 'Gold jewellery' },
        { productName: 'A product we never offered', score: 10, recommendedColor: 'red', reasoning: 'x', styleNotes: 'y' },
      ],
      overallAnalysis: 'Soft structure suits you.',
      colorAdvice: 'Earthy shades near the face.',
      stylingTips: ['Belt it', 'Gold accents', 'Nude heels'],
    })}`
    replies.colors = JSON.stringify({ recommendedColors: [first.product.colors[0]], advice: 'Rust lights you up.' })

    const res = await post(c, { profile, occasion: 'work', season: 'autumn', budget: 'under $100' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as ShopperAdvice
    expect(body.source).toBe('ai')
    expect(body.items.map((i) => [i.product.id, i.score, i.styleNotes])).toEqual([
      [second.product.id, 9, 'Add a thin belt'],
      [first.product.id, 8, 'Gold jewellery'],
    ])
    expect(body.items[0]!.confidence).toBe(second.confidence)
    expect(body.items[0]!.recommendedColor).toBe(second.product.colors[1])
    expect(body).toMatchObject({ overallAnalysis: 'Soft structure suits you.', colorAdvice: 'Earthy shades near the face.', stylingTips: ['Belt it', 'Gold accents', 'Nude heels'] })
    expect(body.colors).toEqual({ recommended: [first.product.colors[0]], advice: 'Rust lights you up.', source: 'ai' })

    const asks = fake!.requests.map((r) => r.body)
    expect(asks.map((b) => b.max_tokens).sort()).toEqual([1024, 2048])
    const recommendationAsk = asks.find((b) => b.max_tokens === 2048)!
    expect(recommendationAsk).toMatchObject({ model: 'stylist-model', temperature: 0.7, top_p: 0.9 })
    for (const item of top) expect(recommendationAsk.messages[1]!.content).toContain(item.product.name)
    expect(recommendationAsk.messages[1]!.content).toContain('Occasion: work; season: autumn; budget: under $100')

    // The same ask again is answered from the cache, with no new call.
    const again = (await (await post(c, { profile, occasion: 'work', season: 'autumn', budget: 'under $100' })).json()) as ShopperAdvice
    expect(again.items.map((i) => i.product.id)).toEqual(body.items.map((i) => i.product.id))
    expect(fake!.requests).toHaveLength(2)
  })

  it('falls back to the built-in advice (first three scored 7, 6, 5) and the colour apology on unusable replies', async () => {
    const c = await start(true)
    const top = await topSix(c)
    replies.recommendations = '{"recommendations": [ {"productName": '
    replies.colors = 'I would rather not say.'

    const body = (await (await post(c, { profile })).json()) as ShopperAdvice
    expect(body.source).toBe('fallback')
    expect(body.items.map((i) => [i.product.id, i.score])).toEqual(top.slice(0, 3).map((it, n) => [it.product.id, 7 - n]))
    expect(body.items[0]!.recommendedColor).toBe(top[0]!.product.colors[0])
    expect(body.items[0]!.reasoning).toBe(`${top[0]!.product.name} is a versatile ${top[0]!.product.category} that works well for most body types`)
    expect(body.stylingTips).toHaveLength(3)
    expect(body.colors.advice).toBe('Unable to analyze colors at this time. Showing available options.')
    expect(body.colors.recommended).toEqual(top[0]!.product.colors.slice(0, 2))
    expect(body.colors.source).toBe('fallback')

    // A fallback is not cached: the next visit asks the model again.
    await post(c, { profile })
    expect(fake!.requests).toHaveLength(4)
  })

  it('answers from the rule-based engine, labelled so, when no AI key is configured', async () => {
    const c = await start(false)
    const top = await topSix(c)
    const body = (await (await post(c, { profile })).json()) as ShopperAdvice
    expect(body.source).toBe('rule-based')
    expect(body.items.map((i) => i.product.id)).toEqual(top.map((it) => it.product.id))
    expect(body.items.map((i) => i.score)).toEqual(top.map((it) => Math.max(1, Math.min(10, Math.round(it.score / 10)))))
    expect(body.items[0]!.confidence).toBe(top[0]!.confidence)
    // The hourglass shape's own tips and the warm palette's colours, not generic text.
    expect(body.stylingTips[0]).toMatch(/\w/)
    expect(body.colorAdvice).toContain('Warm Tones')
    expect(body.colors.recommended.length).toBeGreaterThan(0)
  })

  it('validates the body, needs a profile from a visitor and refuses other sites', async () => {
    const c = await start(false)
    const missing = await post(c, {})
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as Err).error.code).toBe('profile-required')
    for (const bad of [{ profile, occasion: 'gala' }, { profile, season: 'monsoon' }, { profile, budget: 'x'.repeat(61) }, { profile: { bodyShape: 'oval', stylePreferences: [] } }]) {
      const res = await post(c, bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(((await res.json()) as Err).error.code).toBe('validation-failed')
    }
    const crossSite = await post(c, { profile }, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
  })
})
