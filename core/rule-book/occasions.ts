export const OCCASIONS = ['work', 'casual', 'formal', 'party', 'date', 'travel', 'sport'] as const
export type OccasionId = (typeof OCCASIONS)[number]

export function isOccasionId(v: unknown): v is OccasionId {
  return typeof v === 'string' && (OCCASIONS as readonly string[]).includes(v)
}

export const OCCASION_LABELS: Readonly<Record<OccasionId, string>> = {
  work: 'Work',
  casual: 'Casual',
  formal: 'Formal',
  party: 'Party',
  date: 'Date night',
  travel: 'Travel',
  sport: 'Sport',
}
