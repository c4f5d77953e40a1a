import { z } from 'zod'

/** From least to most dressed up, so index order can be compared. */
export const FORMALITY_LEVELS = ['casual', 'smart-casual', 'business', 'formal', 'evening'] as const
export type FormalityId = (typeof FORMALITY_LEVELS)[number]
export const formalitySchema = z.enum(FORMALITY_LEVELS)

export function isFormalityId(v: unknown): v is FormalityId {
  return typeof v === 'string' && (FORMALITY_LEVELS as readonly string[]).includes(v)
}

/** What the product classifier assumes when its reply gives no usable formality. */
export const DEFAULT_FORMALITY: FormalityId = 'smart-casual'

export const FORMALITY_LABELS: Readonly<Record<FormalityId, string>> = {
  casual: 'Casual',
  'smart-casual': 'Smart casual',
  business: 'Business',
  formal: 'Formal',
  evening: 'Evening',
}
