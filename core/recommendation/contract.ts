import type { Product } from '../catalog/product.ts'
import type { Signal } from '../learning/signals.ts'
import type { StyleProfile } from '../profile/style-profile.ts'
import type { CategoryId } from '../reference/categories.ts'
import type { SeasonId } from '../reference/seasons.ts'
import type { StyleId } from '../rule-book/styles.ts'

/**
 * The recommendation API's contract: what POST /api/recommendations is asked and answers,
 * shared by the server, the dashboard and the back office. Types and id lists only.
 */

/**
 * The chain, in the order it is tried: 'dynamic' scores every product's fit (read
 * attributes, by rules or a model, plus the administrator's corrections); 'balanced' and
 * 'rule-based' are the spec's fixed formulas, kept as fallbacks should it fail.
 */
export const ENGINES = ['dynamic', 'balanced', 'rule-based'] as const
export type EngineId = (typeof ENGINES)[number]
export const RECOMMENDATION_MODES = ['recommended', 'all'] as const
export type RecommendationMode = (typeof RECOMMENDATION_MODES)[number]

export const DIMENSIONS = ['body', 'color', 'style', 'occasion', 'season', 'age'] as const
export type Dimension = (typeof DIMENSIONS)[number]
/** Each 0-100, whole numbers. */
export type Breakdown = Record<Dimension, number>

export interface RecommendationItem {
  product: Product
  /** Overall match, 0-100 whole number. */
  score: number
  breakdown: Breakdown
  reasons: string[]
  stylingTips: string[]
  /** 0..1: how much of the product the analysis could read. */
  confidence: number
  /** 0..10, one decimal, when a model read the product's attributes; else null. */
  aiScore: number | null
  /** Why her own history moved it ("Because you saved the …"); absent when it did not. */
  learned?: string | undefined
}

/** What the shopper is looking at: the mode, her filters and the page. */
export interface RecommendationView {
  mode: RecommendationMode
  category?: CategoryId | undefined
  season?: SeasonId | undefined
  /** Only products of this style (the dashboard's style tiles). */
  style?: StyleId | undefined
  limit: number
  offset: number
}

/** What POST /api/recommendations is asked (after the profile is settled). */
export interface RecommendationRequest extends RecommendationView {
  profile: StyleProfile
  /** Her history (issue 18): the list is re-ranked for her on top of the segment's. */
  signals?: readonly Signal[] | undefined
}

/** The API contract's answer. */
export interface RecommendationResponse {
  engine: EngineId
  /** True when an earlier engine in the chain failed. */
  degraded: boolean
  message: string | null
  /** 0-100: the mean of the returned items' body, colour and style figures. */
  tailored: { body: number; color: number; style: number }
  items: RecommendationItem[]
  total: number
  limit: number
  offset: number
}

export interface EngineResult {
  items: RecommendationItem[]
  total: number
}
