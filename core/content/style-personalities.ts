import { QUIZ_STYLES, STYLE_DETAILS, type QuizStyleId } from '../rule-book/styles.ts'
import type { NamedColor } from '../rule-book/palettes.ts'

/**
 * The guide's six personalities: the styles the analysis offers, in the same order, so
 * the quiz, the guide and the blueprint tell one story. (The spec's guide listed casual
 * instead of trendy and called minimal "minimalist"; decision record 013.)
 */
export const STYLE_GUIDE_ORDER = QUIZ_STYLES
export type StyleGuideId = QuizStyleId
export const DEFAULT_STYLE_PERSONALITY: StyleGuideId = 'classic'

export interface StylePersonality {
  readonly id: StyleGuideId
  readonly name: string
  readonly tagline: string
  readonly description: string
  /** The style's keywords from the reference data: the same pieces the quiz card and the blueprint list. */
  readonly keyPieces: readonly string[]
  readonly colors: readonly NamedColor[]
  readonly patterns: readonly string[]
  readonly occasions: readonly string[]
  readonly celebrities: readonly string[]
}

// Only what the guide adds lives here; the name and key pieces come from the reference data.
const EXTRAS: { readonly [K in StyleGuideId]: Omit<StylePersonality, 'id' | 'name' | 'keyPieces'> } = {
  classic: {
    tagline: 'Timeless, polished, quietly confident',
    description:
      'You value quality over trends and pieces that will look as right in ten years as they do today. Clean lines, good tailoring and a restrained palette are your signature.',
    colors: [
      { name: 'Navy', hex: '#1F2F4D' },
      { name: 'Camel', hex: '#C19A6B' },
      { name: 'Ivory', hex: '#F6F1E5' },
      { name: 'Black', hex: '#1C1C1C' },
      { name: 'Burgundy', hex: '#6D1F2F' },
    ],
    patterns: ['Pinstripe', 'Houndstooth', 'Breton stripe', 'Small polka dot'],
    occasions: ['Office and meetings', 'Business travel', 'Dinner out', 'Weddings as a guest'],
    celebrities: ['Kate Middleton', 'Amal Clooney', 'Grace Kelly'],
  },
  trendy: {
    tagline: 'Current, curious and playful',
    description:
      'You love what is new this season and enjoy trying shapes, colors and statement pieces before everyone else. Getting dressed is how you have fun.',
    colors: [
      { name: 'Cobalt', hex: '#1F4FB8' },
      { name: 'Lime', hex: '#B7D33A' },
      { name: 'Hot pink', hex: '#E0457B' },
      { name: 'Butter yellow', hex: '#F3DD8A' },
      { name: 'Chrome', hex: '#B9BEC4' },
    ],
    patterns: ['Bold graphics', 'Color-blocking', 'Animal print', 'Mixed textures'],
    occasions: ['Nights out', 'Creative workplaces', 'Festivals and events', 'Weekend city breaks'],
    celebrities: ['Zendaya', 'Hailey Bieber', 'Dua Lipa'],
  },
  bohemian: {
    tagline: 'Free-spirited, relaxed, artisan',
    description:
      'You dress for comfort and self-expression, mixing flowing shapes, earthy tones, natural fabrics and handmade details collected from everywhere.',
    colors: [
      { name: 'Terracotta', hex: '#B5563A' },
      { name: 'Mustard', hex: '#D4A237' },
      { name: 'Olive', hex: '#6B7340' },
      { name: 'Rust', hex: '#9C4A24' },
      { name: 'Sand', hex: '#D9C3A0' },
    ],
    patterns: ['Paisley', 'Embroidery', 'Ikat', 'Crochet', 'Tie-dye'],
    occasions: ['Festivals', 'Holidays', 'Creative workplaces', 'Relaxed weekends'],
    celebrities: ['Sienna Miller', 'Vanessa Hudgens', 'Stevie Nicks'],
  },
  minimal: {
    tagline: 'Pared back, considered, precise',
    description:
      'You prefer fewer, better things: simple shapes, quality fabrics and a neutral palette that makes every piece work with every other.',
    colors: [
      { name: 'White', hex: '#FBFBF8' },
      { name: 'Stone', hex: '#CFC8BC' },
      { name: 'Taupe', hex: '#8B7F72' },
      { name: 'Grey', hex: '#8E9092' },
      { name: 'Black', hex: '#1A1A1A' },
    ],
    patterns: ['Solid colors', 'Tonal texture', 'Fine rib', 'Clean color-blocking'],
    occasions: ['Office', 'Gallery openings', 'Travel capsule', 'Everyday'],
    celebrities: ['Gwyneth Paltrow', 'Victoria Beckham', 'Carolyn Bessette-Kennedy'],
  },
  edgy: {
    tagline: 'Bold, dark and unafraid',
    description:
      'You like clothes with attitude: leather, hardware, sharp contrasts and unexpected combinations that make people look twice.',
    colors: [
      { name: 'Black', hex: '#141414' },
      { name: 'Charcoal', hex: '#3A3A3C' },
      { name: 'Oxblood', hex: '#5A1A1F' },
      { name: 'Gunmetal', hex: '#5E6367' },
      { name: 'White', hex: '#F7F7F5' },
    ],
    patterns: ['Animal print', 'Plaid', 'Graphic prints', 'Metallic details'],
    occasions: ['Concerts and nights out', 'Creative industries', 'City weekends', 'Casual Fridays'],
    celebrities: ['Rihanna', 'Kristen Stewart', 'Zoë Kravitz'],
  },
  romantic: {
    tagline: 'Soft, feminine and full of detail',
    description:
      'You love clothes that feel gentle and pretty: flowing fabrics, florals, lace and ruffles, in soft colors that flatter rather than shout.',
    colors: [
      { name: 'Blush', hex: '#E8B4B8' },
      { name: 'Dusty rose', hex: '#C48B9F' },
      { name: 'Lavender', hex: '#B8A9D9' },
      { name: 'Cream', hex: '#F5EBDD' },
      { name: 'Sage', hex: '#A3B18A' },
    ],
    patterns: ['Florals', 'Lace', 'Polka dot', 'Soft watercolor prints'],
    occasions: ['Brunch and dates', 'Garden parties', 'Weddings', 'Weekend outings'],
    celebrities: ['Blake Lively', 'Zooey Deschanel', 'Lily James'],
  },
}

export const STYLE_PERSONALITIES: { readonly [K in StyleGuideId]: StylePersonality & { id: K } } = Object.fromEntries(
  STYLE_GUIDE_ORDER.map((id): [StyleGuideId, StylePersonality] => [id, { id, name: STYLE_DETAILS[id].name, keyPieces: STYLE_DETAILS[id].keywords, ...EXTRAS[id] }]),
) as Record<StyleGuideId, StylePersonality> as { readonly [K in StyleGuideId]: StylePersonality & { id: K } }
