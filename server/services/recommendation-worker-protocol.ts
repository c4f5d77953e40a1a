import type { CapsuleRequest, CapsuleResponse, OutfitsRequest, OutfitsResponse } from '#core/outfits/contract.ts'
import type { LearnedLeaning } from '#core/learning/leanings.ts'
import type { Signal } from '#core/learning/signals.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { ShopProductView, ShopQuery, ShopResponse } from '#core/shop/shop-query.ts'
import type { RecommendationRequest, RecommendationResponse } from '#core/recommendation/contract.ts'

/** What the serving thread tells the recommendation worker. */
export type ToWorker =
  | { type: 'version'; version: number }
  | { type: 'day'; day: string }
  | { type: 'clear' }
  | { type: 'recommend'; id: number; request: RecommendationRequest; at: string; minVersion: number }
  | { type: 'trial'; id: number; profile: StyleProfile; options: { limit: number; minScore: number } }
  | { type: 'leanings'; id: number; signals: Signal[] }
  | { type: 'outfits'; id: number; request: OutfitsRequest; at: string; minVersion: number }
  | { type: 'capsule'; id: number; request: CapsuleRequest; at: string; minVersion: number }
  | { type: 'shop'; id: number; query: ShopQuery; profile: StyleProfile | null; at: string; minVersion: number }
  | { type: 'shop-product'; id: number; productId: string; profile: StyleProfile | null; at: string; minVersion: number }
  | { type: 'close' }

/** What the worker answers. */
export type FromWorker =
  | { type: 'started' }
  | { type: 'ready'; version: number; day: string; entries: Array<{ key: string; br: Uint8Array; gz: Uint8Array }> }
  | { type: 'answer'; id: number; json: string; br: Uint8Array; gz: Uint8Array; cacheable: boolean }
  | { type: 'trial'; id: number; answer: RecommendationResponse }
  | { type: 'leanings'; id: number; leanings: LearnedLeaning[] }
  | { type: 'outfits'; id: number; answer: OutfitsResponse | null }
  | { type: 'capsule'; id: number; answer: CapsuleResponse }
  | { type: 'shop'; id: number; answer: ShopResponse }
  | { type: 'shop-product'; id: number; view: ShopProductView | null }
  | { type: 'failed'; id: number; message: string }
