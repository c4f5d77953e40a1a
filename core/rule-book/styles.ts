/**
 * The six styles a shopper can choose, in display order: the analysis step, the style
 * guide, the blueprint and the back office's test profile all use this list.
 */
export const QUIZ_STYLES = ['classic', 'trendy', 'bohemian', 'minimal', 'edgy', 'romantic'] as const
/** The set the scoring engines use: the quiz styles plus two the engines also score. */
export const STYLES = [...QUIZ_STYLES, 'casual', 'formal'] as const

export type StyleId = (typeof STYLES)[number]
export type QuizStyleId = (typeof QUIZ_STYLES)[number]

export function isStyleId(v: unknown): v is StyleId {
  return typeof v === 'string' && (STYLES as readonly string[]).includes(v)
}

export function isQuizStyleId(v: unknown): v is QuizStyleId {
  return typeof v === 'string' && (QUIZ_STYLES as readonly string[]).includes(v)
}

export interface StyleDetails<Id extends StyleId = StyleId> {
  readonly id: Id
  readonly name: string
  readonly description: string
}

export const STYLE_DETAILS: { readonly [K in StyleId]: StyleDetails<K> } = {
  classic: {
    id: 'classic',
    name: 'Classic',
    description: 'Timeless, polished pieces in clean lines that never go out of fashion.',
  },
  trendy: {
    id: 'trendy',
    name: 'Trendy',
    description: 'Up to date with the season, happy to try new shapes, colors and statement pieces.',
  },
  bohemian: {
    id: 'bohemian',
    name: 'Bohemian',
    description: 'Free-spirited and relaxed, with flowing fabrics, earthy tones and artisan details.',
  },
  minimal: {
    id: 'minimal',
    name: 'Minimal',
    description: 'Pared back and considered: neutral colors, quality fabrics and simple shapes.',
  },
  edgy: {
    id: 'edgy',
    name: 'Edgy',
    description: 'Bold and confident, with dark tones, leather and hardware.',
  },
  romantic: {
    id: 'romantic',
    name: 'Romantic',
    description: 'Soft and feminine, with florals, lace, ruffles and gentle colors.',
  },
  casual: {
    id: 'casual',
    name: 'Casual',
    description: 'Comfortable, easy everyday clothes that still look put together.',
  },
  formal: {
    id: 'formal',
    name: 'Formal',
    description: 'Elegant dressing for events, evenings and the boardroom.',
  },
}
