/** The spec's numbers for the recommendation engines (back-office-and-engines.md section 9). */

export const RULE_WEIGHTS = { body: 0.3, color: 0.25, style: 0.2, occasion: 0.15, age: 0.05, season: 0.05 } as const
export const RULE_SCORES = {
  neutralBody: 0.5,
  neutralColor: 0.5,
  neutralStyle: 0.5,
  neutralOccasion: 0.7,
  neutralAge: 0.8,
  bodyMatch: 1,
  bodyAlternative: 0.7,
  mismatch: 0.3,
  colorMatch: 0.8,
  /** A palette match whose colours include one of the palette's best colours. */
  colorBestMatch: 1,
  /** One chosen style matched; each further matched share of the chosen styles adds up to 1. */
  styleMatchBase: 0.7,
  seasonMatch: 1,
  occasionMatch: 1,
} as const
export const RULE_MIN_SCORE = 0.6
export const RULE_CONFIDENCE = 0.7

export const DYNAMIC_WEIGHTS = { body: 0.3, color: 0.25, style: 0.35, occasion: 0.1 } as const
export const DYNAMIC_MIN_SCORE = 0.6
/** What a product without a stored analysis is scored with, and its confidence. */
export const DEFAULT_ANALYSIS_SCORE = 0.7
export const DEFAULT_ANALYSIS_CONFIDENCE = 0.7
export const SKIN_PALETTE_MIX = { skin: 0.6, palette: 0.4 } as const
/** Colour tiers: a mixed skin/palette fit of at least `min` scores `score`. */
export const COLOR_TIERS = [
  { min: 0.8, score: 0.95 },
  { min: 0.6, score: 0.8 },
  { min: 0.4, score: 0.65 },
  { min: 0, score: 0.35 },
] as const
export const COLOR_DEFAULT = 0.55
export const COLOR_BEST_BONUS = 0.1

export const BALANCED = {
  categories: ['dresses', 'tops', 'bottoms', 'shoes', 'accessories'] as const,
  base: 50,
  body: 20,
  color: 15,
  style: 15,
  preferredCategoryBonus: 10,
  shapeCategoryBonus: 5,
  randomMax: 5,
  cutoff: 50,
  cap: 100,
} as const

export const DEFAULT_RESULT_COUNT = 12
export const STORED_LINK_POINTS = { body: 40, palette: 30, style: 20, price: 10 } as const
export const MOCK_POINTS = { style: 10, body: 20, palette: 15 } as const
export const DATABASE_FALLBACK = { base: 0.5, perStyleWord: 0.2, randomMax: 0.1, cap: 1, fetchFactor: 2 } as const
export const MAX_REASONS = 3
export const MAX_TIPS = 3
