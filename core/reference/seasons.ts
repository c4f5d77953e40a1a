export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const
export type SeasonId = (typeof SEASONS)[number]

export function isSeasonId(v: unknown): v is SeasonId {
  return typeof v === 'string' && (SEASONS as readonly string[]).includes(v)
}

/** The id stays 'autumn' everywhere; only the shopper-facing label says 'Fall'. */
export const SEASON_LABELS: Readonly<Record<SeasonId, string>> = {
  spring: 'Spring',
  summer: 'Summer',
  autumn: 'Fall',
  winter: 'Winter',
}

/** Where imports put a product whose season text is missing or not recognised. */
export const DEFAULT_SEASON: SeasonId = 'spring'

/**
 * The season of a calendar month (1 = January), northern-hemisphere meteorological
 * seasons as the spec defines them. The caller passes the month, so core reads no clock.
 * Throws a RangeError for anything but an integer 1-12, which is always a caller bug.
 */
export function seasonForMonth(month: number): SeasonId {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`seasonForMonth expects an integer month 1-12, got ${month}`)
  }
  if (month >= 3 && month <= 5) return 'spring'
  if (month >= 6 && month <= 8) return 'summer'
  if (month >= 9 && month <= 11) return 'autumn'
  return 'winter'
}

const SEASON_NAMES = new Map<string, SeasonId>([
  ...SEASONS.map((id) => [id, id] as const),
  ...SEASONS.map((id) => [SEASON_LABELS[id].toLowerCase(), id] as const),
  ['fall', 'autumn'],
])

/** Reads an id or label in any case ('Fall', 'autumn', ' SUMMER '); null for anything else, including 'All'. */
export function parseSeason(text: string): SeasonId | null {
  return SEASON_NAMES.get(text.trim().toLowerCase()) ?? null
}
