/** A chat call's messages and sampling settings, as the spec gives them per call (section 7). */
export interface ChatPrompt {
  system: string
  user: string
  maxTokens: number
  temperature: number
  topP?: number
}

const SYSTEM =
  'You are a professional fashion stylist and product analyst. Answer with one JSON object and nothing else. ' +
  'Every score is a number from 0 to 1.'

/** The connection test: the smallest call that proves the key and model work (10 tokens). */
export function buildConnectionTestPrompt(): ChatPrompt {
  return { system: 'Reply with the word OK.', user: 'Connection test.', maxTokens: 10, temperature: 0 }
}

/** What the styling-advice calls know of the shopper. */
export interface AdviceProfile {
  bodyShape?: string | null
  colorPalette?: string | null
  skinTone?: string | null
  styles?: readonly string[]
  ageGroup?: string | null
}

export interface AdviceContext {
  occasion?: string | null
  season?: string | null
  budget?: string | null
}

export interface AdviceProduct {
  name: string
  category: string
  brand?: string | null
  price?: number | null
  colors: readonly string[]
}

function describeProfile(profile: AdviceProfile): string {
  return [
    `Body shape: ${profile.bodyShape ?? 'unknown'}`,
    `Colour palette: ${profile.colorPalette ?? 'unknown'}`,
    `Skin tone: ${profile.skinTone ?? 'unknown'}`,
    `Styles: ${profile.styles?.length ? profile.styles.join(', ') : 'unknown'}`,
    `Age group: ${profile.ageGroup ?? 'unknown'}`,
  ].join('\n')
}

/** Fashion recommendations for a profile, products and context: 2048 tokens, temperature 0.7, top_p 0.9. */
export function buildRecommendationPrompt(profile: AdviceProfile, products: readonly AdviceProduct[], context: AdviceContext): ChatPrompt {
  const list = products
    .map((p, i) => `${i + 1}. ${p.name} (${p.category}${p.brand ? `, ${p.brand}` : ''}${p.price != null ? `, ${p.price}` : ''}); colours: ${p.colors.join(', ') || 'not given'}`)
    .join('\n')
  const user = [
    'Recommend products from this list for the shopper.',
    describeProfile(profile),
    `Occasion: ${context.occasion ?? 'any'}; season: ${context.season ?? 'any'}; budget: ${context.budget ?? 'any'}`,
    '',
    'Products:',
    list,
    '',
    'Reply with this JSON shape:',
    '{ "recommendations": [ { "productName": "exact name from the list", "score": 1-10, "recommendedColor": "one of its colours", "reasoning": "...", "styleNotes": "..." } ],',
    '  "overallAnalysis": "...", "colorAdvice": "...", "stylingTips": ["...", "...", "..."] }',
  ].join('\n')
  return { system: SYSTEM, user, maxTokens: 2048, temperature: 0.7, topP: 0.9 }
}

/** Colour advice for one product's available colours: 1024 tokens, temperature 0.5. */
export function buildColorAdvicePrompt(profile: AdviceProfile, colors: readonly string[]): ChatPrompt {
  const user = [
    'Which of these colours suit the shopper best?',
    describeProfile(profile),
    `Available colours: ${colors.join(', ')}`,
    '',
    'Reply with this JSON shape: { "recommendedColors": ["colours from the list, best first"], "advice": "one or two sentences" }',
  ].join('\n')
  return { system: SYSTEM, user, maxTokens: 1024, temperature: 0.5 }
}
