export const BLOG_CATEGORIES = ['body-shape', 'color', 'style', 'wardrobe', 'shopping'] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export interface BlogCategoryDetails {
  readonly id: BlogCategory
  readonly name: string
  readonly description: string
}

export const BLOG_CATEGORY_DETAILS: { readonly [K in BlogCategory]: BlogCategoryDetails } = {
  'body-shape': { id: 'body-shape', name: 'Body Shape', description: 'Dressing the shape you have, with confidence.' },
  color: { id: 'color', name: 'Color', description: 'Palettes, undertones and the shades that make you glow.' },
  style: { id: 'style', name: 'Style', description: 'Finding, refining and mixing style personalities.' },
  wardrobe: { id: 'wardrobe', name: 'Wardrobe', description: 'Capsules, care and getting more from what you own.' },
  shopping: { id: 'shopping', name: 'Smart Shopping', description: 'Buying less, choosing better and reading the fit.' },
}

export interface UpcomingArticle {
  readonly title: string
  readonly description: string
  readonly category: BlogCategory
  /** The month we expect to publish, as YYYY-MM; shown as "Expected January 2027". */
  readonly estimatedDate: string
}

export const UPCOMING_ARTICLES: readonly UpcomingArticle[] = [
  {
    title: 'The 25-Piece Capsule Wardrobe, Built From Your Blueprint',
    description: 'A step-by-step plan to turn your palette and style into a wardrobe where everything works together.',
    category: 'wardrobe',
    estimatedDate: '2027-01',
  },
  {
    title: 'Denim for Every Body Shape',
    description: 'Rise, leg and wash: how to find jeans that fit your proportions, shape by shape.',
    category: 'body-shape',
    estimatedDate: '2027-01',
  },
  {
    title: 'Your Best Neutrals, Palette by Palette',
    description: 'Why black is not for everyone, and the camel, navy, taupe or charcoal that can replace it.',
    category: 'color',
    estimatedDate: '2027-02',
  },
  {
    title: 'Mixing Two Style Personalities',
    description: 'Classic with an edge, romantic with a boho streak: how to blend styles without looking confused.',
    category: 'style',
    estimatedDate: '2027-02',
  },
  {
    title: 'How to Read a Size Chart (and When to Size Up)',
    description: 'Measure once, shop anywhere: making sense of size charts when buying clothes online.',
    category: 'shopping',
    estimatedDate: '2027-03',
  },
  {
    title: 'Workwear That Flatters: Five Shapes, Five Outfits',
    description: 'One office-ready outfit for each body shape, with the reasons each piece works.',
    category: 'body-shape',
    estimatedDate: '2027-03',
  },
]

/** "2027-01" as "January 2027" (English month names; the UI language is English). */
export function formatEstimatedMonth(yyyyMm: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(yyyyMm)
  if (!match) return yyyyMm
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  return `${months[Number(match[2]) - 1]} ${match[1]}`
}
