import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createAiClient } from '#integrations/ai/ai-client.ts'
import { type FakeOpenAiServer, startFakeOpenAi } from '#tests/fakes/openai-server.ts'
import { createLogger } from '../logger.ts'
import { createStylingAdvice } from './styling-advice.ts'

const logger = createLogger({ logLevel: 'silent' }, new Writable({ write: (_c, _e, done) => done() }))
const products = [
  { name: 'Wrap Dress', category: 'dresses', colors: ['navy', 'red'] },
  { name: 'Silk Blouse', category: 'tops', colors: ['ivory'] },
  { name: 'Ankle Boots', category: 'shoes', colors: ['black'] },
  { name: 'Tote', category: 'accessories', colors: ['tan'] },
]
const profile = { bodyShape: 'hourglass', colorPalette: 'warm', styles: ['classic'] }

describe('styling advice', () => {
  let fake: FakeOpenAiServer | undefined
  afterEach(async () => {
    await fake?.close()
    fake = undefined
  })

  async function withProvider() {
    fake = await startFakeOpenAi()
    const client = createAiClient({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'm', providerName: 'APICore', timeoutMs: 5000, sleep: async () => {} })
    return { fake, advice: createStylingAdvice({ client, logger }) }
  }

  it('asks with the recommendation settings and keeps the model’s advice', async () => {
    const { fake, advice } = await withProvider()
    fake.script({
      reply: JSON.stringify({
        recommendations: [{ productName: 'Silk Blouse', score: 9, recommendedColor: 'ivory', reasoning: 'Soft drape', styleNotes: 'Tuck it in' }],
        overallAnalysis: 'Polished and warm.',
        colorAdvice: 'Ivory near the face.',
        stylingTips: ['Belt it', 'Gold jewellery', 'Nude heels'],
      }),
    })
    const result = await advice.recommend(profile, products, { occasion: 'work', season: 'autumn', budget: 'under 100' })
    expect(result).toMatchObject({ source: 'ai', recommendations: [{ productName: 'Silk Blouse', score: 9 }], stylingTips: ['Belt it', 'Gold jewellery', 'Nude heels'] })
    expect(fake.requests[0]!.body).toMatchObject({ max_tokens: 2048, temperature: 0.7, top_p: 0.9 })
    expect(fake.requests[0]!.body.messages[1]!.content).toContain('Occasion: work; season: autumn; budget: under 100')
  })

  it.each([
    ['an unparsable reply', { reply: 'I think the dress is lovely.' }],
    ['a provider error', { status: 401 }],
  ])('falls back to the built-in advice on %s', async (_name, step) => {
    const { fake, advice } = await withProvider()
    fake.script(step as never)
    const result = await advice.recommend(profile, products)
    expect(result.source).toBe('fallback')
    expect(result.recommendations.map((r) => r.score)).toEqual([7, 6, 5])
    expect(result.recommendations[0]).toMatchObject({ recommendedColor: 'navy', reasoning: 'Wrap Dress is a versatile dresses that works well for most body types' })
  })

  it('colour advice: the model’s colours, or the first two with the spec apology', async () => {
    const { fake, advice } = await withProvider()
    fake.script({ reply: '{"recommendedColors": ["red"], "advice": "Red warms you up."}' }, { status: 500 }, { status: 500 })
    expect(await advice.colorAdvice(profile, ['navy', 'red', 'black'])).toEqual({ recommendedColors: ['red'], advice: 'Red warms you up.', source: 'ai' })
    expect(fake.requests[0]!.body).toMatchObject({ max_tokens: 1024, temperature: 0.5 })
    expect(fake.requests[0]!.body).not.toHaveProperty('top_p')
    expect(await advice.colorAdvice(profile, ['navy', 'red', 'black'])).toEqual({
      recommendedColors: ['navy', 'red'],
      advice: 'Unable to analyze colors at this time. Showing available options.',
      source: 'fallback',
    })
  })

  it('without a key makes no call and gives the built-in advice', async () => {
    const client = createAiClient({ baseUrl: undefined, apiKey: undefined, model: 'm', providerName: 'APICore', timeoutMs: 1000 })
    const advice = createStylingAdvice({ client, logger })
    expect((await advice.recommend(profile, products)).source).toBe('fallback')
    expect((await advice.colorAdvice(profile, ['navy'])).recommendedColors).toEqual(['navy'])
  })
})
