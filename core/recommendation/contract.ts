import type { Product } from '../catalog/product.ts'
import type { RecommendationRequest, RecommendationRequestInput } from './request.ts'

/**
 * The recommendation API's contract: what POST /api/recommendations is asked (request.ts,
 * one zod schema the browser, the router and the engines share) and what it answers,
 * shared by the server, the dashboard and the back office. Types and id lists only.
 */

/**
 * The chain, in the order it is tried: 'dynamic' scores every product's fit (read
 * attributes, by rules or a model, plus the administrator's corrections); 'balanced' and
 * 'rule-based' are the spec's fixed formulas, kept as fallbacks should it fail.
 */
export const ENGINES = ['dynamic', 'balanced', 'rule-based'] as const
export type EngineId = (typeof ENGINES)[number]
/** The page sizes the API serves (also the most ids one request may name). */
export const MAX_RECOMMENDATION_LIMIT = 48

export const RECOMMENDATION_MODES = ['recommended', 'all'] as const
export type RecommendationMode = (typeof RECOMMENDATION_MODES)[number]
/**
 * The dashboard's tiles: 'shape' keeps the cuts the rules grade flattering for her shape,
 * 'colour' the colours of her palette, 'ai' the products a model analysed.
 */
export const RECOMMENDATION_FOCUSES = ['shape', 'colour', 'ai'] as const
export type RecommendationFocus = (typeof RECOMMENDATION_FOCUSES)[number]

export const DIMENSIONS = ['body', 'color', 'style', 'occasion', 'season', 'age'] as const
export type Dimension = (typeof DIMENSIONS)[number]
/** Each 0-100, whole numbers. */
export type Breakdown = Record<Dimension, number>

/** How her own history moved a card: the points it added to (or took from) the match, and why. */
export interface LearnedAdjustment {
  /** Whole points, never 0 (an item her history did not move carries no adjustment). */
  points: number
  /** "You saved the Rust Wrap Dress", "Like the Pleated Trousers you said were not for you". */
  text: string
}

export interface RecommendationItem {
  product: Product
  /** Overall match she sees, 0-100 whole number; her history's points included. The list is in this order. */
  score: number
  breakdown: Breakdown
  reasons: string[]
  stylingTips: string[]
  /** 0..1: how much of the product the analysis could read; breaks ties between equal matches. */
  confidence: number
  /** 0..10, one decimal, when a model read the product's attributes; else null. */
  aiScore: number | null
  /** How her history moved the match; absent when it did not. */
  learned?: LearnedAdjustment | undefined
}

/** What the shopper is looking at: the request without her profile and history. */
export type RecommendationView = Omit<RecommendationRequest, 'profile' | 'signals'>

export type { RecommendationRequest, RecommendationRequestInput }

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
