import { BODY_SHAPE_DETAILS, type BodyShapeId } from '../rule-book/body-shapes.ts'

/** The guide's picker order; hourglass is selected first (spec). */
export const BODY_TYPE_GUIDE_ORDER = ['hourglass', 'pear', 'apple', 'rectangle', 'inverted-triangle'] as const satisfies readonly BodyShapeId[]
export const DEFAULT_BODY_TYPE: BodyShapeId = 'hourglass'

export interface BodyTypeGuideEntry {
  readonly id: BodyShapeId
  readonly name: string
  readonly description: string
  readonly characteristics: readonly string[]
  readonly stylingTips: readonly string[]
  readonly bestSilhouettes: readonly string[]
  readonly avoidSilhouettes: readonly string[]
  /** Often-cited examples, so the shape is easy to picture. */
  readonly celebrities: readonly string[]
  /** The drawing is the app's inline figure for `id`; this is its text alternative. */
  readonly image: { readonly alt: string }
  /** One sentence on how to recognise the shape in the mirror; the tape-measure rule is in `characteristics`. */
  readonly howToTell: string
}

// Only what the guide adds lives here; names, descriptions and advice come from the
// reference data the analysis and the blueprint use, so the three never disagree.
const EXTRAS: { readonly [K in BodyShapeId]: Pick<BodyTypeGuideEntry, 'celebrities' | 'image' | 'howToTell'> } = {
  hourglass: {
    celebrities: ['Sofía Vergara', 'Salma Hayek', 'Scarlett Johansson'],
    image: { alt: 'A figure with balanced shoulders and hips and a clearly narrower waist' },
    howToTell: 'In the mirror your bust and hips look balanced and your waist curves in clearly between them.',
  },
  pear: {
    celebrities: ['Jennifer Lopez', 'Shakira', 'Rihanna'],
    image: { alt: 'A figure with narrower shoulders, a defined waist and wider hips' },
    howToTell: 'Your hips are wider than your shoulders and most curves sit below the waist.',
  },
  apple: {
    celebrities: ['Drew Barrymore', 'Jennifer Hudson', 'Catherine Zeta-Jones'],
    image: { alt: 'A figure with a fuller midsection and slimmer hips and legs' },
    howToTell: 'You carry weight around the middle, with a fuller bust and slimmer legs.',
  },
  rectangle: {
    celebrities: ['Cameron Diaz', 'Keira Knightley', 'Natalie Portman'],
    image: { alt: 'A figure with shoulders, waist and hips of similar width' },
    howToTell: 'Your shoulders, waist and hips line up in an almost straight line.',
  },
  'inverted-triangle': {
    celebrities: ['Naomi Campbell', 'Demi Moore', 'Renée Zellweger'],
    image: { alt: 'A figure with broad shoulders tapering to narrow hips' },
    howToTell: 'Your shoulders are the widest part of you and your hips are comparatively narrow.',
  },
}

export const BODY_TYPE_GUIDE: { readonly [K in BodyShapeId]: BodyTypeGuideEntry } = Object.fromEntries(
  BODY_TYPE_GUIDE_ORDER.map((id) => {
    const d = BODY_SHAPE_DETAILS[id]
    const entry: BodyTypeGuideEntry = {
      id,
      name: d.name,
      description: d.description,
      characteristics: d.characteristics,
      stylingTips: d.stylingTips,
      bestSilhouettes: d.bestSilhouettes,
      avoidSilhouettes: d.avoidSilhouettes,
      ...EXTRAS[id],
    }
    return [id, entry]
  }),
) as { readonly [K in BodyShapeId]: BodyTypeGuideEntry }

/** The four shapes the style-guides hub shows in its quick reference (spec). */
export const QUICK_REFERENCE_SHAPES = ['hourglass', 'pear', 'apple', 'rectangle'] as const satisfies readonly BodyShapeId[]
