/** From least to most dressed up, so index order can be compared. */
export const FORMALITY_LEVELS = ['casual', 'smart-casual', 'business', 'formal', 'evening'] as const
export type FormalityId = (typeof FORMALITY_LEVELS)[number]
