import { styleExamples } from '../rule-book/key-pieces.ts'
import { QUIZ_STYLES, STYLE_DETAILS, type QuizStyleId } from '../rule-book/styles.ts'
import { type NamedColor, namedSwatch } from '../rule-book/palettes.ts'

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
  /** The style's first key pieces from the rule book: the pieces the quiz card and the blueprint name. */
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
      namedSwatch('navy', 'Navy'),
      namedSwatch('camel', 'Camel'),
      namedSwatch('ivory', 'Ivory'),
      namedSwatch('black', 'Black'),
      namedSwatch('burgundy', 'Burgundy'),
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
      namedSwatch('cobalt', 'Cobalt'),
      namedSwatch('lime', 'Lime'),
      namedSwatch('hot-pink', 'Hot pink'),
      namedSwatch('butter-yellow', 'Butter yellow'),
      namedSwatch('silver', 'Chrome'),
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
      namedSwatch('terracotta', 'Terracotta'),
      namedSwatch('mustard', 'Mustard'),
      namedSwatch('olive', 'Olive'),
      namedSwatch('rust', 'Rust'),
      namedSwatch('sand', 'Sand'),
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
      namedSwatch('white', 'White'),
      namedSwatch('stone', 'Stone'),
      namedSwatch('taupe', 'Taupe'),
      namedSwatch('grey', 'Grey'),
      namedSwatch('black', 'Black'),
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
      namedSwatch('black', 'Black'),
      namedSwatch('charcoal', 'Charcoal'),
      namedSwatch('oxblood', 'Oxblood'),
      namedSwatch('pewter', 'Gunmetal'),
      namedSwatch('white', 'White'),
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
      namedSwatch('blush', 'Blush'),
      namedSwatch('dusty-rose', 'Dusty rose'),
      namedSwatch('lavender', 'Lavender'),
      namedSwatch('cream', 'Cream'),
      namedSwatch('sage', 'Sage'),
    ],
    patterns: ['Florals', 'Lace', 'Polka dot', 'Soft watercolor prints'],
    occasions: ['Brunch and dates', 'Garden parties', 'Weddings', 'Weekend outings'],
    celebrities: ['Blake Lively', 'Zooey Deschanel', 'Lily James'],
  },
}

export const STYLE_PERSONALITIES: { readonly [K in StyleGuideId]: StylePersonality & { id: K } } = Object.fromEntries(
  STYLE_GUIDE_ORDER.map((id): [StyleGuideId, StylePersonality] => [id, { id, name: STYLE_DETAILS[id].name, keyPieces: styleExamples(id, 5), ...EXTRAS[id] }]),
) as Record<StyleGuideId, StylePersonality> as { readonly [K in StyleGuideId]: StylePersonality & { id: K } }
