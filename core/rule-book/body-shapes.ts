import type { GarmentAttributes } from '../garment/attributes.ts'
import type { CategoryId } from '../reference/categories.ts'
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
  /** What the blueprint lists under "Best Silhouettes": the `best` lines' texts. */
  readonly bestSilhouettes: readonly string[]
  /** What it lists under "Silhouettes to Avoid": the `avoid` lines' texts. */
  readonly avoidSilhouettes: readonly string[]
  /** Each best line with a garment it names: the rules grade every one 'flatters' for the shape (body-shapes.test.ts). */
  readonly best: readonly AdviceLine[]
  /** Each avoid line with a garment it names: the rules grade every one 'avoid' for the shape. */
  readonly avoid: readonly AdviceLine[]
  readonly stylingTips: readonly string[]
}

/**
 * The category that does the most for each shape: the spec's balanced algorithm gives it
 * +5 (back-office-and-engines.md section 9). A dress marks an hourglass's or a rectangle's
 * waist in one piece; tops carry the interest a pear and an apple want above the waist;
 * bottoms add the volume an inverted triangle wants below it.
 */
export const SHAPE_KEY_CATEGORY: Readonly<Record<BodyShapeId, CategoryId>> = {
  hourglass: 'dresses',
  pear: 'tops',
  apple: 'tops',
  rectangle: 'dresses',
  'inverted-triangle': 'bottoms',
}

/** A line of advice and a garment it speaks of, so the rules can be held to it. */
export interface AdviceLine {
  readonly text: string
  readonly example: Partial<GarmentAttributes>
}

type ShapeSource<Id extends BodyShapeId> = Omit<BodyShapeDetails<Id>, 'bestSilhouettes' | 'avoidSilhouettes'>

function shape<Id extends BodyShapeId>(source: ShapeSource<Id>): BodyShapeDetails<Id> {
  return { ...source, bestSilhouettes: source.best.map((l) => l.text), avoidSilhouettes: source.avoid.map((l) => l.text) }
}

const line = (text: string, example: Partial<GarmentAttributes>): AdviceLine => ({ text, example })

/** Advice for every shape, so the blueprint never falls back to generic text. */
export const BODY_SHAPE_DETAILS: { readonly [K in BodyShapeId]: BodyShapeDetails<K> } = {
  rectangle: shape({
    id: 'rectangle',
    name: 'Rectangle',
    description: 'Shoulders, waist and hips are close in width, giving a straight, athletic line.',
    characteristics: [...shapeRuleLines('rectangle'), 'Straight, balanced frame'],
    best: [
      line('Belted dresses and coats that mark a waist', { garmentType: 'dress', waist: 'belted' }),
      line('Peplum tops', { garmentType: 'top', silhouette: 'peplum' }),
      line('Wrap dresses', { garmentType: 'dress', silhouette: 'wrap' }),
      line('Ruffled or draped necklines', { garmentType: 'blouse', embellishments: ['ruffles'] }),
      line('High-waisted, wide-leg trousers', { garmentType: 'trousers', leg: 'wide', rise: 'high' }),
      line('Tiered or A-line skirts', { garmentType: 'skirt', silhouette: 'a-line' }),
    ],
    avoid: [
      line('Boxy, unstructured shifts worn without a belt', { garmentType: 'dress', silhouette: 'shift' }),
      line('Shapeless oversized tops', { garmentType: 'top', silhouette: 'oversized' }),
      line('Head-to-toe straight column cuts', { garmentType: 'dress', silhouette: 'straight' }),
    ],
    stylingTips: [
      'Create a waist with belts, tucks and contrast seams.',
      'Add volume at the bust or hips with ruffles, pleats or pockets.',
      'Layer textures to give the outline more dimension.',
    ],
  }),
  pear: shape({
    id: 'pear',
    name: 'Pear',
    description: 'Hips are wider than the shoulders, with a defined waist and a slimmer upper body.',
    characteristics: [...shapeRuleLines('pear'), 'Fuller hips and thighs, slimmer shoulders'],
    best: [
      line('A-line and fit-and-flare dresses', { garmentType: 'dress', silhouette: 'a-line' }),
      line('Bootcut and wide-leg trousers', { garmentType: 'trousers', leg: 'bootcut' }),
      line('Boat-neck and off-the-shoulder tops', { garmentType: 'top', neckline: 'boat' }),
      line('Structured jackets that end at the waist', { garmentType: 'jacket', length: 'cropped', drape: 'structured' }),
      line('Statement sleeves and detailed necklines', { garmentType: 'blouse', sleeve: 'puff' }),
    ],
    avoid: [
      line('Skinny jeans worn with a clingy top', { garmentType: 'jeans', leg: 'skinny' }),
      line('Pencil skirts and bodycon dresses that cling at the hip', { garmentType: 'skirt', silhouette: 'pencil' }),
      line('Prints, heavy pockets or embellishment on the hips', { garmentType: 'trousers', embellishments: ['hip-pockets'], pattern: 'floral' }),
      line('Tapered, pleated trousers', { garmentType: 'trousers', leg: 'tapered' }),
    ],
    stylingTips: [
      'Draw the eye upward with color, prints and detail above the waist.',
      'Keep the lower half darker and plainer for balance.',
      'Choose skirts that skim the hips rather than cling to them.',
    ],
  }),
  apple: shape({
    id: 'apple',
    name: 'Apple',
    description: 'Weight sits around the middle, with slimmer legs and a fuller bust and midsection.',
    characteristics: [...shapeRuleLines('apple'), 'Fuller bust and midsection', 'Slimmer hips and legs'],
    best: [
      line('Empire-waist dresses and tops', { garmentType: 'dress', waist: 'empire' }),
      line('V-necklines', { garmentType: 'top', neckline: 'v-neck' }),
      line('Tunics and shift dresses', { garmentType: 'tunic', length: 'longline' }),
      line('Straight-leg and bootcut trousers with a mid rise', { garmentType: 'trousers', leg: 'straight', rise: 'mid' }),
      line('Open, longline cardigans and jackets', { garmentType: 'cardigan', length: 'longline' }),
    ],
    avoid: [
      line('Tight waistbands and wide belts at the natural waist', { garmentType: 'belt', width: 'wide' }),
      line('Clingy fabrics across the middle', { garmentType: 'top', drape: 'clingy' }),
      line('Cropped, boxy jackets', { garmentType: 'jacket', length: 'cropped', silhouette: 'boxy' }),
    ],
    stylingTips: [
      'Lengthen the torso with V-necks and long vertical lines.',
      'Show off the legs with knee-length hems and slim trousers.',
      'Pick fabrics that drape rather than cling.',
    ],
  }),
  hourglass: shape({
    id: 'hourglass',
    name: 'Hourglass',
    description: 'Bust and hips are balanced, with a clearly defined waist.',
    characteristics: [...shapeRuleLines('hourglass'), 'Curved, balanced outline'],
    best: [
      line('Wrap dresses', { garmentType: 'dress', silhouette: 'wrap' }),
      line('Fitted and belted styles', { garmentType: 'dress', silhouette: 'fitted', waist: 'belted' }),
      line('Pencil skirts', { garmentType: 'skirt', silhouette: 'pencil' }),
      line('High-waisted trousers', { garmentType: 'trousers', leg: 'straight', rise: 'high' }),
      line('Bodycon and sheath dresses', { garmentType: 'dress', silhouette: 'sheath' }),
    ],
    avoid: [
      line('Boxy, shapeless cuts that hide the waist', { garmentType: 'top', silhouette: 'boxy' }),
      line('Drop-waist dresses', { garmentType: 'dress', waist: 'dropped' }),
      line('Very oversized layers', { garmentType: 'coat', silhouette: 'oversized' }),
    ],
    stylingTips: [
      'Follow your curves with tailored, fitted pieces.',
      'Mark the waist with belts and wrap ties.',
      'Choose fabrics with some stretch or drape.',
    ],
  }),
  'inverted-triangle': shape({
    id: 'inverted-triangle',
    name: 'Inverted Triangle',
    description: 'Shoulders are broader than the hips, with a strong upper body and slimmer lower half.',
    characteristics: [...shapeRuleLines('inverted-triangle'), 'Broad shoulders, slim hips and legs'],
    best: [
      line('V-necks and halter necklines', { garmentType: 'top', neckline: 'v-neck' }),
      line('A-line and full skirts', { garmentType: 'skirt', silhouette: 'a-line' }),
      line('Wide-leg and palazzo trousers', { garmentType: 'trousers', leg: 'wide' }),
      line('Simple tops with scoop necks and raglan sleeves', { garmentType: 'top', neckline: 'scoop', sleeve: 'raglan' }),
      line('Fit-and-flare dresses', { garmentType: 'dress', silhouette: 'fit-and-flare' }),
    ],
    avoid: [
      line('Shoulder pads and puff sleeves', { garmentType: 'blouse', sleeve: 'puff' }),
      line('Boat necks and wide necklines', { garmentType: 'top', neckline: 'boat' }),
      line('Horizontal stripes across the chest', { garmentType: 'top', pattern: 'horizontal-stripe' }),
      line('Busy prints on top', { garmentType: 'blouse', pattern: 'floral' }),
    ],
    stylingTips: [
      'Add volume below the waist with pleats, prints and flares.',
      'Keep shoulders simple: raglan sleeves and narrow straps.',
      'Wear brighter colors and detail on the lower half.',
      'Use deep V-necks to break up the width of the shoulders.',
    ],
  }),
}
