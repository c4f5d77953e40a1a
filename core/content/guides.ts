export const GUIDE_STATUSES = ['available', 'coming-soon'] as const
export type GuideStatus = (typeof GUIDE_STATUSES)[number]

/** Which drawing a guide card shows; the app owns the drawings. */
export const GUIDE_ILLUSTRATIONS = ['body-shapes', 'palettes', 'styles', 'undertones', 'analysis', 'capsule'] as const
export type GuideIllustration = (typeof GUIDE_ILLUSTRATIONS)[number]

export interface GuideCard {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly category: string
  /** Minutes. */
  readonly readTime: number
  readonly image: GuideIllustration
  readonly link: string
  readonly status: GuideStatus
}

/** The style-guides hub: five guides to read now and one on its way. */
export const GUIDE_CARDS: readonly GuideCard[] = [
  {
    id: 'body-type',
    title: 'The Body Type Guide',
    description:
      'Five shapes, drawn and explained: how to recognise yours, the silhouettes that flatter it and the ones to skip.',
    category: 'Body Shape',
    readTime: 8,
    image: 'body-shapes',
    link: '/guides/body-type',
    status: 'available',
  },
  {
    id: 'color-analysis',
    title: 'The Four Color Seasons',
    description:
      'Spring, summer, autumn and winter, each split three ways: the twelve seasons, their colors and the undertone behind each.',
    category: 'Color',
    readTime: 10,
    image: 'palettes',
    link: '/guides/color-analysis',
    status: 'available',
  },
  {
    id: 'style-analysis',
    title: 'Find Your Style Personality',
    description:
      'Classic, trendy, bohemian, minimal, edgy or romantic: the key pieces, colors and patterns of the six styles in your analysis.',
    category: 'Style',
    readTime: 7,
    image: 'styles',
    link: '/guides/style-analysis',
    status: 'available',
  },
  {
    id: 'skin-tone',
    title: 'Skin Tone and Undertones',
    description:
      'Three simple tests to tell warm, cool and neutral undertones apart, and the colors and metals that suit each.',
    category: 'Color',
    readTime: 6,
    image: 'undertones',
    link: '/skin-tone-guide',
    status: 'available',
  },
  {
    id: 'analysis-explained',
    title: 'Your Style Analysis, Step by Step',
    description:
      'What each step of the analysis asks, how to answer it well and what your blueprint tells you at the end.',
    category: 'Getting Started',
    readTime: 5,
    image: 'analysis',
    link: '/help?topic=style-analysis',
    status: 'available',
  },
  {
    id: 'capsule-wardrobe',
    title: 'Building a Capsule Wardrobe',
    description:
      'Twenty to thirty pieces that all work together, chosen from your palette and your style. Our first long read is in progress.',
    category: 'Wardrobe',
    readTime: 12,
    image: 'capsule',
    link: '/blog',
    status: 'coming-soon',
  },
]
