import type { AgeGroupId } from '../reference/age-groups.ts'
import type { BodyShapeId } from '../rule-book/body-shapes.ts'
import type { ColorPaletteId } from '../rule-book/palettes.ts'
import type { OccasionId } from '../rule-book/occasions.ts'
import type { SeasonId } from '../reference/seasons.ts'
import type { StyleId } from '../rule-book/styles.ts'

/** The back office's analysis version (the dynamic recommender's own is v2.0). */
export const ANALYSIS_VERSION = 'v1.0'

export type AnalysisMethod = 'ai' | 'rule-based'

/**
 * Every dimension a product is scored on, keyed by our reference ids (so
 * `inverted-triangle`, never `inverted_triangle`). Each score is a number from 0 to 1.
 * Skin tones and colour palettes share the warm/cool/neutral ids.
 */
export interface AnalysisScores {
  bodyTypeScores: Record<BodyShapeId, number>
  skinToneScores: Record<ColorPaletteId, number>
  colorPaletteScores: Record<ColorPaletteId, number>
  styleScores: Record<StyleId, number>
  occasionScores: Record<OccasionId, number>
  seasonScores: Record<SeasonId, number>
  ageScores: Record<AgeGroupId, number>
}

/** One product's analysis: what the product_ai_analysis row holds, typed. */
export interface ProductAnalysis extends AnalysisScores {
  bodyTypes: BodyShapeId[]
  skinTones: ColorPaletteId[]
  styleCategories: StyleId[]
  occasions: OccasionId[]
  seasons: SeasonId[]
  ageGroups: AgeGroupId[]
  /** 0..1. */
  confidence: number
  reasoning: string
  method: AnalysisMethod
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string }
