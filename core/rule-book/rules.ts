import type { MessageKey } from '../i18n/translate.ts'
import type { BodyShapeId } from './body-shapes.ts'
import type { OccasionId } from './occasions.ts'
import type { StyleId } from './styles.ts'
import type { GarmentType } from '../garment/attributes.ts'
import type { GarmentZone } from '../garment/garment-kinds.ts'
import { all, any, chroma, colour, type Condition, family, has, is, not, type, value, zone } from './conditions.ts'

/**
 * The stylist guidance (docs/fit/stylist-rules.md) as data. Each rule says what a garment
 * must be (its attributes, where it is worn) and what that means: points toward flattering
 * (+) or working against (-) each body shape, or points toward a style personality or an
 * occasion. product-fit.ts adds the points up; nothing here reads words, only attributes,
 * so a "Flare" sleeve never counts as a flared skirt.
 *
 * Weights: 3 is what the guide names outright for the garment's main line (a wrap waist
 * for an hourglass, skinny trousers for a pear); 2 a named detail (a V-neck, a high rise);
 * 1 a supporting detail (a midi hem for an apple).
 */


const CLOTHES: GarmentZone[] = ['full', 'upper', 'lower', 'outer', 'swim']
const TOPS: GarmentZone[] = ['upper', 'outer']
const PRINTS = ['floral', 'polka-dot', 'animal', 'check', 'gingham', 'plaid', 'houndstooth', 'geometric', 'abstract', 'paisley', 'colour-block', 'tie-dye', 'graphic', 'camouflage']
/** One solid colour: no print and no stripe (outfits.ts keeps the balanced half of an outfit plain with it). */
export const PLAIN: Condition = any(is('pattern', 'solid'), not(any(is('pattern', ...PRINTS, 'stripe', 'horizontal-stripe', 'vertical-stripe'))))
/** A dark colour: deep (L* under 40) and not vivid (C* under 35), as black, navy, chocolate and forest green are. A plain dark bottom is what a pear wears below. */
export const DARK: Condition = all(value('deep'), chroma('soft'))

// ------------------------------------------------------------------------------------------
// Body shapes

export interface BodyRule {
  id: string
  when: readonly Condition[]
  /** Per shape: + the guide names it as flattering, - as working against; shapes not named are neither. Weights rank reasons. */
  effect: Readonly<Partial<Record<BodyShapeId, number>>>
  /**
   * The garment's main line (its silhouette or leg shape). A line on a shape's avoid list
   * decides on its own; anything else is a feature weighed with the others.
   */
  line?: true
  /** What the shopper reads when the rule flatters her shape ({shape} is her shape's name). */
  reason: MessageKey
}

const LEG_WEAR: GarmentType[] = ['trousers', 'jeans', 'shorts', 'leggings', 'joggers', 'culottes', 'jumpsuit', 'romper']
const NOT_HIGH_RISE: Condition = not(is('rise', 'high'))
const HIGH_RISE: Condition = is('rise', 'high')

/**
 * The guide's lists per shape, as rules. How they add up (product-fit.ts), as the guide
 * is read by a stylist: a main line on the shape's avoid list makes the garment avoid;
 * otherwise features against with none for make it avoid, features for with none against
 * make it flatter, and both or neither leave it neutral.
 */
export const BODY_RULES: readonly BodyRule[] = [
  // Silhouettes: balance, the waist, and where volume sits.
  { id: 'wrap-dress', line: true, when: [is('silhouette', 'wrap'), type('dress', 'jumpsuit', 'romper')], effect: { hourglass: 3, pear: 2, apple: 1, rectangle: 3 }, reason: 'product.fit.body.wrap' },
  // A wrap skirt falls like an A-line.
  { id: 'wrap-skirt', line: true, when: [is('silhouette', 'wrap'), type('skirt')], effect: { hourglass: 3, pear: 2, rectangle: 3, 'inverted-triangle': 2 }, reason: 'product.fit.body.wrap' },
  { id: 'wrap', line: true, when: [is('silhouette', 'wrap'), zone(...CLOTHES), not(type('dress', 'jumpsuit', 'romper', 'skirt'))], effect: { hourglass: 3, apple: 1, rectangle: 3 }, reason: 'product.fit.body.wrap' },
  { id: 'bodycon', line: true, when: [is('silhouette', 'bodycon'), zone('full', 'lower')], effect: { hourglass: 3, pear: -3, apple: -3 }, reason: 'product.fit.body.curves' },
  { id: 'bodycon-top', line: true, when: [is('silhouette', 'bodycon'), zone('upper')], effect: { hourglass: 2, apple: -3 }, reason: 'product.fit.body.curves' },
  { id: 'fitted', line: true, when: [is('silhouette', 'fitted'), zone(...CLOTHES), not(type(...LEG_WEAR))], effect: { hourglass: 2 }, reason: 'product.fit.body.curves' },
  { id: 'sheath', line: true, when: [is('silhouette', 'sheath')], effect: { hourglass: 3 }, reason: 'product.fit.body.curves' },
  { id: 'pencil', line: true, when: [is('silhouette', 'pencil')], effect: { hourglass: 3, pear: -3 }, reason: 'product.fit.body.curves' },
  { id: 'slip', line: true, when: [is('silhouette', 'slip'), zone('full')], effect: { apple: -2 }, reason: 'product.fit.body.curves' },
  { id: 'a-line', line: true, when: [is('silhouette', 'a-line')], effect: { pear: 3, apple: 2, rectangle: 2, 'inverted-triangle': 3 }, reason: 'product.fit.body.aLine' },
  // A fit-and-flare's seam sits at the natural waist: what an apple avoids.
  { id: 'fit-and-flare', line: true, when: [is('silhouette', 'fit-and-flare')], effect: { hourglass: 3, pear: 3, rectangle: 3, 'inverted-triangle': 3, apple: -2 }, reason: 'product.fit.body.fitAndFlare' },
  { id: 'full-skirt', line: true, when: [is('silhouette', 'full')], effect: { pear: 3, rectangle: 2, 'inverted-triangle': 3 }, reason: 'product.fit.body.volumeBelow' },
  { id: 'pleated', line: true, when: [is('silhouette', 'pleated'), zone('lower', 'full')], effect: { rectangle: 2, 'inverted-triangle': 3 }, reason: 'product.fit.body.volumeBelow' },
  { id: 'tiered-skirt', line: true, when: [is('silhouette', 'tiered'), zone('lower')], effect: { pear: 3, rectangle: 2, 'inverted-triangle': 3 }, reason: 'product.fit.body.volumeBelow' },
  { id: 'tiered', line: true, when: [is('silhouette', 'tiered'), zone('full')], effect: { rectangle: 2, 'inverted-triangle': 3 }, reason: 'product.fit.body.volumeBelow' },
  { id: 'shift', line: true, when: [is('silhouette', 'shift'), zone('full')], effect: { apple: 2, hourglass: -3, rectangle: -2 }, reason: 'product.fit.body.skimsMiddle' },
  { id: 'trapeze', line: true, when: [is('silhouette', 'trapeze')], effect: { apple: 2, hourglass: -3 }, reason: 'product.fit.body.skimsMiddle' },
  { id: 'peplum', line: true, when: [is('silhouette', 'peplum')], effect: { rectangle: 3, 'inverted-triangle': 3, pear: -3, apple: -3 }, reason: 'product.fit.body.peplum' },
  { id: 'oversized', line: true, when: [is('silhouette', 'oversized'), zone('full', 'upper', 'outer'), not(is('waist', 'belted', 'defined'))], effect: { hourglass: -3, rectangle: -2 }, reason: 'product.fit.body.curves' },
  { id: 'boxy', line: true, when: [is('silhouette', 'boxy'), zone('full', 'upper', 'outer'), not(is('waist', 'belted', 'defined'))], effect: { hourglass: -3, rectangle: -2, apple: -2 }, reason: 'product.fit.body.curves' },
  { id: 'cocoon', line: true, when: [is('silhouette', 'cocoon')], effect: { hourglass: -3 }, reason: 'product.fit.body.curves' },
  { id: 'column', line: true, when: [is('silhouette', 'straight'), zone('full'), not(is('waist', 'belted', 'defined'))], effect: { rectangle: -2 }, reason: 'product.fit.body.curves' },
  // Trousers: the leg, read with the rise where the guide asks for one.
  { id: 'skinny', line: true, when: [is('leg', 'skinny')], effect: { pear: -3 }, reason: 'product.fit.body.leg' },
  { id: 'tapered', line: true, when: [is('leg', 'tapered', 'jogger', 'slim')], effect: { pear: -3 }, reason: 'product.fit.body.leg' },
  { id: 'apple-leg', line: true, when: [is('leg', 'straight', 'slim', 'bootcut'), NOT_HIGH_RISE], effect: { apple: 2 }, reason: 'product.fit.body.leg' },
  { id: 'high-rise-leg', line: true, when: [is('leg', 'straight', 'bootcut', 'flare', 'wide', 'palazzo'), HIGH_RISE], effect: { hourglass: 2, rectangle: 2 }, reason: 'product.fit.body.highRise' },
  { id: 'bootcut', line: true, when: [is('leg', 'bootcut', 'flare')], effect: { pear: 3 }, reason: 'product.fit.body.balanceLeg' },
  { id: 'wide-leg', line: true, when: [is('leg', 'wide', 'palazzo', 'flare', 'barrel')], effect: { pear: 3, 'inverted-triangle': 3 }, reason: 'product.fit.body.balanceLeg' },
  { id: 'high-waistband', when: [HIGH_RISE, type(...LEG_WEAR)], effect: { apple: -2 }, reason: 'product.fit.body.highRise' },
  // Waist.
  { id: 'belted', when: [is('waist', 'belted'), zone(...CLOTHES)], effect: { hourglass: 3, rectangle: 3 }, reason: 'product.fit.body.belted' },
  // A belt at the natural waist is what an apple avoids above all, whatever else the piece has.
  { id: 'belt-at-waist', line: true, when: [is('waist', 'belted'), zone(...CLOTHES)], effect: { apple: -3 }, reason: 'product.fit.body.belted' },
  { id: 'defined-waist', when: [is('waist', 'defined'), zone(...CLOTHES)], effect: { hourglass: 3, rectangle: 2 }, reason: 'product.fit.body.waist' },
  // A seam or tie at the natural waist; a wrap's crossover (with its V) is not one.
  { id: 'waist-seam', when: [is('waist', 'defined'), zone(...CLOTHES), not(is('silhouette', 'wrap'))], effect: { apple: -1 }, reason: 'product.fit.body.waist' },
  { id: 'empire', when: [is('waist', 'empire')], effect: { apple: 3, pear: 2 }, reason: 'product.fit.body.empire' },
  { id: 'drop-waist', when: [is('waist', 'dropped')], effect: { hourglass: -3, pear: -3, rectangle: -3 }, reason: 'product.fit.body.waist' },
  // Necklines and shoulders.
  { id: 'v-neck', when: [is('neckline', 'v-neck', 'plunge', 'wrap')], effect: { hourglass: 1, apple: 2, 'inverted-triangle': 2 }, reason: 'product.fit.body.vNeck' },
  { id: 'scoop', when: [is('neckline', 'scoop')], effect: { hourglass: 1, apple: 2, rectangle: 1, 'inverted-triangle': 2 }, reason: 'product.fit.body.scoop' },
  { id: 'sweetheart', when: [is('neckline', 'sweetheart')], effect: { hourglass: 1, pear: 2, rectangle: 2 }, reason: 'product.fit.body.sweetheart' },
  { id: 'boat', when: [is('neckline', 'boat')], effect: { pear: 2, 'inverted-triangle': -3 }, reason: 'product.fit.body.shoulders' },
  { id: 'square', when: [is('neckline', 'square')], effect: { pear: 2, 'inverted-triangle': -1 }, reason: 'product.fit.body.shoulders' },
  { id: 'off-shoulder', when: [is('neckline', 'off-shoulder')], effect: { pear: 3, 'inverted-triangle': -3 }, reason: 'product.fit.body.shoulders' },
  { id: 'halter', when: [is('neckline', 'halter')], effect: { 'inverted-triangle': 2 }, reason: 'product.fit.body.softShoulders' },
  { id: 'strapless', when: [is('neckline', 'strapless'), zone('upper', 'full')], effect: { 'inverted-triangle': -2 }, reason: 'product.fit.body.shoulders' },
  { id: 'volume-at-neck', when: [is('neckline', 'high-neck', 'turtleneck', 'collar'), has('embellishments', 'ruffles', 'bow')], effect: { hourglass: -2 }, reason: 'product.fit.body.curves' },
  { id: 'puff-sleeve', when: [is('sleeve', 'puff')], effect: { pear: 2, 'inverted-triangle': -3 }, reason: 'product.fit.body.shoulders' },
  { id: 'statement-sleeve', when: [is('sleeve', 'balloon', 'bishop', 'flutter', 'cold-shoulder')], effect: { pear: 1 }, reason: 'product.fit.body.interestAbove' },
  { id: 'cap-sleeve', when: [is('sleeve', 'cap')], effect: { 'inverted-triangle': -2 }, reason: 'product.fit.body.shoulders' },
  { id: 'raglan', when: [is('sleeve', 'raglan', 'strappy')], effect: { 'inverted-triangle': 2 }, reason: 'product.fit.body.softShoulders' },
  { id: 'shoulder-pads', when: [has('embellishments', 'shoulder-pads')], effect: { pear: 2, 'inverted-triangle': -3 }, reason: 'product.fit.body.shoulders' },
  // Lengths.
  { id: 'cropped-top', when: [is('length', 'cropped'), zone(...TOPS)], effect: { apple: -3 }, reason: 'product.fit.body.cropped' },
  { id: 'cropped-jacket', when: [is('length', 'cropped'), zone('outer')], effect: { rectangle: 2, pear: 2 }, reason: 'product.fit.body.cropped' },
  { id: 'hip-length', when: [is('length', 'hip'), zone('upper')], effect: { pear: -2 }, reason: 'product.fit.body.interestAbove' },
  { id: 'longline', when: [is('length', 'longline'), zone(...TOPS)], effect: { apple: 2 }, reason: 'product.fit.body.longLine' },
  { id: 'knee-midi', when: [is('length', 'knee', 'midi'), type('dress', 'skirt')], effect: { apple: 1 }, reason: 'product.fit.body.hem' },
  // Fabric: "fluid or stretch" when the listing says so.
  { id: 'fluid', when: [is('drape', 'fluid'), zone('full', 'upper', 'lower', 'swim')], effect: { apple: 2, hourglass: 1 }, reason: 'product.fit.body.fluid' },
  { id: 'fluid-layer', when: [is('drape', 'fluid'), zone('outer')], effect: { apple: 2 }, reason: 'product.fit.body.fluid' },
  { id: 'stretch', when: [any(has('materials', 'stretch', 'ponte'), type('leggings')), zone('full', 'upper', 'lower')], effect: { hourglass: 1 }, reason: 'product.fit.body.curves' },
  { id: 'clingy', when: [is('drape', 'clingy'), zone('full', 'lower')], effect: { apple: -3, pear: -2, hourglass: 1 }, reason: 'product.fit.body.curves' },
  { id: 'clingy-top', when: [is('drape', 'clingy'), zone('upper')], effect: { apple: -3, hourglass: 1 }, reason: 'product.fit.body.curves' },
  { id: 'stiff', when: [is('fabricWeight', 'heavy'), is('drape', 'structured'), zone('full'), not(is('waist', 'belted', 'defined'))], effect: { hourglass: -2 }, reason: 'product.fit.body.curves' },
  // Pattern and detail: where the eye goes.
  { id: 'stripes-below', when: [is('pattern', 'horizontal-stripe'), zone('lower')], effect: { pear: -3, 'inverted-triangle': 2 }, reason: 'product.fit.body.interestBelow' },
  { id: 'stripes-above', when: [is('pattern', 'horizontal-stripe'), zone('upper', 'outer')], effect: { 'inverted-triangle': -3, apple: -2 }, reason: 'product.fit.body.interestAbove' },
  { id: 'stripes-dress', when: [is('pattern', 'horizontal-stripe'), zone('full')], effect: { pear: -2, apple: -2, 'inverted-triangle': -2 }, reason: 'product.fit.body.interestAbove' },
  { id: 'vertical-stripes', when: [is('pattern', 'vertical-stripe'), zone(...CLOTHES)], effect: { apple: 2 }, reason: 'product.fit.body.longLine' },
  { id: 'print-below', when: [is('pattern', ...PRINTS, 'stripe'), zone('lower')], effect: { 'inverted-triangle': 2 }, reason: 'product.fit.body.interestBelow' },
  { id: 'dark-plain-below', when: [zone('lower'), DARK, PLAIN], effect: { pear: 1 }, reason: 'product.fit.body.darkBelow' },
  // Her balance (outfits.ts, SHAPE_BALANCE) keeps a pear's bottom and an inverted triangle's top
  // plain, in every outfit: a print or stripe there decides on its own, as a line does, so her
  // Recommended never holds a piece no outfit of hers can (the 'flattered-but-unbalanced' invariant).
  { id: 'busy-below', line: true, when: [zone('lower'), not(PLAIN)], effect: { pear: -2 }, reason: 'product.fit.body.interestBelow' },
  { id: 'busy-above', line: true, when: [zone('upper'), not(PLAIN)], effect: { 'inverted-triangle': -2 }, reason: 'product.fit.body.interestAbove' },
  { id: 'ruffles', when: [has('embellishments', 'ruffles'), zone(...CLOTHES)], effect: { rectangle: 2 }, reason: 'product.fit.body.volumeBelow' },
  { id: 'hip-pockets', when: [has('embellishments', 'hip-pockets'), zone('lower', 'full')], effect: { pear: -3 }, reason: 'product.fit.body.interestBelow' },
  // Jackets and tunics.
  { id: 'double-breasted', when: [has('details', 'double-breasted')], effect: { apple: -3, rectangle: 2 }, reason: 'product.fit.body.jacket' },
  { id: 'single-breasted', when: [has('details', 'single-breasted'), zone('outer')], effect: { apple: 2 }, reason: 'product.fit.body.jacket' },
  { id: 'tunic', line: true, when: [type('tunic')], effect: { apple: 3 }, reason: 'product.fit.body.skimsMiddle' },
  // The accessories stylists name (docs/fit/stylist-rules.md, "Shoes and accessories").
  { id: 'wide-belt', when: [type('belt'), is('width', 'wide')], effect: { hourglass: 3, rectangle: 3, apple: -3 }, reason: 'product.fit.body.wideBelt' },
  { id: 'long-line-accessory', when: [type('necklace', 'scarf'), is('length', 'long')], effect: { apple: 2, 'inverted-triangle': 2 }, reason: 'product.fit.body.longAccessory' },
  { id: 'neck-accessory', when: [type('necklace', 'scarf'), is('length', 'choker', 'collar')], effect: { pear: 2, 'inverted-triangle': -2 }, reason: 'product.fit.body.neckAccessory' },
]

/** The attributes the body rules read on clothes: a garment with none of these read is unknown, not neutral. */
export const BODY_FIELDS = ['silhouette', 'neckline', 'sleeve', 'waist', 'length', 'rise', 'leg', 'drape', 'pattern'] as const

// ------------------------------------------------------------------------------------------
// Style personalities and occasions: what garment, cut, fabric and detail express together

export interface Cue<Id extends string> {
  when: readonly Condition[]
  points: Readonly<Partial<Record<Id, number>>>
}

/** Points a piece needs to carry a style or suit an occasion: one supporting word never does. */
export const CUE_THRESHOLD = 2

const CLOTHING: Condition = zone(...CLOTHES, 'intimate')
const HIGH_HEEL: Condition = is('heel', 'high')
const SOFT_FABRIC: Condition = has('materials', 'silk', 'satin', 'chiffon', 'georgette')
const EVENING_FABRIC: Condition = any(has('materials', 'satin', 'silk', 'velvet', 'sequin', 'taffeta', 'organza', 'tulle'), has('embellishments', 'sequins', 'beading'))
const RELAXED_KNIT: Condition = all(any(type('sweater', 'cardigan'), all(type('dress'), has('materials', 'knit', 'rib-knit'))), not(has('materials', 'cashmere', 'silk', 'mohair')))
const DRESSED_UP: Condition = any(is('formality', 'formal', 'evening'), EVENING_FABRIC)
/** What dresses an accessory or a shoe up: satin, silk, velvet, pearls, sequins. */
const DRESSY_FINISH: Condition = any(has('materials', 'satin', 'silk', 'velvet', 'taffeta', 'organza', 'tulle'), has('embellishments', 'pearls', 'sequins'))

/** A signature: a stated feature that expresses one style (docs/fit/stylist-rules.md section 3.2). */
export interface StyleSignature {
  style: StyleId
  when: readonly Condition[]
}

/** The guide's order of precedence: a piece keeps the first two of its styles in this order. */
export const STYLE_PRECEDENCE: readonly StyleId[] = ['formal', 'edgy', 'bohemian', 'romantic', 'trendy', 'classic', 'casual', 'minimal']
/** At most this many styles per piece. */
export const MAX_STYLES = 2

const BAGS: GarmentType[] = ['bag', 'clutch', 'tote', 'crossbody', 'backpack']
const JEWELLERY: GarmentType[] = ['necklace', 'earrings', 'bracelet', 'ring']
const DRESS_OR_SKIRT = type('dress', 'skirt')
/** Leg wear that is never tailoring. */
const NOT_TAILORING: Condition = any(type('jeans', 'joggers', 'leggings', 'culottes'), has('details', 'cargo', 'lounge'), has('materials', 'denim', 'linen', 'twill'))
/** Tailored trousers: cut, named or made in a suiting fabric (classic; their straight lines are minimal too). */
const TAILORED_TROUSERS: Condition = all(
  type('trousers'),
  not(NOT_TAILORING),
  any(is('silhouette', 'tailored'), all(is('leg', 'straight', 'slim', 'bootcut', 'wide'), has('materials', 'wool', 'crepe', 'ponte', 'gabardine', 'tweed'))),
)
/** Plain (guide 3.1): one solid colour and nothing added. Jewellery and belts are made of their hardware. */
const NOTHING_ADDED: Condition = not(has('embellishments', 'ruffles', 'sequins', 'lace', 'embroidery', 'beading', 'fringe', 'bow', 'studs', 'feathers', 'crochet', 'metallic', 'logo', 'pearls', 'cut-out'))
const PLAIN_PIECE: Condition = all(PLAIN, NOTHING_ADDED, any(type(...JEWELLERY, 'belt', 'watch'), all(not(has('embellishments', 'hardware')), { none: 'secondaryColours' })))
/** The guide's neutral colours (outfits.ts builds an outfit's colours on them). */
export const NEUTRAL: Condition = any(family('neutral'), colour('navy', 'camel', 'brown', 'chocolate', 'espresso', 'tan', 'cognac', 'khaki'))
/** Chunky, cable and slouchy knits ('cable' reads as a heavy knit). */
const CHUNKY_KNIT: Condition = any(has('details', 'chunky', 'slouchy'), all(is('fabricWeight', 'heavy'), has('materials', 'knit', 'rib-knit')))
/** Fabrics that make a maxi eveningwear rather than a flowing day dress. */
const EVENING_MAXI_FABRIC: Condition = has('materials', 'satin', 'silk', 'velvet', 'taffeta', 'sequin')

export const STYLE_SIGNATURES: readonly StyleSignature[] = [
  // Formal (eveningwear): named eveningwear, sequins and beading, velvet clothing, tuxedos, satin maxis, clutches, evening heels.
  { style: 'formal', when: [is('formality', 'evening', 'formal')] },
  { style: 'formal', when: [has('embellishments', 'sequins', 'beading'), any(zone(...CLOTHES, 'intimate', 'shoes'), type(...BAGS))] },
  { style: 'formal', when: [has('materials', 'velvet'), CLOTHING] },
  { style: 'formal', when: [has('details', 'tuxedo')] },
  { style: 'formal', when: [DRESS_OR_SKIRT, is('length', 'maxi'), EVENING_MAXI_FABRIC] },
  { style: 'formal', when: [type('clutch')] },
  { style: 'formal', when: [type('sandals', 'heels'), HIGH_HEEL, has('embellishments', 'straps')] },
  { style: 'formal', when: [type('heels', 'pumps'), any(has('materials', 'satin', 'silk', 'velvet'), has('embellishments', 'beading', 'sequins'))] },
  // Edgy: leather clothing, moto and combat, stiletto knee boots, studs, distressed denim, mesh clothing, chokers.
  { style: 'edgy', when: [has('materials', 'leather', 'faux-leather', 'vinyl'), CLOTHING] },
  { style: 'edgy', when: [has('details', 'moto', 'combat')] },
  { style: 'edgy', when: [type('boots'), HIGH_HEEL] },
  { style: 'edgy', when: [has('embellishments', 'studs')] },
  { style: 'edgy', when: [has('embellishments', 'distressed'), any(type('jeans'), has('materials', 'denim'))] },
  { style: 'edgy', when: [has('materials', 'mesh'), CLOTHING, not(has('details', 'athletic'))] },
  { style: 'edgy', when: [type('necklace'), is('length', 'choker')] },
  // Bohemian: folk pieces, embroidery, crochet, fringe, paisley, gauze, smocked bodices, bell sleeves, tiered and flowing maxis, suede, western boots, straw, espadrilles, wide brims.
  { style: 'bohemian', when: [any(has('details', 'peasant'), type('kimono', 'cover-up'))] },
  { style: 'bohemian', when: [any(has('embellishments', 'embroidery', 'crochet', 'smocking'), is('pattern', 'paisley'), has('materials', 'gauze', 'crochet'), is('sleeve', 'bell'))] },
  // Fringe, except the frayed edge of a tweed or bouclé jacket, which belongs to its classic look.
  { style: 'bohemian', when: [has('embellishments', 'fringe'), not(all(zone('outer'), has('materials', 'tweed', 'boucle')))] },
  { style: 'bohemian', when: [DRESS_OR_SKIRT, any(is('silhouette', 'tiered'), has('embellishments', 'tiers')), is('length', 'maxi', 'midi')] },
  { style: 'bohemian', when: [DRESS_OR_SKIRT, is('length', 'maxi'), any(is('drape', 'fluid'), is('silhouette', 'relaxed')), not(EVENING_MAXI_FABRIC), not(is('formality', 'evening', 'formal'))] },
  { style: 'bohemian', when: [has('materials', 'suede'), CLOTHING] },
  { style: 'bohemian', when: [any(all(zone('shoes'), has('details', 'western')), type('espadrilles'), all(zone('shoes', 'accessory'), has('materials', 'straw')), has('details', 'wide-brim'))] },
  // Romantic: lace, tulle, ruffles, bows, pearls, florals, polka dots, puff and flutter sleeves, sweetheart, babydolls, boleros, wraps, satin and silk, full skirts, Mary Janes.
  { style: 'romantic', when: [any(has('embellishments', 'lace', 'ruffles', 'bow', 'pearls'), has('materials', 'tulle', 'organza', 'pearl'))] },
  { style: 'romantic', when: [is('pattern', 'floral', 'polka-dot')] },
  { style: 'romantic', when: [any(is('sleeve', 'puff', 'flutter'), is('neckline', 'sweetheart'), has('details', 'babydoll', 'bolero', 'mary-jane'))] },
  { style: 'romantic', when: [is('silhouette', 'wrap'), zone('full', 'upper', 'lower')] },
  { style: 'romantic', when: [has('materials', 'satin', 'silk'), zone('full', 'upper', 'lower', 'intimate'), not(type('trousers', 'jeans', 'shorts', 'culottes', 'joggers', 'leggings'))] },
  { style: 'romantic', when: [type('skirt'), is('silhouette', 'full')] },
  // Trendy: oversized cuts, cropped tops, cargo, barrel legs, culottes, cut-outs, one shoulder, corsets, tube tops, metallics, sheer and mesh, statement sleeves, pleated minis, animal prints, platforms, square toes, statement jewellery.
  { style: 'trendy', when: [is('silhouette', 'oversized', 'boxy'), zone('full', 'upper', 'lower', 'outer')] },
  { style: 'trendy', when: [is('length', 'cropped'), any(zone('upper'), type('blazer', 'trench', 'coat', 'puffer'))] },
  { style: 'trendy', when: [any(has('details', 'cargo', 'corset'), is('leg', 'barrel'), type('culottes'), has('embellishments', 'cut-out', 'metallic', 'sequins', 'sheer'), is('neckline', 'one-shoulder'))] },
  { style: 'trendy', when: [is('neckline', 'strapless'), zone('upper')] },
  { style: 'trendy', when: [family('metallic'), any(zone(...CLOTHES, 'shoes'), type(...BAGS))] },
  { style: 'trendy', when: [has('materials', 'mesh', 'vinyl'), any(CLOTHING, zone('shoes')), not(has('details', 'athletic'))] },
  { style: 'trendy', when: [is('sleeve', 'balloon', 'bishop')] },
  { style: 'trendy', when: [type('skirt'), is('length', 'mini'), any(is('silhouette', 'pleated'), has('embellishments', 'pleats'))] },
  { style: 'trendy', when: [is('pattern', 'animal', 'tie-dye'), CLOTHING] },
  { style: 'trendy', when: [zone('shoes'), any(is('heel', 'platform'), has('details', 'chunky'), is('toe', 'square')), not(has('details', 'combat', 'athletic'))] },
  { style: 'trendy', when: [type(...JEWELLERY, 'hair-accessory', 'sunglasses'), has('details', 'statement', 'chunky')] },
  // Classic: blazers, trenches, tailored coats, tweed, pencil, sheath, peplum, pleated midi skirts, crisp shirts, bow blouses, tailored trousers, fine knits, Breton stripes, boat necks, pinstripes, polos, classic shoes, pearls, structured and chain bags, leather belts, watches, silk squares, cashmere, gloves, berets, cat-eye and aviator frames.
  { style: 'classic', when: [any(type('blazer', 'trench'), all(type('dress'), is('silhouette', 'tailored')))] },
  { style: 'classic', when: [type('coat'), any(is('silhouette', 'wrap', 'tailored'), is('waist', 'belted'), has('details', 'single-breasted', 'double-breasted'))] },
  { style: 'classic', when: [has('materials', 'tweed', 'boucle'), zone('outer')] },
  { style: 'classic', when: [is('silhouette', 'pencil', 'sheath', 'peplum')] },
  { style: 'classic', when: [type('skirt'), any(is('silhouette', 'pleated'), has('embellishments', 'pleats')), is('length', 'midi')] },
  { style: 'classic', when: [any(type('shirt'), all(type('dress'), is('neckline', 'collar'))), has('materials', 'poplin', 'oxford-cloth', 'crepe')] },
  { style: 'classic', when: [type('blouse', 'shirt', 'top'), has('embellishments', 'bow', 'shoulder-pads')] },
  { style: 'classic', when: [TAILORED_TROUSERS] },
  { style: 'classic', when: [type('shorts'), is('silhouette', 'tailored')] },
  { style: 'classic', when: [type('sweater', 'cardigan'), has('materials', 'cashmere', 'wool'), not(CHUNKY_KNIT), not(is('silhouette', 'oversized', 'boxy'))] },
  { style: 'classic', when: [any(all(is('pattern', 'horizontal-stripe'), zone('upper')), is('pattern', 'vertical-stripe'), is('neckline', 'boat'))] },
  { style: 'classic', when: [any(type('polo'), has('details', 'polo'))] },
  { style: 'classic', when: [any(type('loafers', 'pumps', 'flats'), all(type('heels'), is('heel', 'low')), all(type('heels'), is('toe', 'pointed'), not(has('embellishments', 'straps'))), has('details', 'chelsea'))] },
  // Plain knee-high (riding) boots: a flat or block heel, or none named.
  { style: 'classic', when: [type('boots'), not(is('heel', 'high', 'platform', 'wedge')), not(has('details', 'western', 'moto', 'combat', 'chunky')), not(is('formality', 'casual')), not(has('embellishments', 'fringe', 'studs'))] },
  { style: 'classic', when: [any(has('embellishments', 'pearls'), has('materials', 'pearl'))] },
  { style: 'classic', when: [type('bag', 'tote', 'crossbody'), any(is('drape', 'structured'), has('embellishments', 'quilting', 'hardware')), not(has('materials', 'straw', 'canvas', 'nylon'))] },
  { style: 'classic', when: [type('belt'), has('materials', 'leather'), PLAIN_PIECE, not(has('details', 'corset'))] },
  { style: 'classic', when: [type('watch')] },
  { style: 'classic', when: [type('scarf'), any(has('materials', 'cashmere'), all(has('materials', 'silk', 'satin'), not(is('pattern', 'paisley', 'floral'))))] },
  { style: 'classic', when: [any(all(type('gloves'), has('materials', 'leather')), all(type('hat'), has('details', 'beret')), all(type('sunglasses'), has('details', 'cat-eye', 'aviator')))] },
  // Casual: jeans, denim and chambray, chinos, tees and sweats, shorts, tunics, linen, flannel, corduroy, fleece, gingham, graphics, chunky knits, utility and padded outerwear, sneakers, flat sandals, canvas and nylon bags, caps and knitted scarves.
  { style: 'casual', when: [is('formality', 'casual')] },
  { style: 'casual', when: [any(type('jeans', 't-shirt', 'tank', 'sweatshirt', 'hoodie', 'joggers', 'leggings', 'shorts', 'tunic', 'puffer'), has('materials', 'denim', 'chambray'))] },
  { style: 'casual', when: [has('materials', 'linen', 'flannel', 'corduroy', 'fleece', 'sherpa', 'terry'), CLOTHING, not(type('blazer'))] },
  { style: 'casual', when: [is('pattern', 'gingham', 'graphic'), CLOTHING] },
  { style: 'casual', when: [type('sweater', 'cardigan', 'dress'), CHUNKY_KNIT] },
  { style: 'casual', when: [zone('outer', 'full'), any(has('details', 'utility'), all(zone('outer'), has('embellishments', 'quilting')))] },
  { style: 'casual', when: [has('details', 'cargo'), type('trousers', 'shorts')] },
  { style: 'casual', when: [type('jumpsuit'), has('materials', 'twill')] },
  { style: 'casual', when: [has('materials', 'pique'), any(type('polo'), has('details', 'polo'))] },
  { style: 'casual', when: [any(type('sneakers'), all(type('sandals', 'mules'), not(is('heel', 'mid', 'high', 'platform', 'wedge'))), all(zone('shoes'), has('materials', 'canvas')))] },
  { style: 'casual', when: [any(type('backpack', 'crossbody'), all(type(...BAGS), any(has('materials', 'canvas', 'nylon'), is('drape', 'soft'), has('details', 'slouchy'))))] },
  { style: 'casual', when: [type('scarf'), any(has('details', 'chunky'), has('materials', 'knit', 'rib-knit', 'fleece'))] },
  // Minimal, on a plain piece only: slips, camisoles, shells, plain silk shirts, clean dress lines, cocoons, gilets, bodysuits, high necks, rib-knit dresses, tees, straight tailoring, palazzos, leather sneakers, sock boots, flat leather mules, structured bags, fine jewellery, skinny belts.
  { style: 'minimal', when: [PLAIN_PIECE, any(
    all(DRESS_OR_SKIRT, is('silhouette', 'slip')),
    type('camisole', 'bodysuit', 't-shirt', 'tank', 'gilet'),
    has('details', 'shell'),
    all(type('shirt', 'blouse'), has('materials', 'satin', 'silk')),
    all(type('dress'), is('silhouette', 'sheath', 'shift', 'trapeze')),
    all(type('coat'), is('silhouette', 'cocoon')),
    all(zone('upper'), any(is('drape', 'clingy'), is('neckline', 'turtleneck', 'high-neck'))),
    all(type('dress'), has('materials', 'rib-knit')),
    all(TAILORED_TROUSERS, is('leg', 'straight', 'slim', 'wide')),
    is('leg', 'palazzo'),
  )] },
  { style: 'minimal', when: [PLAIN_PIECE, any(
    all(type('sneakers'), has('materials', 'leather'), not(has('details', 'athletic', 'chunky')), not(is('heel', 'platform'))),
    all(type('ankle-boots'), is('drape', 'clingy')),
    all(type('mules'), has('materials', 'leather'), not(is('heel', 'mid', 'high', 'platform', 'wedge'))),
    all(type(...BAGS), is('drape', 'structured'), not(has('materials', 'straw', 'canvas'))),
    all(type(...JEWELLERY), not(has('details', 'statement', 'chunky')), not(is('length', 'choker', 'collar')), not(has('materials', 'pearl'))),
    all(type('belt'), is('width', 'skinny')),
    type('watch'),
  )] },
]

/** What a piece with no signature is: minimal when plain and neutral, else casual (guide 3.1, step 4). */
export const NO_SIGNATURE: { minimal: readonly Condition[] } = { minimal: [PLAIN_PIECE, NEUTRAL] }

/** Swimwear takes one style: the first of these whose signature it shows, else classic (guide 3.1). */
export const SWIM_STYLES: ReadonlyArray<{ style: StyleId; when: readonly Condition[] }> = [
  { style: 'romantic', when: [any(has('embellishments', 'ruffles'), is('pattern', 'floral'))] },
  { style: 'bohemian', when: [any(has('embellishments', 'crochet'), has('materials', 'crochet'))] },
  { style: 'trendy', when: [any(has('embellishments', 'cut-out', 'metallic'), family('metallic'))] },
]

/** Where each style personality is worn (docs/fit/stylist-rules.md sections 3 and 4 read together). */
export const STYLE_OCCASIONS: Readonly<Record<StyleId, readonly OccasionId[]>> = {
  classic: ['work'],
  trendy: [],
  bohemian: ['casual', 'travel'],
  minimal: [],
  edgy: ['party'],
  romantic: ['date'],
  casual: ['casual'],
  formal: ['formal'],
}

export const OCCASION_CUES: readonly Cue<OccasionId>[] = [
  // Work: tailoring, blazers, trousers, pencil and midi skirts, shirts and blouses, sheath dresses, knit dresses, loafers and pumps, totes.
  { when: [any(is('silhouette', 'tailored'), type('blazer'))], points: { work: 2.5 } },
  { when: [type('trousers'), not(has('details', 'cargo', 'lounge', 'athletic'))], points: { work: 2 } },
  { when: [is('silhouette', 'pencil', 'sheath')], points: { work: 2.5 } },
  { when: [type('skirt'), is('length', 'midi', 'knee')], points: { work: 2 } },
  { when: [type('shirt', 'blouse')], points: { work: 2 } },
  { when: [type('dress'), has('materials', 'knit', 'rib-knit', 'ponte')], points: { work: 2 } },
  // Jersey is a knit: a jersey dress that is not a tee dress goes to the office.
  { when: [type('dress'), has('materials', 'jersey'), not(is('formality', 'casual'))], points: { work: 2 } },
  // A belt or a watch finishes an office outfit as well as a weekend one.
  { when: [type('belt', 'watch'), not(has('embellishments', 'studs', 'fringe', 'beading'))], points: { work: 2 } },
  { when: [type('loafers', 'pumps', 'tote')], points: { work: 2.5 } },
  { when: [is('formality', 'business')], points: { work: 3 } },
  { when: [type('cardigan')], points: { work: 1.5 } },
  // A trench goes to work and travels (the guide's belted trench).
  { when: [type('trench')], points: { work: 2, travel: 2 } },
  // A structured bag and a low heel are office pieces, as totes and pumps are.
  { when: [type('bag', 'tote', 'crossbody'), is('drape', 'structured')], points: { work: 2 } },
  { when: [zone('shoes'), is('heel', 'low')], points: { work: 2 } },
  { when: [type('sweater'), has('materials', 'cashmere', 'wool')], points: { work: 1 } },
  { when: [any(is('formality', 'evening'), has('embellishments', 'sequins', 'metallic', 'feathers', 'distressed', 'cut-out', 'sheer'), has('details', 'lounge', 'athletic'))], points: { work: -3 } },
  { when: [any(type('shorts', 'hoodie', 'sweatshirt', 'joggers', 'leggings', 'polo'), zone('swim'))], points: { work: -3 } },
  { when: [any(is('formality', 'casual'), has('materials', 'linen', 'corduroy', 'denim', 'canvas', 'flannel', 'leather', 'faux-leather'), is('silhouette', 'slip', 'full', 'oversized'))], points: { work: -2 } },
  { when: [is('length', 'mini')], points: { work: -2 } },
  // Casual: tees, jeans, sweatshirts, sneakers, sandals, shorts, casual dresses.
  { when: [type('t-shirt', 'jeans', 'sweatshirt', 'hoodie', 'sneakers', 'shorts', 'joggers')], points: { casual: 2.5 } },
  { when: [type('sandals', 'espadrilles'), not(HIGH_HEEL)], points: { casual: 2.5 } },
  { when: [is('formality', 'casual')], points: { casual: 2 } },
  { when: [type('dress', 'skirt'), has('materials', 'jersey', 'cotton', 'linen', 'chambray', 'denim'), not(is('formality', 'formal', 'evening', 'business'))], points: { casual: 1.5 } },
  { when: [has('materials', 'denim', 'chambray', 'jersey')], points: { casual: 1 } },
  { when: [type('tank', 'polo', 'backpack')], points: { casual: 2 } },
  { when: [is('pattern', 'graphic', 'tie-dye', 'camouflage')], points: { casual: 1 } },
  { when: [RELAXED_KNIT, any(is('silhouette', 'relaxed', 'oversized'), has('details', 'chunky'))], points: { casual: 1.5 } },
  { when: [has('details', 'lounge')], points: { casual: 2 } },
  // Florals, frills and gathered sleeves in a day fabric are worn every day, not only on a date.
  {
    when: [
      zone('full', 'upper', 'lower'),
      any(is('pattern', 'floral', 'polka-dot', 'check'), has('embellishments', 'ruffles', 'smocking', 'tiers'), is('sleeve', 'puff', 'flutter')),
      not(DRESSED_UP),
      not(SOFT_FABRIC),
      not(has('embellishments', 'lace', 'sheer')),
      not(is('formality', 'business')),
    ],
    points: { casual: 2 },
  },
  // Everyday shoes and accessories: flat shoes and boots, bags, belts, hats, jewellery, sunglasses.
  { when: [zone('shoes'), any(is('heel', 'flat', 'platform'), type('boots', 'ankle-boots', 'sneakers', 'loafers', 'flats', 'sandals', 'espadrilles')), not(is('heel', 'high')), not(DRESSY_FINISH)], points: { casual: 2 } },
  { when: [zone('accessory'), not(DRESSY_FINISH)], points: { casual: 2 } },
  { when: [type('bag', 'tote', 'crossbody', 'clutch'), is('drape', 'structured')], points: { casual: -2 } },
  // Sportswear is worn for sport, not about town: running shoes and shorts.
  { when: [has('details', 'athletic')], points: { casual: -3 } },
  { when: [type('trench')], points: { casual: -2 } },
  // What is not worn casually: evening and party pieces, sequins, metallics, feathers.
  { when: [any(is('formality', 'formal', 'evening'), has('embellishments', 'sequins', 'metallic', 'feathers', 'beading'), type('clutch'))], points: { casual: -3 } },
  // Formal: gowns, evening dresses, tuxedo tailoring, formal heels, clutches.
  { when: [is('formality', 'evening')], points: { formal: 3, party: 2 } },
  { when: [is('formality', 'formal')], points: { formal: 2, party: 2 } },
  { when: [has('details', 'tuxedo')], points: { formal: 3 } },
  { when: [type('clutch')], points: { formal: 2.5, party: 1 } },
  { when: [type('heels', 'pumps', 'sandals'), HIGH_HEEL, any(has('embellishments', 'straps', 'sequins', 'metallic'), is('toe', 'open'))], points: { formal: 2 } },
  { when: [EVENING_FABRIC, type('dress', 'jumpsuit', 'skirt'), is('length', 'maxi')], points: { formal: 2 } },
  // Party: sequins, metallics, velvet, minis, cocktail dresses, statement heels. Not denim.
  { when: [any(type('jeans'), has('materials', 'denim', 'chambray'))], points: { party: -2 } },
  { when: [has('embellishments', 'sequins')], points: { party: 3 } },
  { when: [has('embellishments', 'metallic')], points: { party: 2.5 } },
  { when: [has('materials', 'velvet')], points: { party: 2 } },
  { when: [is('length', 'mini'), type('dress', 'skirt')], points: { party: 1.5, date: 1 } },
  { when: [type('heels'), HIGH_HEEL], points: { party: 1.5, date: 2 } },
  { when: [has('details', 'statement'), zone('shoes', 'accessory')], points: { party: 1.5 } },
  { when: [has('embellishments', 'feathers', 'beading')], points: { party: 2 } },
  { when: [has('embellishments', 'cut-out')], points: { party: 1 } },
  // Date: slip and wrap dresses, silk camisoles, lace, heels, fitted knits.
  { when: [is('silhouette', 'slip', 'wrap'), type('dress')], points: { date: 2.5 } },
  { when: [type('camisole', 'top', 'blouse'), SOFT_FABRIC], points: { date: 2.5 } },
  { when: [has('embellishments', 'lace')], points: { date: 2 } },
  { when: [type('sweater', 'dress', 'top', 'cardigan'), is('silhouette', 'fitted', 'bodycon'), has('materials', 'knit', 'rib-knit')], points: { date: 2 } },
  { when: [type('dress'), is('silhouette', 'bodycon')], points: { date: 1.5, party: 1 } },
  { when: [is('neckline', 'sweetheart', 'off-shoulder')], points: { date: 1 } },
  // Travel: packable, jersey and wrinkle-resistant pieces, jumpsuits, crossbody bags, totes, comfortable sneakers, easy layers.
  { when: [has('details', 'packable')], points: { travel: 3 } },
  { when: [has('materials', 'jersey')], points: { travel: 2 } },
  { when: [type('jumpsuit', 'crossbody')], points: { travel: 2.5 } },
  { when: [type('tote', 'backpack')], points: { travel: 2 } },
  { when: [type('sneakers')], points: { travel: 1.5 } },
  { when: [type('cardigan')], points: { travel: 1 } },
  { when: [zone('swim')], points: { travel: 3 } },
  // Padded and quilted outerwear is the warm layer that travels.
  { when: [any(type('puffer'), all(zone('outer'), has('embellishments', 'quilting')))], points: { travel: 2 } },
  // Sport: activewear, leggings, sports bras, running and training shoes.
  { when: [has('details', 'athletic')], points: { sport: 3 } },
  { when: [type('leggings', 'sports-bra')], points: { sport: 2.5 } },
  { when: [type('joggers')], points: { sport: 1 } },
]
