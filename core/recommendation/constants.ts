/** The spec's numbers for the recommendation engines (back-office-and-engines.md section 9): the chain's fallbacks and the link scorers. */

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

/** The balanced dashboard algorithm (the chain's fallback); it fills the dashboard categories in even shares. */
export const BALANCED = {
  base: 50,
  body: 20,
  color: 15,
  style: 15,
  shapeCategoryBonus: 5,
  randomMax: 5,
  cutoff: 50,
  cap: 100,
} as const

export const MAX_REASONS = 3
export const MAX_TIPS = 3
