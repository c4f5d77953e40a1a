import type { StyleId } from '../reference/styles.ts'

/** A named colour with the hex value the swatch is drawn in. */
export interface NamedColor {
  readonly name: string
  readonly hex: string
}

/** Icons the app draws for guide entries (it maps each key to a drawing). */
export const GUIDE_ICONS = ['gem', 'flower', 'feather', 'zap', 'coffee', 'square', 'sprout', 'sun', 'leaf', 'snowflake'] as const
export type GuideIcon = (typeof GUIDE_ICONS)[number]

/**
 * The guide's six personalities. Ids are the reference style ids used everywhere else,
 * so the spec's "minimalist" is the id 'minimal' shown as "Minimalist".
 */
export const STYLE_GUIDE_ORDER = ['classic', 'romantic', 'bohemian', 'edgy', 'casual', 'minimal'] as const satisfies readonly StyleId[]
export type StyleGuideId = (typeof STYLE_GUIDE_ORDER)[number]
export const DEFAULT_STYLE_PERSONALITY: StyleGuideId = 'classic'

export interface StylePersonality {
  readonly id: StyleGuideId
  readonly name: string
  readonly tagline: string
  readonly description: string
  readonly keyPieces: readonly string[]
  readonly colors: readonly NamedColor[]
  readonly patterns: readonly string[]
  readonly occasions: readonly string[]
  readonly celebrities: readonly string[]
  readonly icon: GuideIcon
}

export const STYLE_PERSONALITIES: { readonly [K in StyleGuideId]: StylePersonality & { id: K } } = {
  classic: {
    id: 'classic',
    name: 'Classic',
    tagline: 'Timeless, polished, quietly confident',
    description:
      'You value quality over trends and pieces that will look as right in ten years as they do today. Clean lines, good tailoring and a restrained palette are your signature.',
    keyPieces: ['Tailored blazer', 'Trench coat', 'Crisp white shirt', 'Pencil skirt', 'Straight-leg trousers', 'Pearl earrings'],
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
    icon: 'gem',
  },
  romantic: {
    id: 'romantic',
    name: 'Romantic',
    tagline: 'Soft, feminine and full of detail',
    description:
      'You love clothes that feel gentle and pretty: flowing fabrics, florals, lace and ruffles, in soft colors that flatter rather than shout.',
    keyPieces: ['Wrap dress', 'Ruffle blouse', 'Lace camisole', 'Pleated midi skirt', 'Ballet flats', 'Delicate gold jewelry'],
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
    icon: 'flower',
  },
  bohemian: {
    id: 'bohemian',
    name: 'Bohemian',
    tagline: 'Free-spirited, relaxed, artisan',
    description:
      'You dress for comfort and self-expression, mixing flowing shapes, earthy tones, natural fabrics and handmade details collected from everywhere.',
    keyPieces: ['Maxi dress', 'Peasant blouse', 'Suede ankle boots', 'Fringe bag', 'Wide-brim hat', 'Layered necklaces'],
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
    icon: 'feather',
  },
  edgy: {
    id: 'edgy',
    name: 'Edgy',
    tagline: 'Bold, dark and unafraid',
    description:
      'You like clothes with attitude: leather, hardware, sharp contrasts and unexpected combinations that make people look twice.',
    keyPieces: ['Leather jacket', 'Combat boots', 'Black skinny jeans', 'Band tee', 'Studded belt', 'Statement silver rings'],
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
    icon: 'zap',
  },
  casual: {
    id: 'casual',
    name: 'Casual',
    tagline: 'Easy, comfortable, always put together',
    description:
      'You want clothes that keep up with your life and still look intentional: great jeans, soft knits and sneakers you can walk all day in.',
    keyPieces: ['Straight-leg jeans', 'Striped tee', 'White sneakers', 'Denim jacket', 'Chunky cardigan', 'Crossbody bag'],
    colors: [
      { name: 'Denim blue', hex: '#4A6A8A' },
      { name: 'Heather grey', hex: '#A7A9AC' },
      { name: 'White', hex: '#FAFAF7' },
      { name: 'Khaki', hex: '#B5A882' },
      { name: 'Soft red', hex: '#C0504D' },
    ],
    patterns: ['Breton stripe', 'Gingham', 'Small checks', 'Simple graphics'],
    occasions: ['Weekends', 'Errands and school runs', 'Travel days', 'Relaxed offices'],
    celebrities: ['Jennifer Aniston', 'Emma Stone', 'Katie Holmes'],
    icon: 'coffee',
  },
  minimal: {
    id: 'minimal',
    name: 'Minimalist',
    tagline: 'Pared back, considered, precise',
    description:
      'You prefer fewer, better things: simple shapes, quality fabrics and a neutral palette that makes every piece work with every other.',
    keyPieces: ['White tee', 'Camel coat', 'Slip dress', 'Straight-leg trousers', 'Leather loafers', 'Structured tote'],
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
    icon: 'square',
  },
}
