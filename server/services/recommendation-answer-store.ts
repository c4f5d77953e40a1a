import type { OutfitsQuery } from '#core/outfits/contract.ts'
import type { AnswerBytes } from '#integrations/cache/redis-answer-tier.ts'
import type { RecommendationView } from '#core/recommendation/contract.ts'
import { type Segment, segmentHash } from '#core/recommendation/segment.ts'
import { CACHE_POLICY, type Clock, createTtlCache } from '#integrations/cache/ttl-cache.ts'
import type { Logger } from '../logger.ts'

/** An answer as bytes ready to send: the brotli of its JSON (one type with the Redis tier's; decision 067). */
export type EncodedAnswer = AnswerBytes

/**
 * The key of an answer: its segment's hash and the view. The segment names the day and the
 * catalogue version, so a key never finds an answer of another catalogue or day. Built here
 * only, in the serving thread (decision 061).
 */
export function answerKey(segment: Segment, view: RecommendationView): string {
  return answerKeys(segment, [view])[0]!
}

/** The keys of several views of one segment (its pages), hashing the segment once. */
export function answerKeys(segment: Segment, views: readonly RecommendationView[]): string[] {
  const hash = segmentHash(segment)
  return views.map((view) => {
    // Ids last and sorted (their order does not change the answer), so every other key is as before.
    const ids = view.ids ? [[...new Set(view.ids)].sort().join(',')] : []
    return [hash, view.mode, view.category ?? '', view.season ?? '', view.style ?? '', view.focus ?? '', view.piece ?? '', view.limit, view.offset, ...ids].join('|')
  })
}

/** The first field of every outfits key: the store keeps those answers in their own LRU. */
const OUTFITS = 'outfits'
const isOutfitsKey = (key: string) => key.startsWith(`${OUTFITS}|`)

/**
 * The key of an outfits answer (issue 27's complete the look): the segment's hash (day and
 * catalogue version included; a season asked is in the query) and what the query asks beside
 * the profile: the piece, the pieces locked, the reshuffle's seed, and a swap with its outfit.
 * The profile's own fields are in the segment.
 */
export function outfitsKey(segment: Segment, query: OutfitsQuery): string {
  const list = (ids: readonly string[] | undefined) => (ids ?? []).join(',')
  return [OUTFITS, segmentHash(segment), query.piece, query.season ?? '', list(query.locked), query.seed ?? '', query.swap ?? '', list(query.outfit)].join('|')
}

/**
 * The tier several processes share (Redis when REDIS_URL is set, decision 061). Keys name
 * their catalogue version and day, so entries never need invalidating: the tier only bounds
 * their lifetime. A failure is a miss, never an error for the shopper.
 */
export interface SharedAnswerTier {
  get(key: string): Promise<EncodedAnswer | undefined>
  set(key: string, answer: EncodedAnswer, ttlMs: number): Promise<void>
}

export interface AnswerStore {
  /** The answers computed ahead, then this process's LRU, then the shared tier (a hit there is kept here too). */
  get(key: string): Promise<EncodedAnswer | undefined>
  /** Keeps an answer in this process and, when there is one, in the shared tier. */
  set(key: string, answer: EncodedAnswer): void
  /** Replaces the answers computed ahead (the quiz segments of one catalogue and day); they never expire. */
  setAhead(entries: Map<string, EncodedAnswer>): void
  /** Drops this process's answers (a newer catalogue: their keys will not be asked again); returns how many went. */
  clear(): number
}

export interface AnswerStoreOptions {
  logger: Logger
  shared?: SharedAnswerTier | null
  clock?: Clock
}

/** An answer's bytes as the outfits LRU counts them: its brotli and a little for the entry itself. */
export const answerBytes = (answer: EncodedAnswer) => answer.br.byteLength + 64

/**
 * The one answer store (decision 061): what this process computed ahead (the quiz segments'
 * default pages), an LRU of the answers asked since, and the optional shared tier behind
 * them. All hold ready bytes under one key. The LRU is two by the key's kind: the spec's
 * recommendation cache (max 1000, 30 minutes, CACHE_POLICY.recommendations) and complete
 * the look's (16 MB, CACHE_POLICY.outfits), so a shopper opening many pieces' outfits never
 * pushes the recommendation pages out, and the thousands of pieces a shop holds are not
 * asked through a cache of a thousand answers.
 */
export function createAnswerStore(options: AnswerStoreOptions): AnswerStore {
  const clock = options.clock ? { clock: options.clock } : {}
  const pages = createTtlCache<EncodedAnswer>({ max: CACHE_POLICY.recommendations.max, ttlMs: CACHE_POLICY.recommendations.ttlMs, ...clock })
  const looks = createTtlCache<EncodedAnswer>({ ...CACHE_POLICY.outfits, sizeOf: answerBytes, ...clock })
  /** The LRU an answer lives in, and its lifetime in the shared tier, by the key's kind. */
  const tierOf = (key: string) => (isOutfitsKey(key) ? { lru: looks, ttlMs: CACHE_POLICY.outfits.ttlMs } : { lru: pages, ttlMs: CACHE_POLICY.recommendations.ttlMs })
  const shared = options.shared ?? null
  let ahead = new Map<string, EncodedAnswer>()

  return {
    async get(key) {
      const hit = ahead.get(key) ?? tierOf(key).lru.get(key)
      if (hit || !shared) return hit
      const far = await shared.get(key).catch((err: unknown) => {
        options.logger.warn({ err }, 'shared answer tier could not be read')
        return undefined
      })
      if (far) tierOf(key).lru.set(key, far)
      return far
    },

    set(key, answer) {
      const tier = tierOf(key)
      tier.lru.set(key, answer)
      shared?.set(key, answer, tier.ttlMs).catch((err: unknown) => options.logger.warn({ err }, 'shared answer tier could not be written'))
    },

    setAhead(entries) {
      ahead = entries
    },

    clear() {
      const n = pages.clear() + looks.clear() + ahead.size
      ahead = new Map()
      return n
    },
  }
}
