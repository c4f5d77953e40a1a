/** FAQ topics in the order the filter shows them; 'all' is the filter's "no topic" choice. */
export const FAQ_CATEGORIES = ['body-type', 'ai-styling', 'personalized', 'general'] as const
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]
export const FAQ_FILTERS = ['all', ...FAQ_CATEGORIES] as const
export type FaqFilter = (typeof FAQ_FILTERS)[number]

export interface FaqItem {
  readonly id: string
  readonly question: string
  /** Plain text; a blank line separates paragraphs. */
  readonly answer: string
  readonly category: FaqCategory
}

/** The 17 questions. Premium features are mentioned here and nowhere else (spec section 1). */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'find-body-shape',
    category: 'body-type',
    question: 'How do I find out my body shape?',
    answer:
      'The first step of the style analysis shows the five body shapes we work with: hourglass, pear, apple, rectangle and inverted triangle. Each card describes the proportions in plain words, so you can pick the one that looks most like you in the mirror.\n\nIf you are unsure, our Body Type Guide walks through each shape with drawings, characteristics and examples.',
  },
  {
    id: 'between-shapes',
    category: 'body-type',
    question: "What if I'm between two body shapes?",
    answer:
      'That is very common: few bodies match a textbook outline exactly. Choose the shape that describes where you are widest and where your waist sits most of the time. The silhouettes recommended for neighbouring shapes often work for you too, and you can retake the analysis whenever you like.',
  },
  {
    id: 'measurements',
    category: 'body-type',
    question: 'Do I need to take my measurements?',
    answer:
      'No. Measurements are optional. If you add your bust, waist and hips in inches, we use them to confirm the shape you picked. A useful rule of thumb: if your waist is at least 7 inches smaller than both your bust and your hips, you are likely an hourglass.',
  },
  {
    id: 'body-changes',
    category: 'body-type',
    question: 'What if my body changes?',
    answer:
      'Bodies change with age, pregnancy, training and life, and your style advice should follow. Retake the body shape step at any time; your blueprint and recommendations update as soon as you finish.',
  },
  {
    id: 'how-ai-works',
    category: 'ai-styling',
    question: 'How does the AI styling work?',
    answer:
      'Every product in our catalogue is analysed and scored for how well it suits each body shape, color palette, style, occasion, season and age group. When you finish your analysis, we compare your profile with those scores and show you the best matches.\n\nWhen the AI service is unavailable, a rule-based engine scores products from their names and categories instead, and we label those results so you always know which one you are seeing.',
  },
  {
    id: 'why-recommended',
    category: 'ai-styling',
    question: 'Can I see why a product was recommended to me?',
    answer:
      'Yes. Each recommendation has a match score with a breakdown by body shape, color, style and occasion, plus short reasons and styling tips. Scores are computed from your profile and the product, never fixed numbers.',
  },
  {
    id: 'accuracy',
    category: 'ai-styling',
    question: 'How accurate are the recommendations?',
    answer:
      'They are as good as the profile behind them. A complete profile (body shape, color palette and at least one style) gives the most precise matches. Because every score comes with its reasons, you can judge each suggestion for yourself, and your own taste always has the final say.',
  },
  {
    id: 'photos',
    category: 'ai-styling',
    question: 'Do I need to upload photos of myself?',
    answer:
      'No. We never ask for photos. The analysis uses only the answers you give: the shape you choose, your answers to the color questions and the styles you like.',
  },
  {
    id: 'blueprint-contents',
    category: 'personalized',
    question: 'What is in my style blueprint?',
    answer:
      'Your blueprint brings together your body shape (with silhouettes to try and to avoid), your color palette (with swatches and your best shades), your style personality with its key pieces, and practical styling tips. You can download it as an image to share or a PDF to print, and share it with a link that you can switch off at any time.',
  },
  {
    id: 'capsule-wardrobe',
    category: 'personalized',
    question: 'Can my blueprint help me build a capsule wardrobe?',
    answer:
      'Yes. A capsule wardrobe is a small collection of 20-30 pieces that all work together. Start with three or four neutrals from your palette for the larger pieces (coats, trousers, skirts), add the key pieces from your style personality, then bring in two or three of your best colors near your face. Your recommendations are a good place to fill the gaps.',
  },
  {
    id: 'change-preferences',
    category: 'personalized',
    question: 'Can I change my style preferences later?',
    answer:
      'Any time. Go back to any step of the analysis and change your answers; your blueprint and recommendations update straight away. Without an account your profile lives in this browser; with one it is saved to your account and follows you to every device.',
  },
  {
    id: 'account-needed',
    category: 'personalized',
    question: 'Do I need an account to get recommendations?',
    answer:
      'No. You can take the whole analysis, download your blueprint and browse your recommendations without signing up. A free account saves your profile across devices and unlocks personalised category picks, advanced filters and a favourites wishlist.',
  },
  {
    id: 'how-long',
    category: 'general',
    question: 'How long does the style analysis take?',
    answer:
      'The quick analysis takes about 2 minutes if you already know your shape and colors. A full analysis, with measurements and time to read the guides along the way, usually takes 10-15 minutes.',
  },
  {
    id: 'is-it-free',
    category: 'general',
    question: 'Is StyleBlueprint free?',
    answer:
      'Yes. The style analysis, your blueprint and your recommendations are free. We are working on optional premium features, such as one-to-one sessions with a human stylist and seasonal wardrobe plans. If we launch them, everything that is free today stays free.',
  },
  {
    id: 'how-we-earn',
    category: 'general',
    question: 'How does StyleBlueprint make money?',
    answer:
      'Through affiliate commissions. When you follow a product link to a retailer and buy something, the retailer may pay us a small commission, at no extra cost to you. Commissions never change how products are ranked: your recommendations are ordered by how well they match your profile.',
  },
  {
    id: 'where-to-buy',
    category: 'general',
    question: 'Where do I buy the clothes you recommend?',
    answer:
      'Each product links to the retailer that sells it, and you buy there. Prices, sizes, delivery and returns are handled by the retailer. We add new products every week and seasonal collections every month.',
  },
  {
    id: 'data-protection',
    category: 'general',
    question: 'How do you protect my personal information?',
    answer:
      'Without an account, your style profile stays in your browser. With an account, it is stored on our servers over encrypted connections, and only you can see it. We never sell your data, and you can delete your account and profile at any time. Our Privacy Policy has the details.',
  },
]
