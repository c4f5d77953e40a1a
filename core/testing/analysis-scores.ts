import type { ProductAnalysis } from '../ai/analysis.ts'

// Test-only: the score fields of a ProductAnalysis and the product_ai_analysis column each is
// stored in, for tests that walk every score or read a stored analysis back.

export const SCORE_COLUMNS = {
  bodyTypeScores: 'body_type_scores',
  skinToneScores: 'skin_tone_scores',
  colorPaletteScores: 'color_palette_scores',
  styleScores: 'style_scores',
  occasionScores: 'occasion_scores',
  seasonScores: 'season_scores',
  ageScores: 'age_scores',
} as const satisfies Partial<Record<keyof ProductAnalysis, string>>
