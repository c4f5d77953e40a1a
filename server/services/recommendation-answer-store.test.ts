import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { outfitsQuerySchema, queryOfProfile } from '#core/outfits/contract.ts'
import { segmentOf } from '#core/recommendation/segment.ts'
import { CACHE_POLICY } from '#integrations/cache/ttl-cache.ts'
import { createLogger } from '../logger.ts'
import { answerBytes, answerKey, createAnswerStore, type EncodedAnswer, outfitsKey, type SharedAnswerTier } from './recommendation-answer-store.ts'

const logger = createLogger({ logLevel: 'silent' }, new Writable({ write: (_c, _e, done) => done() }))
const bytes = (n: number): EncodedAnswer => ({ br: Uint8Array.of(n, n, n) })
const NOW = new Date('2026-11-24T10:00:00.000Z')
const profile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] } as const
const view = { mode: 'recommended', limit: 12, offset: 0 } as const
/** Complete the look's query for a piece, as the API reads it. */
const lookQuery = (piece: string) => outfitsQuerySchema.parse({ piece, ...queryOfProfile({ ...profile, stylePreferences: ['classic'] }) })

/** The shared tier as several processes would see it: one map behind them. */
function mapTier(): SharedAnswerTier & { map: Map<string, EncodedAnswer>; reads: number } {
  const map = new Map<string, EncodedAnswer>()
  return {
    map,
    reads: 0,
    async get(key) {
      this.reads++
      return map.get(key)
    },
    async set(key, answer) {
      map.set(key, answer)
    },
  }
}

describe('the answer store', () => {
  it('keys an answer by its segment (catalogue version and day included) and view, ids in any order alike', () => {
    const segment = segmentOf({ ...profile, stylePreferences: [...profile.stylePreferences] }, NOW, '7')
    const key = answerKey(segment, view)
    expect(answerKey(segmentOf({ ...profile, stylePreferences: ['classic'] }, NOW, '8'), view)).not.toBe(key)
    expect(answerKey(segmentOf({ ...profile, stylePreferences: ['classic'] }, new Date('2026-11-25T10:00:00.000Z'), '7'), view)).not.toBe(key)
    expect(answerKey(segment, { ...view, offset: 12 })).not.toBe(key)
    expect(answerKey(segment, { ...view, ids: ['b', 'a', 'b'] })).toBe(answerKey(segment, { ...view, ids: ['a', 'b'] }))
  })

  it('answers from what was computed ahead, then its LRU, then the shared tier, keeping a shared hit in the process', async () => {
    const tier = mapTier()
    const one = createAnswerStore({ logger, shared: tier })
    const other = createAnswerStore({ logger, shared: tier })
    one.setAhead(new Map([['ahead', bytes(1)]]))
    expect(await one.get('ahead')).toEqual(bytes(1))
    expect(tier.reads).toBe(0)

    one.set('asked', bytes(2))
    expect(await one.get('asked')).toEqual(bytes(2))
    // Another process finds it in the shared tier, once: then in its own LRU.
    expect(await other.get('asked')).toEqual(bytes(2))
    expect(await other.get('asked')).toEqual(bytes(2))
    expect(tier.reads).toBe(1)
    expect(await other.get('missing')).toBeUndefined()

    // Clearing drops this process's answers (ahead and asked) and says how many went.
    expect(one.clear()).toBe(2)
    tier.map.clear()
    expect(await one.get('ahead')).toBeUndefined()
    expect(await one.get('asked')).toBeUndefined()
  })

  it("keeps complete the look's answers apart: many pieces' outfits never push a recommendation page out", async () => {
    const store = createAnswerStore({ logger })
    const segment = segmentOf({ ...profile, stylePreferences: ['classic'] }, NOW, '7')
    const page = answerKey(segment, view)
    store.set(page, bytes(1))
    // Three times the spec's 1000 recommendation answers, each a different piece's outfits.
    const looks = Array.from({ length: 3 * CACHE_POLICY.recommendations.max }, (_, i) => outfitsKey(segment, lookQuery(`piece-${i}`)))
    for (const key of looks) store.set(key, bytes(2))
    expect(await store.get(page)).toEqual(bytes(1))
    expect(await store.get(looks[0]!)).toEqual(bytes(2))
    // The recommendation pages themselves stay at the spec's 1000.
    for (let i = 1; i <= CACHE_POLICY.recommendations.max; i++) store.set(answerKey(segment, { ...view, offset: 12 * i }), bytes(3))
    expect(await store.get(page)).toBeUndefined()
    expect(await store.get(looks[1]!)).toEqual(bytes(2))
  })

  it("bounds complete the look's answers by their bytes", async () => {
    const store = createAnswerStore({ logger })
    const segment = segmentOf({ ...profile, stylePreferences: ['classic'] }, NOW, '7')
    const big: EncodedAnswer = { br: new Uint8Array(2 << 20) }
    const fit = Math.floor(CACHE_POLICY.outfits.maxBytes / answerBytes(big))
    const keys = Array.from({ length: fit + 2 }, (_, i) => outfitsKey(segment, lookQuery(`p${i}`)))
    for (const key of keys) store.set(key, big)
    expect(await store.get(keys[0]!)).toBeUndefined()
    expect(await store.get(keys[1]!)).toBeUndefined()
    expect(await store.get(keys.at(-1)!)).toBe(big)
  })

  it('takes a failing shared tier as a miss, never as an error', async () => {
    const broken: SharedAnswerTier = {
      get: () => Promise.reject(new Error('down')),
      set: () => Promise.reject(new Error('down')),
    }
    const store = createAnswerStore({ logger, shared: broken })
    store.set('k', bytes(3))
    expect(await store.get('k')).toEqual(bytes(3))
    expect(await store.get('other')).toBeUndefined()
  })
})
