import { shapeRuleLines } from './measurement-rules.ts'

/** The one set of body-shape ids; the spec's 'inverted_triangle' spelling is never used. */
export const BODY_SHAPES = ['rectangle', 'pear', 'apple', 'hourglass', 'inverted-triangle'] as const
export type BodyShapeId = (typeof BODY_SHAPES)[number]

export function isBodyShapeId(v: unknown): v is BodyShapeId {
  return typeof v === 'string' && (BODY_SHAPES as readonly string[]).includes(v)
}

export interface BodyShapeDetails<Id extends BodyShapeId = BodyShapeId> {
  readonly id: Id
  readonly name: string
  readonly description: string
  /**
   * Exactly three, as the analysis card shows three: the measurement rule the shape
   * helper decides with (body-shape-rules.ts), then what the eye sees.
   */
  readonly characteristics: readonly string[]
  readonly bestSilhouettes: readonly string[]
  readonly avoidSilhouettes: readonly string[]
  readonly stylingTips: readonly string[]
}

/** Advice for every shape, so the blueprint never falls back to generic text. */
export const BODY_SHAPE_DETAILS: { readonly [K in BodyShapeId]: BodyShapeDetails<K> } = {
  rectangle: {
    id: 'rectangle',
    name: 'Rectangle',
    description: 'Shoulders, waist and hips are close in width, giving a straight, athletic line.',
    characteristics: [...shapeRuleLines('rectangle'), 'Straight, balanced frame'],
    bestSilhouettes: [
      'Belted dresses and coats that mark a waist',
      'Peplum tops',
      'Wrap dresses',
      'Ruffled or draped necklines',
      'High-waisted, wide-leg trousers',
      'Tiered or A-line skirts',
    ],
    avoidSilhouettes: [
      'Boxy, unstructured shifts worn without a belt',
      'Shapeless oversized tops',
      'Head-to-toe straight column cuts',
    ],
    stylingTips: [
      'Create a waist with belts, tucks and contrast seams.',
      'Add volume at the bust or hips with ruffles, pleats or pockets.',
      'Layer textures to give the outline more dimension.',
    ],
  },
  pear: {
    id: 'pear',
    name: 'Pear',
    description: 'Hips are wider than the shoulders, with a defined waist and a slimmer upper body.',
    characteristics: [...shapeRuleLines('pear'), 'Fuller hips and thighs, slimmer shoulders'],
    bestSilhouettes: [
      'A-line and fit-and-flare dresses',
      'Bootcut and wide-leg trousers',
      'Boat-neck and off-the-shoulder tops',
      'Structured jackets that end at the high hip',
      'Statement sleeves and detailed necklines',
    ],
    avoidSilhouettes: [
      'Skinny jeans worn with a clingy top',
      'Heavy pockets or embellishment on the hips',
      'Tapered, pleated trousers',
    ],
    stylingTips: [
      'Draw the eye upward with color, prints and detail above the waist.',
      'Keep the lower half darker and plainer for balance.',
      'Choose skirts that skim the hips rather than cling to them.',
    ],
  },
  apple: {
    id: 'apple',
    name: 'Apple',
    description: 'Weight sits around the middle, with slimmer legs and a fuller bust and midsection.',
    characteristics: [...shapeRuleLines('apple'), 'Fuller bust and midsection', 'Slimmer hips and legs'],
    bestSilhouettes: [
      'Empire-waist dresses and tops',
      'V-necklines',
      'Tunics and shift dresses',
      'Straight-leg and bootcut trousers',
      'Open, longline cardigans and jackets',
    ],
    avoidSilhouettes: [
      'Tight waistbands and wide belts at the natural waist',
      'Clingy fabrics across the middle',
      'Cropped, boxy jackets',
    ],
    stylingTips: [
      'Lengthen the torso with V-necks and long vertical lines.',
      'Show off the legs with knee-length hems and slim trousers.',
      'Pick fabrics that drape rather than cling.',
    ],
  },
  hourglass: {
    id: 'hourglass',
    name: 'Hourglass',
    description: 'Bust and hips are balanced, with a clearly defined waist.',
    characteristics: [...shapeRuleLines('hourglass'), 'Curved, balanced outline'],
    bestSilhouettes: [
      'Wrap dresses',
      'Fitted and belted styles',
      'Pencil skirts',
      'High-waisted trousers',
      'Bodycon and sheath dresses',
    ],
    avoidSilhouettes: [
      'Boxy, shapeless cuts that hide the waist',
      'Drop-waist dresses',
      'Very oversized layers',
    ],
    stylingTips: [
      'Follow your curves with tailored, fitted pieces.',
      'Mark the waist with belts and wrap ties.',
      'Choose fabrics with some stretch or drape.',
    ],
  },
  'inverted-triangle': {
    id: 'inverted-triangle',
    name: 'Inverted Triangle',
    description: 'Shoulders are broader than the hips, with a strong upper body and slimmer lower half.',
    characteristics: [...shapeRuleLines('inverted-triangle'), 'Broad shoulders, slim hips and legs'],
    bestSilhouettes: [
      'V-necks and halter necklines',
      'A-line and full skirts',
      'Wide-leg and palazzo trousers',
      'Straight, simple tops in soft fabrics',
      'Fit-and-flare dresses',
    ],
    avoidSilhouettes: [
      'Shoulder pads and puff sleeves',
      'Boat necks and wide necklines',
      'Skinny trousers with a voluminous top',
    ],
    stylingTips: [
      'Add volume below the waist with pleats, prints and flares.',
      'Keep shoulders simple: raglan sleeves and narrow straps.',
      'Wear brighter colors and detail on the lower half.',
      'Use deep V-necks to break up the width of the shoulders.',
    ],
  },
}
