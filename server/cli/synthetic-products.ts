import { BODY_SHAPES, type BodyShapeId } from '#core/rule-book/body-shapes.ts'
import { CATEGORIES, type CategoryId } from '#core/reference/categories.ts'
import { COLOR_PALETTES, type ColorPaletteId } from '#core/rule-book/palettes.ts'
import { SEASONS, type SeasonId } from '#core/reference/seasons.ts'
import { STYLES, type StyleId } from '#core/rule-book/styles.ts'
import type { ProductSeed } from '#core/catalog/product-seed.ts'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { createSeededRandom } from '#core/catalog/seeded-random.ts'

export interface SyntheticProductOptions {
  /** Seed of the whole catalogue; default 1. Reduced to an unsigned 32-bit integer. */
  seed?: number
  /**
   * How many products come before this batch; default 0. Product n of the catalogue is
   * the same whichever batch makes it, so batches with consecutive ranges join up exactly.
   */
  startIndex?: number
}

/**
 * Makes `count` realistic, varied catalogue products for benchmarks, load tests and
 * fixtures. Deterministic: the same seed and range always give the same products, and
 * product n (`synthetic-00000n`) does not depend on the batch it was generated in.
 *
 * Names are colour + material/detail + garment words that the keyword inference reads
 * ('Rust Belted Wrap Midi Dress'), and the fit lists agree with those words: every value
 * the inference would derive from the name is present. Images reuse the sample SVGs of
 * the nearest garment. Ids and affiliate URLs are unique across any non-overlapping
 * ranges; the affiliate URL depends on the index only, not the seed.
 *
 * Throws a RangeError for a negative or fractional count or startIndex, a non-finite
 * seed, or a range past 2^32 - 1 products.
 */
export function generateSyntheticProducts(count: number, options: SyntheticProductOptions = {}): ProductSeed[] {
  const seed = options.seed ?? 1
  const startIndex = options.startIndex ?? 0
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`generateSyntheticProducts: count must be a whole number, 0 or more; got ${count}`)
  }
  if (!Number.isInteger(startIndex) || startIndex < 0) {
    throw new RangeError(`generateSyntheticProducts: startIndex must be a whole number, 0 or more; got ${startIndex}`)
  }
  if (!Number.isFinite(seed)) {
    throw new RangeError(`generateSyntheticProducts: seed must be a finite number; got ${seed}`)
  }
  if (startIndex + count > MAX_PRODUCT_NUMBER) {
    throw new RangeError(
      `generateSyntheticProducts: startIndex + count must stay within ${MAX_PRODUCT_NUMBER}, where ids and affiliate URLs stay unique`,
    )
  }
  const products = new Array<ProductSeed>(count)
  for (let i = 0; i < count; i++) products[i] = syntheticProduct(seed, startIndex + i + 1)
  return products
}

// The affiliate id scrambles the product number within 32 bits, so past that it would repeat.
const MAX_PRODUCT_NUMBER = 0xffffffff
const AFFILIATE_TAG = 'styleblueprint-20'
const MAX_STYLES = 3

// ---------------------------------------------------------------------------------------
// Vocabulary. Each word carries the fit it implies; a product's fit is the union over its
// words, and a dimension no word speaks to gets every value (as the keyword inference
// does). Season and shape words include at least what core/reference/keyword-inference
// derives from them, which synthetic-products.test.ts checks.

interface Traits {
  readonly seasons?: readonly SeasonId[]
  readonly shapes?: readonly BodyShapeId[]
  readonly palettes?: readonly ColorPaletteId[]
  readonly styles?: readonly StyleId[]
}

interface Material extends Traits {
  readonly label: string
  /** How the description names the fabric. */
  readonly phrase: string
  readonly care: string
  /** Price multiplier over the garment's base range. */
  readonly price: number
}

interface Detail extends Traits {
  readonly label: string
}

interface Colour {
  readonly label: string
  readonly palettes: readonly ColorPaletteId[]
  readonly weight?: number
}

const MATERIALS = {
  linen: { label: 'Linen', phrase: 'washed linen', care: 'Machine wash cold.', price: 1.1, seasons: ['spring', 'summer'], styles: ['casual'] },
  cotton: { label: 'Cotton', phrase: 'soft organic cotton', care: 'Machine washable.', price: 0.9, styles: ['casual'] },
  poplin: { label: 'Poplin', phrase: 'crisp cotton poplin', care: 'Machine washable.', price: 0.95, seasons: ['spring', 'summer'], styles: ['classic'] },
  silk: { label: 'Silk', phrase: 'washable silk', care: 'Hand wash cold or dry clean.', price: 1.6, seasons: ['spring', 'summer', 'autumn'], styles: ['classic', 'romantic'] },
  satin: { label: 'Satin', phrase: 'fluid satin', care: 'Hand wash cold.', price: 1.15, seasons: ['spring', 'summer', 'autumn'], styles: ['romantic', 'trendy'] },
  chiffon: { label: 'Chiffon', phrase: 'airy chiffon', care: 'Hand wash cold.', price: 1.05, seasons: ['spring', 'summer'], styles: ['romantic'] },
  crepe: { label: 'Crepe', phrase: 'drapey crepe', care: 'Machine washable.', price: 1, styles: ['classic', 'minimal'] },
  jersey: { label: 'Jersey', phrase: 'stretch jersey', care: 'Machine washable.', price: 0.85, styles: ['casual', 'minimal'] },
  wool: { label: 'Wool', phrase: 'a soft wool blend', care: 'Dry clean only.', price: 1.35, seasons: ['autumn', 'winter'], styles: ['classic'] },
  cashmere: { label: 'Cashmere', phrase: 'pure cashmere', care: 'Hand wash cold and dry flat.', price: 2.1, seasons: ['autumn', 'winter'], styles: ['classic', 'minimal'] },
  merino: { label: 'Merino', phrase: 'fine merino wool', care: 'Hand wash cold and dry flat.', price: 1.4, seasons: ['autumn', 'winter'], styles: ['classic', 'minimal'] },
  knit: { label: 'Knit', phrase: 'a soft, cosy knit', care: 'Hand wash cold and dry flat.', price: 1, seasons: ['autumn', 'winter'], styles: ['casual'] },
  ribbedKnit: { label: 'Ribbed-Knit', phrase: 'a stretchy rib knit', care: 'Machine wash cold.', price: 1, seasons: ['autumn', 'winter'], styles: ['minimal', 'casual'] },
  cableKnit: { label: 'Cable-Knit', phrase: 'a chunky cable knit', care: 'Hand wash cold and dry flat.', price: 1.2, seasons: ['autumn', 'winter'], styles: ['classic', 'casual'] },
  velvet: { label: 'Velvet', phrase: 'plush velvet', care: 'Dry clean only.', price: 1.3, seasons: ['autumn', 'winter'], styles: ['romantic', 'formal'] },
  corduroy: { label: 'Corduroy', phrase: 'fine-wale corduroy', care: 'Machine wash cold.', price: 1, seasons: ['autumn', 'winter'], styles: ['casual', 'bohemian'] },
  tweed: { label: 'Tweed', phrase: 'textured tweed', care: 'Dry clean only.', price: 1.45, seasons: ['autumn', 'winter'], styles: ['classic'] },
  flannel: { label: 'Flannel', phrase: 'brushed cotton flannel', care: 'Machine washable.', price: 0.95, seasons: ['autumn', 'winter'], styles: ['casual'] },
  leather: { label: 'Leather', phrase: 'smooth leather', care: 'Wipe clean with a soft cloth.', price: 1.7, seasons: ['spring', 'autumn'], styles: ['classic'] },
  fauxLeather: { label: 'Faux-Leather', phrase: 'supple faux leather', care: 'Wipe clean.', price: 1, seasons: ['spring', 'autumn'], styles: ['edgy', 'trendy'] },
  suede: { label: 'Suede', phrase: 'soft suede', care: 'Brush clean and protect from rain.', price: 1.5, seasons: ['spring', 'autumn'], styles: ['bohemian', 'classic'] },
  denim: { label: 'Denim', phrase: 'rigid cotton denim', care: 'Machine wash cold, inside out.', price: 1, seasons: ['spring', 'summer', 'autumn'], palettes: ['neutral'], styles: ['casual'] },
  lace: { label: 'Lace', phrase: 'delicate lace', care: 'Hand wash cold.', price: 1.2, seasons: ['spring', 'summer'], styles: ['romantic'] },
  eyelet: { label: 'Eyelet', phrase: 'embroidered cotton eyelet', care: 'Machine wash cold.', price: 1.05, seasons: ['spring', 'summer'], styles: ['romantic'] },
  seersucker: { label: 'Seersucker', phrase: 'puckered seersucker', care: 'Machine washable.', price: 0.95, seasons: ['summer'], styles: ['casual', 'classic'] },
  straw: { label: 'Straw', phrase: 'hand-woven straw', care: 'Spot clean only.', price: 0.9, seasons: ['summer'], styles: ['bohemian'] },
  canvas: { label: 'Canvas', phrase: 'sturdy cotton canvas', care: 'Spot clean.', price: 0.8, styles: ['casual'] },
  patent: { label: 'Patent', phrase: 'high-shine patent', care: 'Wipe clean.', price: 1.4, styles: ['trendy', 'formal'] },
  sequin: { label: 'Sequin', phrase: 'all-over sequins', care: 'Spot clean only.', price: 1.5, seasons: ['autumn', 'winter'], styles: ['formal', 'trendy'] },
  nylon: { label: 'Nylon', phrase: 'recycled nylon', care: 'Machine washable.', price: 0.9, styles: ['casual'] },
  modal: { label: 'Modal', phrase: 'silky modal', care: 'Machine wash cold.', price: 0.9, styles: ['casual', 'romantic'] },
  felt: { label: 'Felt', phrase: 'pure wool felt', care: 'Spot clean.', price: 1.2, seasons: ['autumn', 'winter'], styles: ['classic'] },
  fleece: { label: 'Fleece', phrase: 'brushed fleece', care: 'Machine washable.', price: 0.9, seasons: ['autumn', 'winter'], styles: ['casual'] },
} as const satisfies Record<string, Material>
type MaterialKey = keyof typeof MATERIALS

const DETAILS = {
  belted: { label: 'Belted', shapes: ['hourglass'], styles: ['classic'] },
  wrap: { label: 'Wrap', shapes: ['apple', 'hourglass'], styles: ['classic', 'romantic'] },
  fitted: { label: 'Fitted', shapes: ['hourglass'], styles: ['classic', 'minimal'] },
  ruched: { label: 'Ruched', shapes: ['hourglass'], styles: ['trendy', 'romantic'] },
  aLine: { label: 'A-Line', shapes: ['pear'], styles: ['classic'] },
  flared: { label: 'Flared', shapes: ['pear'], styles: ['trendy', 'bohemian'] },
  empire: { label: 'Empire-Waist', shapes: ['apple'], styles: ['romantic'] },
  tailored: { label: 'Tailored', shapes: ['rectangle'], styles: ['classic', 'formal'] },
  ruffled: { label: 'Ruffled', shapes: ['rectangle'], styles: ['romantic'] },
  doubleBreasted: { label: 'Double-Breasted', shapes: ['rectangle'], styles: ['classic'] },
  vNeck: { label: 'V-Neck', shapes: ['apple', 'inverted-triangle'], styles: ['classic'] },
  halter: { label: 'Halter', shapes: ['inverted-triangle'], styles: ['trendy'] },
  offShoulder: { label: 'Off-the-Shoulder', shapes: ['pear'], styles: ['romantic', 'trendy'] },
  puffSleeve: { label: 'Puff-Sleeve', shapes: ['pear'], styles: ['romantic', 'trendy'] },
  highRise: { label: 'High-Rise', shapes: ['pear', 'hourglass'], styles: ['classic'] },
  highWaisted: { label: 'High-Waisted', shapes: ['pear', 'hourglass'], styles: ['classic'] },
  longline: { label: 'Longline', shapes: ['apple'], styles: ['minimal'] },
  pleated: { label: 'Pleated', shapes: ['inverted-triangle'], styles: ['classic', 'romantic'] },
  tiered: { label: 'Tiered', shapes: ['inverted-triangle'], styles: ['bohemian', 'romantic'] },
  wideLeg: { label: 'Wide-Leg', shapes: ['inverted-triangle'], styles: ['classic'] },
  squareNeck: { label: 'Square-Neck', styles: ['romantic', 'trendy'] },
  cowlNeck: { label: 'Cowl-Neck', styles: ['romantic', 'minimal'] },
  crewNeck: { label: 'Crew-Neck', styles: ['classic', 'casual'] },
  tieNeck: { label: 'Tie-Neck', styles: ['classic', 'romantic'] },
  turtleneck: { label: 'Turtleneck', seasons: ['autumn', 'winter'], styles: ['classic', 'minimal'] },
  shortSleeve: { label: 'Short-Sleeve', seasons: ['spring', 'summer'], styles: ['casual'] },
  sleeveless: { label: 'Sleeveless', seasons: ['spring', 'summer'], styles: ['minimal'] },
  oversized: { label: 'Oversized', styles: ['trendy', 'casual'] },
  cropped: { label: 'Cropped', styles: ['trendy'] },
  floral: { label: 'Floral', seasons: ['spring', 'summer'], styles: ['romantic', 'bohemian'] },
  gingham: { label: 'Gingham', seasons: ['spring', 'summer'], styles: ['romantic', 'casual'] },
  striped: { label: 'Striped', styles: ['classic', 'casual'] },
  polkaDot: { label: 'Polka-Dot', styles: ['romantic', 'trendy'] },
  plaid: { label: 'Plaid', seasons: ['autumn', 'winter'], styles: ['classic'] },
  smocked: { label: 'Smocked', seasons: ['spring', 'summer'], styles: ['bohemian', 'romantic'] },
  embroidered: { label: 'Embroidered', styles: ['bohemian', 'romantic'] },
  laceTrim: { label: 'Lace-Trim', styles: ['romantic'] },
  ribbed: { label: 'Ribbed', styles: ['minimal', 'casual'] },
  racerback: { label: 'Racerback', styles: ['casual'] },
  seamless: { label: 'Seamless', styles: ['minimal', 'casual'] },
  distressed: { label: 'Distressed', styles: ['edgy', 'casual'] },
  chunky: { label: 'Chunky', styles: ['casual', 'trendy'] },
  quilted: { label: 'Quilted', seasons: ['autumn', 'winter'], styles: ['classic'] },
  studded: { label: 'Studded', styles: ['edgy'] },
  fringed: { label: 'Fringed', styles: ['bohemian'] },
  cutOut: { label: 'Cut-Out', styles: ['trendy', 'edgy'] },
  hooded: { label: 'Hooded', styles: ['casual'] },
  zipUp: { label: 'Zip-Up', styles: ['casual'] },
  beaded: { label: 'Beaded', styles: ['formal', 'romantic'] },
  blockHeel: { label: 'Block-Heel', styles: ['classic', 'casual'] },
  kittenHeel: { label: 'Kitten-Heel', styles: ['classic', 'romantic'] },
  pointedToe: { label: 'Pointed-Toe', styles: ['classic', 'formal'] },
  squareToe: { label: 'Square-Toe', styles: ['trendy', 'minimal'] },
  almondToe: { label: 'Almond-Toe', styles: ['classic', 'minimal'] },
  lugSole: { label: 'Lug-Sole', styles: ['edgy', 'trendy'] },
  platform: { label: 'Platform', styles: ['trendy'] },
  lowTop: { label: 'Low-Top', styles: ['minimal', 'casual'] },
  strappy: { label: 'Strappy', styles: ['romantic'] },
  slingback: { label: 'Slingback', styles: ['classic'] },
  laceUp: { label: 'Lace-Up', styles: ['casual', 'edgy'] },
  structured: { label: 'Structured', styles: ['classic', 'minimal'] },
  woven: { label: 'Woven', seasons: ['spring', 'summer'], styles: ['bohemian'] },
  mini: { label: 'Mini', styles: ['trendy'] },
  chainStrap: { label: 'Chain-Strap', styles: ['trendy', 'formal'] },
  wideBrim: { label: 'Wide-Brim', styles: ['bohemian', 'classic'] },
  packable: { label: 'Packable', styles: ['casual'] },
} as const satisfies Record<string, Detail>
type DetailKey = keyof typeof DETAILS

const COLOURS = {
  black: { label: 'Black', palettes: ['cool', 'neutral'], weight: 4 },
  white: { label: 'White', palettes: ['cool', 'neutral'], weight: 2 },
  ivory: { label: 'Ivory', palettes: ['warm', 'neutral'], weight: 2 },
  cream: { label: 'Cream', palettes: ['warm', 'neutral'] },
  beige: { label: 'Beige', palettes: ['neutral'], weight: 2 },
  taupe: { label: 'Taupe', palettes: ['neutral'] },
  stone: { label: 'Stone', palettes: ['neutral'] },
  oatmeal: { label: 'Oatmeal', palettes: ['neutral'] },
  sand: { label: 'Sand', palettes: ['neutral'] },
  ecru: { label: 'Ecru', palettes: ['neutral'] },
  grey: { label: 'Grey', palettes: ['cool', 'neutral'] },
  charcoal: { label: 'Charcoal', palettes: ['cool', 'neutral'] },
  camel: { label: 'Camel', palettes: ['warm'], weight: 2 },
  rust: { label: 'Rust', palettes: ['warm'] },
  terracotta: { label: 'Terracotta', palettes: ['warm'] },
  olive: { label: 'Olive', palettes: ['warm'] },
  mustard: { label: 'Mustard', palettes: ['warm'] },
  cognac: { label: 'Cognac', palettes: ['warm'] },
  chocolate: { label: 'Chocolate', palettes: ['warm'] },
  tan: { label: 'Tan', palettes: ['warm'] },
  khaki: { label: 'Khaki', palettes: ['warm'] },
  coral: { label: 'Coral', palettes: ['warm'] },
  peach: { label: 'Peach', palettes: ['warm'] },
  brick: { label: 'Brick', palettes: ['warm'] },
  navy: { label: 'Navy', palettes: ['cool'], weight: 3 },
  emerald: { label: 'Emerald', palettes: ['cool'] },
  burgundy: { label: 'Burgundy', palettes: ['cool'] },
  cobalt: { label: 'Cobalt', palettes: ['cool'] },
  sapphire: { label: 'Sapphire', palettes: ['cool'] },
  teal: { label: 'Teal', palettes: ['cool'] },
  plum: { label: 'Plum', palettes: ['cool'] },
  berry: { label: 'Berry', palettes: ['cool'] },
  lavender: { label: 'Lavender', palettes: ['cool'] },
  lilac: { label: 'Lilac', palettes: ['cool'] },
  fuchsia: { label: 'Fuchsia', palettes: ['cool'] },
  mint: { label: 'Mint', palettes: ['cool'] },
  red: { label: 'Red', palettes: ['warm', 'cool'] },
  pink: { label: 'Pink', palettes: ['cool', 'neutral'] },
  blush: { label: 'Blush', palettes: ['neutral'] },
  dustyRose: { label: 'Dusty Rose', palettes: ['neutral'] },
  mauve: { label: 'Mauve', palettes: ['neutral'] },
  sage: { label: 'Sage', palettes: ['warm', 'neutral'] },
  gold: { label: 'Gold', palettes: ['warm'] },
  silver: { label: 'Silver', palettes: ['cool'] },
  lightWash: { label: 'Light-Wash', palettes: ['cool', 'neutral'] },
  midWash: { label: 'Mid-Wash', palettes: ['cool', 'neutral'], weight: 2 },
  darkWash: { label: 'Dark-Wash', palettes: ['cool', 'neutral'], weight: 2 },
} as const satisfies Record<string, Colour>
type ColourKey = keyof typeof COLOURS

const CLOTHING_COLOURS: readonly ColourKey[] = [
  'black', 'white', 'ivory', 'cream', 'beige', 'taupe', 'stone', 'oatmeal', 'sand', 'ecru', 'grey',
  'charcoal', 'camel', 'rust', 'terracotta', 'olive', 'mustard', 'chocolate', 'khaki', 'coral',
  'peach', 'brick', 'navy', 'emerald', 'burgundy', 'cobalt', 'sapphire', 'teal', 'plum', 'berry',
  'lavender', 'lilac', 'fuchsia', 'mint', 'red', 'pink', 'blush', 'dustyRose', 'mauve', 'sage',
]
const LEATHER_COLOURS: readonly ColourKey[] = [
  'black', 'cognac', 'tan', 'chocolate', 'burgundy', 'taupe', 'camel', 'olive', 'ivory', 'navy',
  'stone', 'red', 'blush', 'sage', 'white',
]
const OCCASION_COLOURS: readonly ColourKey[] = [
  'black', 'ivory', 'navy', 'emerald', 'burgundy', 'sapphire', 'plum', 'red', 'blush', 'gold', 'silver',
]
const DENIM_COLOURS: readonly ColourKey[] = ['lightWash', 'midWash', 'darkWash', 'black', 'white', 'ecru']
const COAT_COLOURS: readonly ColourKey[] = [
  'camel', 'beige', 'stone', 'navy', 'black', 'khaki', 'olive', 'charcoal', 'grey', 'chocolate',
  'ivory', 'burgundy', 'sage',
]
const ACTIVE_COLOURS: readonly ColourKey[] = [
  'black', 'charcoal', 'grey', 'navy', 'sage', 'olive', 'mauve', 'dustyRose', 'lavender', 'cobalt',
  'coral', 'white', 'berry', 'teal',
]

const IMAGE = {
  wrapDress: sampleImage('sample-belted-wrap-midi-dress'),
  sundress: sampleImage('sample-linen-a-line-sundress'),
  slipDress: sampleImage('sample-satin-slip-midi-dress'),
  blouse: sampleImage('sample-silk-button-down-blouse'),
  sweater: sampleImage('sample-ribbed-knit-turtleneck-sweater'),
  trousers: sampleImage('sample-high-rise-wide-leg-trousers'),
  skirt: sampleImage('sample-pleated-satin-midi-skirt'),
  boots: sampleImage('sample-block-heel-leather-ankle-boots'),
  pumps: sampleImage('sample-pointed-toe-slingback-pumps'),
  tote: sampleImage('sample-structured-leather-tote'),
  hat: sampleImage('sample-wide-brim-wool-felt-hat'),
  coat: sampleImage('sample-camel-wool-trench-coat'),
}

function sampleImage(sampleId: string): string {
  const sample = SAMPLE_PRODUCTS.find((p) => p.id === sampleId)
  if (!sample) throw new Error(`synthetic-products: no sample product '${sampleId}' to borrow an image from`)
  return sample.imageUrl
}

type Length = 'Mini' | 'Midi' | 'Maxi'

interface Garment extends Traits {
  /** The garment words, head noun last: a length goes in front of the head ('Wrap Midi Dress'). */
  readonly noun: string
  readonly category: CategoryId
  /** The sample picture with the nearest silhouette (the four categories without samples borrow one). */
  readonly image: keyof typeof IMAGE
  readonly price: readonly [number, number]
  readonly styles: readonly StyleId[]
  readonly materials?: readonly MaterialKey[]
  readonly details?: readonly DetailKey[]
  readonly lengths?: readonly Length[]
  /** Default: CLOTHING_COLOURS. */
  readonly colours?: readonly ColourKey[]
  /** What the description says the garment is made of when the name names no material. */
  readonly fabric: string
  readonly notes: readonly string[]
  readonly tags: readonly string[]
  readonly weight?: number
}

const ALL_YEAR: readonly SeasonId[] = SEASONS
const COLD: readonly SeasonId[] = ['autumn', 'winter']
const WARM_WEATHER: readonly SeasonId[] = ['spring', 'summer']

const GARMENTS: readonly Garment[] = [
  // Dresses
  {
    noun: 'Wrap Dress', category: 'dresses', image: 'wrapDress', price: [45, 160], weight: 2,
    shapes: ['apple', 'hourglass'], styles: ['classic', 'romantic'],
    materials: ['crepe', 'jersey', 'silk', 'satin', 'chiffon', 'linen', 'wool'],
    details: ['belted', 'floral', 'puffSleeve', 'polkaDot', 'shortSleeve'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'a fluid crepe', tags: ['dress', 'wrap-dress'],
    notes: ['The wrap front ties at the side, so the waist is yours to set.', 'A true wrap with a soft V-neck and a self-tie that defines the waist.'],
  },
  {
    noun: 'Shirt Dress', category: 'dresses', image: 'wrapDress', price: [40, 140], weight: 1.5,
    shapes: ['rectangle'], styles: ['classic', 'casual'],
    materials: ['cotton', 'poplin', 'linen', 'denim', 'silk', 'crepe'],
    details: ['belted', 'striped', 'shortSleeve', 'oversized', 'gingham'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'crisp cotton', tags: ['dress', 'shirt-dress'],
    notes: ['A button-through front, a neat collar and sleeves that roll to the elbow.', 'Wear it buttoned as a dress or open over jeans as a duster.'],
  },
  {
    noun: 'Sheath Dress', category: 'dresses', image: 'slipDress', price: [55, 170],
    shapes: ['rectangle', 'hourglass'], styles: ['classic', 'minimal', 'formal'],
    materials: ['crepe', 'wool', 'tweed', 'jersey'],
    details: ['sleeveless', 'squareNeck', 'tailored', 'vNeck'], lengths: ['Midi'],
    fabric: 'a structured crepe', tags: ['dress', 'sheath-dress'],
    notes: ['Darted through the bodice and lined, it skims the body without clinging.', 'A clean, knee-grazing line with a concealed back zip.'],
  },
  {
    noun: 'A-Line Dress', category: 'dresses', image: 'sundress', price: [40, 140], weight: 2,
    shapes: ['pear'], styles: ['classic', 'romantic'],
    materials: ['cotton', 'linen', 'poplin', 'crepe', 'eyelet', 'lace', 'corduroy'],
    details: ['floral', 'sleeveless', 'puffSleeve', 'gingham', 'squareNeck', 'vNeck', 'polkaDot'], lengths: ['Mini', 'Midi'],
    fabric: 'soft cotton', tags: ['dress', 'a-line'],
    notes: ['Fitted through the bodice, it flares gently from the waist over the hips.', 'The skirt falls in an easy A-line with side-seam pockets.'],
  },
  {
    noun: 'Fit-and-Flare Dress', category: 'dresses', image: 'sundress', price: [45, 150],
    shapes: ['pear', 'hourglass'], styles: ['romantic', 'classic'],
    materials: ['cotton', 'crepe', 'jersey', 'lace', 'eyelet', 'velvet'],
    details: ['floral', 'polkaDot', 'sleeveless', 'squareNeck', 'offShoulder'], lengths: ['Mini', 'Midi'],
    fabric: 'a light crepe', tags: ['dress', 'fit-and-flare'],
    notes: ['A fitted bodice and a full, swishy skirt that moves when you do.', 'Seamed at the natural waist, with a skirt that flares from the hip.'],
  },
  {
    noun: 'Slip Dress', category: 'dresses', image: 'slipDress', price: [45, 170], weight: 1.5,
    shapes: ['rectangle', 'hourglass', 'inverted-triangle'], styles: ['romantic', 'minimal'],
    materials: ['satin', 'silk', 'jersey', 'velvet'],
    details: ['cowlNeck', 'laceTrim', 'vNeck'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'a liquid satin', tags: ['dress', 'slip-dress', 'bias-cut'],
    notes: ['Cut on the bias to skim rather than cling, on fine adjustable straps.', 'Layer it over a tee by day or wear it alone after dark.'],
  },
  {
    noun: 'Bodycon Dress', category: 'dresses', image: 'slipDress', price: [30, 110],
    shapes: ['hourglass'], styles: ['trendy', 'edgy'],
    materials: ['jersey', 'ribbedKnit', 'velvet'],
    details: ['ruched', 'cutOut', 'squareNeck', 'halter'], lengths: ['Mini', 'Midi'],
    fabric: 'a sculpting stretch jersey', tags: ['dress', 'bodycon', 'going-out'],
    notes: ['A close, body-skimming fit with enough stretch to move and sit in comfort.', 'Double-layered, so it smooths and never turns sheer.'],
  },
  {
    noun: 'Sweater Dress', category: 'dresses', image: 'wrapDress', price: [45, 160],
    seasons: COLD, styles: ['casual', 'minimal'],
    materials: ['cashmere', 'merino', 'ribbedKnit', 'cableKnit', 'wool'],
    details: ['turtleneck', 'belted', 'oversized', 'vNeck', 'crewNeck'], lengths: ['Mini', 'Midi'],
    fabric: 'a soft knit', tags: ['dress', 'knitwear'],
    notes: ['All the comfort of a jumper in a dress: wear it with boots and tights.', 'A relaxed knit that holds its shape, with ribbed cuffs and hem.'],
  },
  {
    noun: 'Maxi Dress', category: 'dresses', image: 'sundress', price: [45, 170], weight: 1.5,
    styles: ['bohemian', 'romantic'],
    materials: ['cotton', 'chiffon', 'linen', 'crepe', 'satin', 'jersey'],
    details: ['tiered', 'floral', 'smocked', 'empire', 'halter', 'vNeck', 'offShoulder'],
    fabric: 'a breezy cotton', tags: ['dress', 'maxi'],
    notes: ['It sweeps to the ankle with plenty of movement in the skirt.', 'Fully lined to the knee, so it stays opaque in bright sun.'],
  },
  {
    noun: 'Sundress', category: 'dresses', image: 'sundress', price: [35, 110], weight: 1.5,
    seasons: ['summer'], styles: ['casual', 'bohemian', 'romantic'],
    materials: ['cotton', 'linen', 'seersucker', 'eyelet'],
    details: ['floral', 'gingham', 'smocked', 'tiered', 'squareNeck', 'aLine'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'light cotton', tags: ['dress', 'sundress', 'vacation'],
    notes: ['Adjustable straps and a smocked back make the fit easy.', 'Made for hot days, with pockets and a lining that breathes.'],
  },
  {
    noun: 'Shift Dress', category: 'dresses', image: 'slipDress', price: [40, 130],
    shapes: ['rectangle', 'apple'], styles: ['minimal', 'classic'],
    materials: ['crepe', 'linen', 'tweed', 'cotton', 'jersey'],
    details: ['sleeveless', 'shortSleeve', 'crewNeck', 'embroidered'], lengths: ['Mini', 'Midi'],
    fabric: 'a smooth crepe', tags: ['dress', 'shift-dress'],
    notes: ['A straight, easy shape that skims past the waist.', 'No darts, no fuss: it falls straight from the shoulder.'],
  },
  {
    noun: 'Swing Dress', category: 'dresses', image: 'sundress', price: [35, 100], weight: 0.5,
    shapes: ['apple'], styles: ['casual', 'romantic'],
    materials: ['jersey', 'cotton', 'linen'],
    details: ['floral', 'striped', 'shortSleeve'], lengths: ['Mini', 'Midi'],
    fabric: 'a soft jersey', tags: ['dress', 'swing-dress'],
    notes: ['It swings out from the shoulder, floating away from the middle.'],
  },
  {
    noun: 'Babydoll Dress', category: 'dresses', image: 'sundress', price: [35, 110], weight: 0.5,
    shapes: ['apple'], styles: ['romantic', 'trendy'],
    materials: ['cotton', 'chiffon', 'eyelet', 'lace'],
    details: ['puffSleeve', 'floral', 'smocked'], lengths: ['Mini'],
    fabric: 'a light cotton', tags: ['dress', 'babydoll'],
    notes: ['A high yoke and a gathered skirt that floats over the waist.'],
  },

  // Tops
  {
    noun: 'Blouse', category: 'tops', image: 'blouse', price: [25, 110], weight: 2,
    styles: ['classic', 'romantic'],
    materials: ['silk', 'satin', 'chiffon', 'crepe', 'cotton', 'poplin', 'lace', 'eyelet'],
    details: ['puffSleeve', 'ruffled', 'vNeck', 'tieNeck', 'floral', 'polkaDot', 'embroidered', 'sleeveless', 'squareNeck', 'wrap'],
    fabric: 'a fluid crepe', tags: ['top', 'blouse'],
    notes: ['Tuck it into tailoring for work or wear it loose with denim.', 'Finished with covered buttons and a soft drape at the front.'],
  },
  {
    noun: 'Button-Down Shirt', category: 'tops', image: 'blouse', price: [25, 95], weight: 1.5,
    styles: ['classic', 'minimal'],
    materials: ['cotton', 'poplin', 'linen', 'silk', 'denim', 'flannel'],
    details: ['oversized', 'striped', 'cropped', 'tailored', 'plaid', 'gingham'],
    fabric: 'crisp cotton', tags: ['top', 'shirt', 'button-down'],
    notes: ['A relaxed shirt with a pointed collar and a curved hem for half-tucking.', 'Cut a little roomy, so it layers over a tank or under a knit.'],
  },
  {
    noun: 'Camisole', category: 'tops', image: 'blouse', price: [18, 70],
    seasons: WARM_WEATHER, styles: ['romantic', 'minimal'],
    materials: ['silk', 'satin', 'jersey'],
    details: ['laceTrim', 'vNeck', 'cowlNeck'],
    fabric: 'a silky satin', tags: ['top', 'camisole', 'layering'],
    notes: ['Fine adjustable straps and a bias-cut body that skims.', 'Wear it alone in summer or under a blazer the rest of the year.'],
  },
  {
    noun: 'Tank Top', category: 'tops', image: 'blouse', price: [14, 45], weight: 1.2,
    seasons: ['spring', 'summer'], styles: ['casual', 'minimal'],
    materials: ['cotton', 'jersey', 'linen', 'silk'],
    details: ['ribbed', 'racerback', 'cropped', 'squareNeck'],
    fabric: 'soft cotton', tags: ['top', 'tank', 'basics'],
    notes: ['A close-fitting tank with a clean neckline and bound armholes.', 'The kind of basic you buy in three colours.'],
  },
  {
    noun: 'T-Shirt', category: 'tops', image: 'blouse', price: [14, 50], weight: 1.5,
    styles: ['casual', 'minimal'],
    materials: ['cotton', 'jersey', 'linen'],
    details: ['crewNeck', 'vNeck', 'oversized', 'cropped', 'striped', 'fitted'],
    fabric: 'heavyweight cotton', tags: ['top', 't-shirt', 'basics'],
    notes: ['A substantial tee that keeps its shape wash after wash.', 'Dropped shoulders and a straight hem that tucks neatly.'],
  },
  {
    noun: 'Sweater', category: 'tops', image: 'sweater', price: [35, 160], weight: 2,
    seasons: COLD, styles: ['classic', 'casual'],
    materials: ['cashmere', 'merino', 'wool', 'cableKnit', 'ribbedKnit', 'knit'],
    details: ['crewNeck', 'vNeck', 'turtleneck', 'oversized', 'cropped', 'chunky', 'striped'],
    fabric: 'a soft wool blend', tags: ['top', 'sweater', 'knitwear'],
    notes: ['Ribbed cuffs and hem, and a weight that layers under a coat.', 'Warm without bulk, with a gently relaxed body.'],
  },
  {
    noun: 'Cardigan', category: 'tops', image: 'sweater', price: [35, 150], weight: 1.2,
    seasons: COLD, styles: ['classic', 'casual', 'romantic'],
    materials: ['cashmere', 'merino', 'wool', 'cableKnit', 'knit'],
    details: ['cropped', 'longline', 'oversized', 'vNeck', 'chunky'],
    fabric: 'a soft knit', tags: ['top', 'cardigan', 'knitwear', 'layering'],
    notes: ['Buttoned all the way up it works as a top; open, it layers over anything.', 'Horn-effect buttons and deep ribbed bands.'],
  },
  {
    noun: 'Peplum Top', category: 'tops', image: 'blouse', price: [25, 80], weight: 0.6,
    shapes: ['rectangle', 'hourglass'], styles: ['romantic', 'classic'],
    materials: ['crepe', 'cotton', 'satin', 'poplin'],
    details: ['squareNeck', 'puffSleeve', 'sleeveless'],
    fabric: 'a structured crepe', tags: ['top', 'peplum'],
    notes: ['A fitted bodice with a flared peplum that creates a waist.'],
  },
  {
    noun: 'Wrap Top', category: 'tops', image: 'blouse', price: [25, 85], weight: 0.8,
    shapes: ['apple', 'hourglass'], styles: ['classic', 'romantic'],
    materials: ['jersey', 'crepe', 'silk', 'satin'],
    details: ['floral', 'puffSleeve', 'ruched'],
    fabric: 'a soft jersey', tags: ['top', 'wrap-top'],
    notes: ['It crosses over at the front and ties at the side for a V-neckline you can adjust.'],
  },
  {
    noun: 'Tunic', category: 'tops', image: 'blouse', price: [25, 80], weight: 0.7,
    shapes: ['apple'], styles: ['bohemian', 'casual'],
    materials: ['linen', 'cotton', 'chiffon'],
    details: ['embroidered', 'floral', 'vNeck'],
    fabric: 'a light cotton', tags: ['top', 'tunic'],
    notes: ['Long enough to wear over leggings, with side slits for ease.'],
  },
  {
    noun: 'Bodysuit', category: 'tops', image: 'blouse', price: [20, 70], weight: 0.6,
    styles: ['trendy', 'minimal'],
    materials: ['jersey', 'lace', 'ribbedKnit'],
    details: ['squareNeck', 'cutOut', 'halter'],
    fabric: 'a smoothing stretch jersey', tags: ['top', 'bodysuit'],
    notes: ['Snap fastening and a smooth line that stays tucked in.'],
  },
  {
    noun: 'Corset Top', category: 'tops', image: 'blouse', price: [30, 95], weight: 0.4,
    shapes: ['hourglass'], styles: ['trendy', 'romantic'],
    materials: ['satin', 'lace', 'denim', 'velvet'],
    details: ['squareNeck'],
    fabric: 'a boned satin', tags: ['top', 'corset', 'going-out'],
    notes: ['Soft boning and a back zip shape the waist without digging in.'],
  },
  {
    noun: 'Sweatshirt', category: 'tops', image: 'sweater', price: [25, 80], weight: 0.7,
    seasons: COLD, styles: ['casual'],
    materials: ['cotton', 'fleece'],
    details: ['oversized', 'cropped', 'crewNeck', 'embroidered'],
    fabric: 'loopback cotton', tags: ['top', 'sweatshirt', 'loungewear'],
    notes: ['Brushed inside for softness, with ribbed cuffs and hem.'],
  },

  // Bottoms
  {
    noun: 'Wide-Leg Trousers', category: 'bottoms', image: 'trousers', price: [40, 150], weight: 1.5,
    shapes: ['pear', 'hourglass', 'inverted-triangle'], styles: ['classic', 'minimal'],
    materials: ['wool', 'crepe', 'linen', 'satin', 'cotton', 'corduroy'],
    details: ['highRise', 'pleated', 'tailored'],
    fabric: 'a fluid crepe', tags: ['trousers', 'wide-leg'],
    notes: ['A high waist and a wide, fluid leg that falls straight from the hip.', 'Pressed front creases and a full length to wear with a heel.'],
  },
  {
    noun: 'Straight-Leg Trousers', category: 'bottoms', image: 'trousers', price: [40, 140], weight: 1.2,
    shapes: ['rectangle', 'inverted-triangle'], styles: ['classic', 'minimal'],
    materials: ['wool', 'crepe', 'cotton', 'linen', 'tweed'],
    details: ['highRise', 'pleated', 'tailored', 'cropped'],
    fabric: 'a smooth suiting', tags: ['trousers', 'straight-leg'],
    notes: ['A straight leg from hip to hem, with slant pockets and belt loops.'],
  },
  {
    noun: 'Cigarette Trousers', category: 'bottoms', image: 'trousers', price: [35, 120], weight: 0.6,
    shapes: ['rectangle', 'hourglass'], styles: ['classic', 'minimal'],
    materials: ['crepe', 'wool', 'cotton'],
    details: ['highRise', 'cropped', 'tailored'],
    fabric: 'a stretch crepe', tags: ['trousers', 'slim'],
    notes: ['Slim through the leg and cut to show the ankle.'],
  },
  {
    noun: 'Palazzo Pants', category: 'bottoms', image: 'trousers', price: [35, 120], weight: 0.8,
    shapes: ['inverted-triangle'], styles: ['bohemian', 'romantic'],
    materials: ['linen', 'silk', 'satin', 'crepe', 'chiffon'],
    details: ['highRise', 'pleated', 'floral'],
    fabric: 'a flowing crepe', tags: ['pants', 'palazzo', 'wide-leg'],
    notes: ['Very wide, very light: they move like a skirt.'],
  },
  {
    noun: 'Culottes', category: 'bottoms', image: 'trousers', price: [35, 110], weight: 0.6,
    shapes: ['inverted-triangle'], styles: ['trendy', 'minimal'],
    materials: ['linen', 'crepe', 'cotton', 'wool'],
    details: ['highRise', 'pleated', 'belted'],
    fabric: 'a crisp crepe', tags: ['culottes', 'cropped'],
    notes: ['A wide leg cropped at mid-calf, with a flat front and side zip.'],
  },
  {
    noun: 'Straight-Leg Jeans', category: 'bottoms', image: 'trousers', price: [40, 130], weight: 1.5,
    shapes: ['rectangle', 'inverted-triangle'], styles: ['casual', 'classic'],
    details: ['highRise', 'distressed', 'cropped'], colours: DENIM_COLOURS,
    fabric: 'rigid cotton denim', tags: ['jeans', 'denim', 'straight-leg'],
    notes: ['Classic five-pocket jeans that soften and mould with wear.', 'A straight leg and a waist that sits where it should.'],
  },
  {
    noun: 'Bootcut Jeans', category: 'bottoms', image: 'trousers', price: [40, 130],
    shapes: ['pear', 'hourglass'], styles: ['classic', 'casual'],
    details: ['highRise', 'distressed'], colours: DENIM_COLOURS,
    fabric: 'stretch cotton denim', tags: ['jeans', 'denim', 'bootcut'],
    notes: ['A slight kick at the hem that balances the hips and sits over boots.'],
  },
  {
    noun: 'Wide-Leg Jeans', category: 'bottoms', image: 'trousers', price: [45, 140],
    shapes: ['inverted-triangle'], styles: ['trendy', 'casual'],
    details: ['highRise', 'distressed', 'cropped'], colours: DENIM_COLOURS,
    fabric: 'rigid cotton denim', tags: ['jeans', 'denim', 'wide-leg'],
    notes: ['A high waist and a full, wide leg with a raw hem.'],
  },
  {
    noun: 'Flared Jeans', category: 'bottoms', image: 'trousers', price: [45, 140], weight: 0.8,
    shapes: ['pear', 'hourglass'], styles: ['trendy', 'bohemian'],
    details: ['highRise', 'distressed'], colours: DENIM_COLOURS,
    fabric: 'stretch cotton denim', tags: ['jeans', 'denim', 'flared'],
    notes: ['Fitted to the knee, then a generous flare that lengthens the leg.'],
  },
  {
    noun: 'Pencil Skirt', category: 'bottoms', image: 'skirt', price: [35, 130],
    shapes: ['hourglass'], styles: ['classic', 'formal'],
    materials: ['wool', 'crepe', 'leather', 'tweed', 'satin', 'fauxLeather'],
    details: ['highWaisted'], lengths: ['Midi'],
    fabric: 'a stretch suiting', tags: ['skirt', 'pencil-skirt'],
    notes: ['A close, tapered line with a back vent for walking.'],
  },
  {
    noun: 'A-Line Skirt', category: 'bottoms', image: 'skirt', price: [30, 110], weight: 1.5,
    shapes: ['pear'], styles: ['classic', 'romantic'],
    materials: ['cotton', 'linen', 'denim', 'suede', 'corduroy', 'wool', 'fauxLeather'],
    details: ['highWaisted', 'floral', 'gingham', 'plaid'], lengths: ['Mini', 'Midi'],
    fabric: 'a sturdy cotton', tags: ['skirt', 'a-line'],
    notes: ['It skims the hips and flares gently to the hem.', 'A button front and patch pockets.'],
  },
  {
    noun: 'Pleated Skirt', category: 'bottoms', image: 'skirt', price: [35, 120], weight: 1.2,
    shapes: ['inverted-triangle'], styles: ['romantic', 'classic'],
    materials: ['satin', 'chiffon', 'crepe', 'wool', 'fauxLeather'],
    details: ['floral', 'polkaDot'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'a fluid satin', tags: ['skirt', 'pleated'],
    notes: ['Fine pleats that swish as you walk, on a comfortable waistband.'],
  },
  {
    noun: 'Slip Skirt', category: 'bottoms', image: 'skirt', price: [30, 110],
    shapes: ['rectangle', 'hourglass'], styles: ['minimal', 'romantic'],
    materials: ['satin', 'silk'],
    details: ['laceTrim'], lengths: ['Midi', 'Maxi'],
    fabric: 'a bias-cut satin', tags: ['skirt', 'slip-skirt'],
    notes: ['Bias-cut to skim the hips, on a hidden elasticated waist.'],
  },
  {
    noun: 'Wrap Skirt', category: 'bottoms', image: 'skirt', price: [30, 110], weight: 0.8,
    shapes: ['apple', 'hourglass'], styles: ['bohemian', 'classic'],
    materials: ['linen', 'cotton', 'silk', 'suede', 'satin'],
    details: ['floral', 'tiered'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'a light cotton', tags: ['skirt', 'wrap-skirt'],
    notes: ['It wraps and ties at the side, with a front split that opens as you walk.'],
  },
  {
    noun: 'Maxi Skirt', category: 'bottoms', image: 'skirt', price: [35, 110], weight: 0.8,
    styles: ['bohemian', 'romantic'],
    materials: ['cotton', 'linen', 'chiffon', 'satin'],
    details: ['tiered', 'floral', 'pleated'],
    fabric: 'a breezy cotton', tags: ['skirt', 'maxi'],
    notes: ['An ankle-length skirt with an elasticated waist and lots of movement.'],
  },
  {
    noun: 'Shorts', category: 'bottoms', image: 'trousers', price: [20, 70], weight: 1,
    seasons: ['summer'], styles: ['casual'],
    materials: ['linen', 'cotton', 'denim', 'seersucker'],
    details: ['highRise', 'tailored', 'pleated'],
    fabric: 'a washed cotton', tags: ['shorts'],
    notes: ['A mid-thigh length with a relaxed leg and real pockets.'],
  },

  // Shoes
  {
    noun: 'Ankle Boots', category: 'shoes', image: 'boots', price: [50, 190], weight: 2,
    seasons: COLD, styles: ['classic', 'edgy', 'casual'],
    materials: ['leather', 'suede', 'fauxLeather'],
    details: ['blockHeel', 'lugSole', 'pointedToe', 'squareToe', 'almondToe'], colours: LEATHER_COLOURS,
    fabric: 'smooth leather', tags: ['shoes', 'boots', 'ankle-boots'],
    notes: ['An inside zip, a cushioned insole and a grippy rubber sole.', 'A heel you can walk in all day, with a padded footbed.'],
  },
  {
    noun: 'Chelsea Boots', category: 'shoes', image: 'boots', price: [55, 180],
    seasons: ['spring', 'autumn', 'winter'], styles: ['classic', 'casual'],
    materials: ['leather', 'suede'],
    details: ['lugSole', 'chunky', 'platform'], colours: LEATHER_COLOURS,
    fabric: 'smooth leather', tags: ['shoes', 'boots', 'chelsea-boots'],
    notes: ['Elastic side panels and a pull tab make them easy on and off.'],
  },
  {
    noun: 'Knee-High Boots', category: 'shoes', image: 'boots', price: [80, 250],
    seasons: COLD, styles: ['classic', 'edgy'],
    materials: ['leather', 'suede', 'fauxLeather'],
    details: ['blockHeel', 'pointedToe', 'squareToe', 'platform'], colours: LEATHER_COLOURS,
    fabric: 'supple leather', tags: ['shoes', 'boots', 'knee-high'],
    notes: ['A shaft cut to fit a range of calves, with a full-length inside zip.'],
  },
  {
    noun: 'Combat Boots', category: 'shoes', image: 'boots', price: [60, 180], weight: 0.6,
    seasons: COLD, styles: ['edgy', 'casual'],
    materials: ['leather', 'fauxLeather'],
    details: ['lugSole', 'platform', 'laceUp'], colours: LEATHER_COLOURS,
    fabric: 'polished leather', tags: ['shoes', 'boots', 'combat-boots'],
    notes: ['A chunky lug sole and a padded collar for all-day comfort.'],
  },
  {
    noun: 'Sneakers', category: 'shoes', image: 'boots', price: [40, 140], weight: 1.5,
    seasons: ALL_YEAR, styles: ['casual', 'trendy', 'minimal'],
    materials: ['leather', 'canvas', 'suede'],
    details: ['platform', 'chunky', 'lowTop'],
    fabric: 'smooth leather', tags: ['shoes', 'sneakers'],
    notes: ['A cushioned footbed and a clean, minimal upper that goes with everything.'],
  },
  {
    noun: 'Loafers', category: 'shoes', image: 'pumps', price: [50, 170],
    seasons: ALL_YEAR, styles: ['classic'],
    materials: ['leather', 'suede', 'patent'],
    details: ['chunky', 'lugSole', 'platform', 'almondToe'], colours: LEATHER_COLOURS,
    fabric: 'polished leather', tags: ['shoes', 'loafers'],
    notes: ['A classic penny loafer with a padded insole.'],
  },
  {
    noun: 'Pumps', category: 'shoes', image: 'pumps', price: [50, 190], weight: 1.5,
    styles: ['classic', 'formal'],
    materials: ['leather', 'suede', 'patent', 'satin'],
    details: ['pointedToe', 'slingback', 'blockHeel', 'kittenHeel', 'almondToe'], colours: LEATHER_COLOURS,
    fabric: 'soft suede', tags: ['shoes', 'heels', 'pumps'],
    notes: ['A padded footbed keeps them comfortable from desk to dinner.', 'A low-cut vamp that lengthens the leg.'],
  },
  {
    noun: 'Ballet Flats', category: 'shoes', image: 'pumps', price: [35, 140],
    styles: ['classic', 'romantic', 'minimal'],
    materials: ['leather', 'suede', 'satin', 'patent'],
    details: ['pointedToe', 'squareToe', 'almondToe'], colours: LEATHER_COLOURS,
    fabric: 'soft leather', tags: ['shoes', 'flats'],
    notes: ['Flexible soles and a cushioned heel, with a slim bow at the toe.'],
  },
  {
    noun: 'Mules', category: 'shoes', image: 'pumps', price: [40, 150],
    styles: ['trendy', 'minimal'],
    materials: ['leather', 'suede', 'satin'],
    details: ['kittenHeel', 'blockHeel', 'squareToe', 'pointedToe'], colours: LEATHER_COLOURS,
    fabric: 'smooth leather', tags: ['shoes', 'mules'],
    notes: ['Backless and easy to slip on, on a stable heel.'],
  },
  {
    noun: 'Sandals', category: 'shoes', image: 'pumps', price: [30, 140], weight: 1.5,
    seasons: ['spring', 'summer'], styles: ['casual', 'bohemian', 'romantic'],
    materials: ['leather', 'suede'],
    details: ['strappy', 'blockHeel', 'platform'], colours: [...LEATHER_COLOURS, 'gold', 'silver'],
    fabric: 'soft leather', tags: ['shoes', 'sandals'],
    notes: ['Adjustable ankle straps and a moulded, cushioned footbed.'],
  },
  {
    noun: 'Espadrilles', category: 'shoes', image: 'pumps', price: [30, 100], weight: 0.8,
    seasons: ['summer'], styles: ['bohemian', 'casual'],
    materials: ['canvas', 'linen', 'suede'],
    details: ['platform', 'laceUp'],
    fabric: 'cotton canvas', tags: ['shoes', 'espadrilles', 'vacation'],
    notes: ['A braided jute sole and ankle ties.'],
  },
  {
    noun: 'Slingback Heels', category: 'shoes', image: 'pumps', price: [50, 180],
    styles: ['classic', 'formal', 'romantic'],
    materials: ['leather', 'satin', 'patent', 'suede'],
    details: ['pointedToe', 'squareToe', 'almondToe'], colours: [...LEATHER_COLOURS, 'gold', 'silver'],
    fabric: 'smooth leather', tags: ['shoes', 'heels', 'slingback'],
    notes: ['An adjustable slingback strap and a tapered mid heel.'],
  },

  // Accessories
  {
    noun: 'Tote Bag', category: 'accessories', image: 'tote', price: [35, 220], weight: 2,
    seasons: ALL_YEAR, styles: ['classic', 'minimal'],
    materials: ['leather', 'canvas', 'straw', 'suede', 'fauxLeather'],
    details: ['structured', 'oversized', 'woven', 'quilted'], colours: LEATHER_COLOURS,
    fabric: 'pebbled leather', tags: ['bag', 'tote', 'work-bag'],
    notes: ['Fits a 14-inch laptop, with an inside zip pocket and a magnetic closure.', 'Two shoulder-length handles and a flat base that stands on its own.'],
  },
  {
    noun: 'Crossbody Bag', category: 'accessories', image: 'tote', price: [25, 160], weight: 1.5,
    seasons: ALL_YEAR, styles: ['casual', 'trendy'],
    materials: ['leather', 'fauxLeather', 'suede', 'nylon', 'canvas'],
    details: ['mini', 'quilted', 'chainStrap', 'structured'], colours: LEATHER_COLOURS,
    fabric: 'smooth leather', tags: ['bag', 'crossbody'],
    notes: ['An adjustable strap and room for phone, cards and keys.'],
  },
  {
    noun: 'Shoulder Bag', category: 'accessories', image: 'tote', price: [35, 200],
    seasons: ALL_YEAR, styles: ['classic', 'trendy'],
    materials: ['leather', 'suede', 'fauxLeather', 'satin'],
    details: ['quilted', 'chainStrap', 'mini', 'structured'], colours: LEATHER_COLOURS,
    fabric: 'smooth leather', tags: ['bag', 'shoulder-bag'],
    notes: ['It sits neatly under the arm, with a zip top and a slip pocket.'],
  },
  {
    noun: 'Bucket Bag', category: 'accessories', image: 'tote', price: [30, 160], weight: 0.8,
    seasons: ALL_YEAR, styles: ['bohemian', 'casual'],
    materials: ['leather', 'suede', 'straw', 'canvas'],
    details: ['woven', 'fringed', 'mini'], colours: LEATHER_COLOURS,
    fabric: 'soft leather', tags: ['bag', 'bucket-bag'],
    notes: ['A drawstring top and a roomy, slouchy shape.'],
  },
  {
    noun: 'Clutch', category: 'accessories', image: 'tote', price: [25, 120], weight: 0.8,
    seasons: ALL_YEAR, styles: ['formal', 'romantic'],
    materials: ['satin', 'velvet', 'leather', 'sequin'],
    details: ['beaded', 'chainStrap'], colours: OCCASION_COLOURS,
    fabric: 'a structured satin', tags: ['bag', 'clutch', 'evening'],
    notes: ['A hidden chain strap tucks inside when you carry it in hand.'],
  },
  {
    noun: 'Backpack', category: 'accessories', image: 'tote', price: [35, 150], weight: 0.6,
    seasons: ALL_YEAR, styles: ['casual', 'minimal'],
    materials: ['leather', 'nylon', 'canvas'],
    details: ['mini', 'structured'], colours: LEATHER_COLOURS,
    fabric: 'recycled nylon', tags: ['bag', 'backpack', 'travel'],
    notes: ['Padded straps and a laptop sleeve.'],
  },
  {
    noun: 'Wide-Brim Hat', category: 'accessories', image: 'hat', price: [25, 90],
    styles: ['bohemian', 'classic'],
    materials: ['felt', 'wool', 'straw'],
    details: ['packable'], colours: ['camel', 'black', 'taupe', 'chocolate', 'ivory', 'sand', 'burgundy', 'olive'],
    fabric: 'wool felt', tags: ['hat', 'wide-brim'],
    notes: ['A stiffened brim and a grosgrain band, with an adjustable inner band.'],
  },
  {
    noun: 'Fedora Hat', category: 'accessories', image: 'hat', price: [25, 85],
    styles: ['classic', 'bohemian'],
    materials: ['felt', 'wool', 'straw'],
    details: ['wideBrim', 'packable'], colours: ['camel', 'black', 'taupe', 'chocolate', 'ivory', 'sand', 'grey'],
    fabric: 'wool felt', tags: ['hat', 'fedora'],
    notes: ['A pinched crown and a tonal band.'],
  },
  {
    noun: 'Bucket Hat', category: 'accessories', image: 'hat', price: [15, 50], weight: 0.6,
    styles: ['casual', 'trendy'],
    materials: ['cotton', 'canvas', 'denim', 'nylon', 'corduroy'],
    fabric: 'cotton canvas', tags: ['hat', 'bucket-hat'],
    notes: ['A soft, foldable brim that packs flat.'],
  },
  {
    noun: 'Sun Hat', category: 'accessories', image: 'hat', price: [20, 70], weight: 0.8,
    seasons: ['summer'], styles: ['bohemian', 'casual'],
    materials: ['straw', 'cotton', 'linen'],
    details: ['wideBrim', 'packable'], colours: ['sand', 'ivory', 'cream', 'tan', 'black', 'beige'],
    fabric: 'woven straw', tags: ['hat', 'sun-hat', 'vacation'],
    notes: ['A wide brim that shades the face and shoulders.'],
  },
  {
    noun: 'Beanie', category: 'accessories', image: 'hat', price: [15, 70], weight: 0.8,
    seasons: COLD, styles: ['casual'],
    materials: ['cashmere', 'merino', 'wool', 'ribbedKnit', 'cableKnit', 'knit'],
    fabric: 'a soft knit', tags: ['hat', 'beanie', 'knitwear'],
    notes: ['A deep turn-back cuff that covers the ears.'],
  },

  // Outerwear
  {
    noun: 'Trench Coat', category: 'outerwear', image: 'coat', price: [90, 280], weight: 1.5,
    seasons: ['spring', 'autumn', 'winter'], styles: ['classic'],
    materials: ['cotton', 'wool'],
    details: ['belted', 'doubleBreasted', 'longline', 'oversized'], colours: COAT_COLOURS,
    fabric: 'water-resistant cotton gabardine', tags: ['coat', 'trench', 'outerwear'],
    notes: ['Storm flaps, a tie belt and buckled cuffs, as a trench should have.', 'A below-the-knee length and a removable belt.'],
  },
  {
    noun: 'Wrap Coat', category: 'outerwear', image: 'coat', price: [110, 320],
    seasons: COLD, shapes: ['apple', 'hourglass'], styles: ['classic', 'minimal'],
    materials: ['wool', 'cashmere', 'tweed'],
    details: ['belted', 'longline'], colours: COAT_COLOURS,
    fabric: 'a double-faced wool', tags: ['coat', 'wrap-coat', 'outerwear'],
    notes: ['No buttons: it wraps and ties at the waist, like a robe in good wool.'],
  },
  {
    noun: 'Coat', category: 'outerwear', image: 'coat', price: [100, 320], weight: 1.2,
    seasons: COLD, styles: ['classic', 'minimal'],
    materials: ['wool', 'cashmere', 'tweed'],
    details: ['doubleBreasted', 'longline', 'oversized', 'belted', 'tailored'], colours: COAT_COLOURS,
    fabric: 'a warm wool blend', tags: ['coat', 'outerwear'],
    notes: ['Fully lined, with deep pockets and room for a knit underneath.'],
  },
  {
    noun: 'Blazer', category: 'outerwear', image: 'coat', price: [60, 220], weight: 1.5,
    styles: ['classic', 'formal'],
    materials: ['wool', 'linen', 'crepe', 'tweed', 'velvet', 'cotton'],
    details: ['doubleBreasted', 'oversized', 'tailored', 'cropped', 'striped', 'plaid'],
    fabric: 'a smooth suiting', tags: ['blazer', 'tailoring', 'outerwear'],
    notes: ['Structured shoulders, a single vent and a lining that slides over knits.', 'Wear it with its trousers or over jeans and a tee.'],
  },
  {
    noun: 'Denim Jacket', category: 'outerwear', image: 'coat', price: [45, 120],
    seasons: ['spring', 'autumn'], palettes: ['neutral'], styles: ['casual'],
    details: ['oversized', 'cropped', 'distressed'], colours: DENIM_COLOURS,
    fabric: 'rigid cotton denim', tags: ['jacket', 'denim', 'outerwear'],
    notes: ['Chest pockets, metal buttons and a boxy, easy fit.'],
  },
  {
    noun: 'Biker Jacket', category: 'outerwear', image: 'coat', price: [70, 280],
    seasons: ['spring', 'autumn'], styles: ['edgy'],
    materials: ['leather', 'fauxLeather', 'suede'],
    details: ['cropped', 'studded', 'belted'], colours: LEATHER_COLOURS,
    fabric: 'supple leather', tags: ['jacket', 'biker', 'outerwear'],
    notes: ['An asymmetric zip, notched lapels and zipped cuffs.'],
  },
  {
    noun: 'Raincoat', category: 'outerwear', image: 'coat', price: [60, 180], weight: 0.6,
    seasons: ['spring', 'autumn'], styles: ['casual', 'minimal'],
    materials: ['nylon', 'cotton'],
    details: ['hooded', 'longline', 'belted'], colours: COAT_COLOURS,
    fabric: 'a waterproof shell', tags: ['raincoat', 'outerwear', 'travel'],
    notes: ['Taped seams and a packable hood keep the rain out.'],
  },
  {
    noun: 'Utility Jacket', category: 'outerwear', image: 'coat', price: [50, 150], weight: 0.6,
    seasons: ['spring', 'autumn'], styles: ['casual', 'edgy'],
    materials: ['cotton', 'denim', 'linen'],
    details: ['cropped', 'belted', 'oversized'], colours: COAT_COLOURS,
    fabric: 'cotton twill', tags: ['jacket', 'utility', 'outerwear'],
    notes: ['Four flap pockets and a drawstring waist.'],
  },

  // Activewear (no sample pictures of its own: the nearest silhouettes stand in)
  {
    noun: 'Yoga Pants', category: 'activewear', image: 'trousers', price: [20, 90], weight: 1.5,
    styles: ['casual'],
    materials: ['nylon', 'jersey'],
    details: ['highRise', 'seamless', 'flared'], colours: ACTIVE_COLOURS,
    fabric: 'a sculpting stretch fabric', tags: ['activewear', 'yoga', 'workout'],
    notes: ['Squat-proof, sweat-wicking and soft enough to lounge in.'],
  },
  {
    noun: 'Leggings', category: 'activewear', image: 'trousers', price: [18, 85], weight: 1.5,
    styles: ['casual'],
    materials: ['nylon', 'jersey'],
    details: ['highRise', 'seamless', 'cropped'], colours: ACTIVE_COLOURS,
    fabric: 'a sculpting stretch fabric', tags: ['activewear', 'leggings', 'workout'],
    notes: ['A wide waistband with a hidden key pocket.'],
  },
  {
    noun: 'Sports Bra', category: 'activewear', image: 'blouse', price: [18, 65], weight: 1.5,
    styles: ['casual'],
    materials: ['nylon', 'jersey'],
    details: ['racerback', 'seamless', 'longline'], colours: ACTIVE_COLOURS,
    fabric: 'a supportive stretch fabric', tags: ['activewear', 'sports-bra', 'workout'],
    notes: ['Medium support with removable pads.'],
  },
  {
    noun: 'Running Shorts', category: 'activewear', image: 'trousers', price: [18, 55],
    seasons: ['summer'], styles: ['casual'],
    materials: ['nylon', 'jersey'],
    details: ['highRise', 'seamless'], colours: ACTIVE_COLOURS,
    fabric: 'a lightweight woven', tags: ['activewear', 'running', 'workout'],
    notes: ['A built-in brief and a zipped back pocket.'],
  },
  {
    noun: 'Joggers', category: 'activewear', image: 'trousers', price: [25, 80],
    styles: ['casual'],
    materials: ['cotton', 'fleece', 'jersey'],
    details: ['cropped', 'highRise'], colours: ACTIVE_COLOURS,
    fabric: 'a soft jersey', tags: ['activewear', 'joggers', 'loungewear'],
    notes: ['Cuffed ankles and a drawstring waist.'],
  },
  {
    noun: 'Hoodie', category: 'activewear', image: 'sweater', price: [30, 90],
    styles: ['casual'],
    materials: ['cotton', 'fleece'],
    details: ['oversized', 'cropped', 'zipUp'], colours: ACTIVE_COLOURS,
    fabric: 'loopback cotton', tags: ['activewear', 'hoodie', 'loungewear'],
    notes: ['A lined hood and a kangaroo pocket.'],
  },
  {
    noun: 'Tank', category: 'activewear', image: 'blouse', price: [16, 50],
    seasons: ['summer'], styles: ['casual'],
    materials: ['nylon', 'jersey', 'cotton'],
    details: ['racerback', 'seamless', 'cropped'], colours: ACTIVE_COLOURS,
    fabric: 'a breathable jersey', tags: ['activewear', 'tank', 'workout'],
    notes: ['Quick-drying and cut for a full range of movement.'],
  },

  // Lingerie
  {
    noun: 'Bralette', category: 'lingerie', image: 'slipDress', price: [15, 55], weight: 1.5,
    styles: ['romantic'],
    materials: ['lace', 'satin', 'modal', 'cotton'],
    details: ['longline', 'strappy'],
    fabric: 'stretch lace', tags: ['lingerie', 'bralette'],
    notes: ['Wire-free and lightly lined, with adjustable straps.'],
  },
  {
    noun: 'Chemise', category: 'lingerie', image: 'slipDress', price: [25, 90],
    styles: ['romantic'],
    materials: ['satin', 'silk', 'modal'],
    details: ['laceTrim', 'vNeck', 'cowlNeck'],
    fabric: 'a silky satin', tags: ['lingerie', 'sleepwear'],
    notes: ['A bias-cut nightdress with lace at the neckline.'],
  },
  {
    noun: 'Robe', category: 'lingerie', image: 'wrapDress', price: [30, 120],
    styles: ['romantic', 'casual'],
    materials: ['satin', 'silk', 'modal', 'cotton'],
    details: ['floral', 'belted'],
    fabric: 'a silky satin', tags: ['lingerie', 'loungewear', 'robe'],
    notes: ['A kimono sleeve and a tie belt, with inside ties to keep it closed.'],
  },
  {
    noun: 'Pajama Set', category: 'lingerie', image: 'blouse', price: [30, 110],
    styles: ['casual', 'romantic'],
    materials: ['satin', 'silk', 'cotton', 'modal', 'flannel'],
    details: ['striped', 'floral', 'polkaDot'],
    fabric: 'a washed satin', tags: ['lingerie', 'sleepwear', 'pajamas'],
    notes: ['A notch-collar shirt and drawstring trousers with contrast piping.'],
  },

  // Swimwear
  {
    noun: 'One-Piece Swimsuit', category: 'swimwear', image: 'slipDress', price: [30, 120], weight: 1.5,
    seasons: ['summer'], styles: ['classic'],
    details: ['ruched', 'halter', 'cutOut', 'vNeck', 'wrap'], colours: ACTIVE_COLOURS,
    fabric: 'recycled stretch nylon', tags: ['swimwear', 'swimsuit', 'vacation'],
    notes: ['Fully lined, with a supportive shelf bra and moderate seat coverage.'],
  },
  {
    noun: 'Bikini', category: 'swimwear', image: 'slipDress', price: [25, 90], weight: 1.2,
    seasons: ['summer'], styles: ['trendy'],
    details: ['halter', 'highWaisted', 'strappy', 'ruched'], colours: ACTIVE_COLOURS,
    fabric: 'recycled stretch nylon', tags: ['swimwear', 'bikini', 'vacation'],
    notes: ['A two-piece with adjustable ties and removable cups.'],
  },
  {
    noun: 'Kaftan', category: 'swimwear', image: 'sundress', price: [25, 90],
    seasons: ['summer'], styles: ['bohemian'],
    materials: ['cotton', 'linen', 'chiffon'],
    details: ['embroidered', 'floral'],
    fabric: 'a light cotton voile', tags: ['swimwear', 'cover-up', 'vacation'],
    notes: ['A loose beach cover-up that packs to nothing.'],
  },
  {
    noun: 'Sarong', category: 'swimwear', image: 'skirt', price: [18, 60], weight: 0.5,
    seasons: ['summer'], styles: ['bohemian', 'casual'],
    materials: ['chiffon', 'cotton', 'linen'],
    details: ['floral', 'fringed'],
    fabric: 'a light cotton voile', tags: ['swimwear', 'cover-up', 'vacation'],
    notes: ['Ties at the hip or over the shoulder as a dress.'],
  },

  // Formal
  {
    noun: 'Evening Gown', category: 'formal', image: 'slipDress', price: [110, 380], weight: 2,
    styles: ['formal', 'romantic'],
    materials: ['satin', 'silk', 'velvet', 'chiffon', 'sequin'],
    details: ['offShoulder', 'halter', 'vNeck', 'beaded', 'cowlNeck', 'ruched'], colours: OCCASION_COLOURS,
    fabric: 'a heavy satin', tags: ['formal', 'gown', 'black-tie', 'wedding-guest'],
    notes: ['A floor-sweeping skirt with a thigh-high split.', 'Built-in cups and boning keep the bodice in place all night.'],
  },
  {
    noun: 'Cocktail Dress', category: 'formal', image: 'sundress', price: [80, 260], weight: 1.5,
    styles: ['formal', 'trendy'],
    materials: ['satin', 'crepe', 'velvet', 'sequin', 'lace'],
    details: ['offShoulder', 'squareNeck', 'puffSleeve', 'beaded', 'ruched', 'halter'], lengths: ['Mini', 'Midi'],
    colours: OCCASION_COLOURS,
    fabric: 'a structured crepe', tags: ['formal', 'cocktail', 'party', 'wedding-guest'],
    notes: ['Fully lined with a concealed zip; made for parties and weddings.'],
  },
  {
    noun: 'Tuxedo Blazer', category: 'formal', image: 'coat', price: [100, 300],
    shapes: ['rectangle'], styles: ['formal', 'classic'],
    materials: ['wool', 'crepe', 'velvet', 'satin'],
    details: ['doubleBreasted', 'cropped', 'oversized'], colours: OCCASION_COLOURS,
    fabric: 'a wool suiting', tags: ['formal', 'tuxedo', 'tailoring'],
    notes: ['Satin lapels and a single covered button.'],
  },
  {
    noun: 'Jumpsuit', category: 'formal', image: 'trousers', price: [70, 240],
    styles: ['formal', 'minimal'],
    materials: ['crepe', 'satin', 'jersey', 'velvet'],
    details: ['wideLeg', 'halter', 'belted', 'vNeck', 'offShoulder'], colours: OCCASION_COLOURS,
    fabric: 'a fluid crepe', tags: ['formal', 'jumpsuit', 'occasion'],
    notes: ['A one-and-done outfit with a wide leg and a concealed back zip.'],
  },
]

/** Share of the catalogue per category, weighted towards the five the shopper filters by. */
const CATEGORY_WEIGHTS: Readonly<Record<CategoryId, number>> = {
  dresses: 20,
  tops: 20,
  bottoms: 17,
  shoes: 13,
  accessories: 12,
  outerwear: 7,
  activewear: 4,
  formal: 3,
  swimwear: 2,
  lingerie: 2,
}

const BRANDS = [
  'Maren & Fig', 'Atelier Noor', 'Sable Row', 'Lumen Lane', 'Juniper Hale', 'Odette Vale',
  'Cove & Thread', 'Wren Studio', 'Halden & Co.', 'Isla Marlowe', 'Fennimore', 'Petra Rose',
  'Briar & Bloom', 'Noa Linden', 'Saltmarsh', 'Ember Lane', 'Clover Reyes', 'Marigold Row',
  'Tessaly', 'Bellamy Park', 'Vesper & Oak', 'Linnea Moss', 'Quill Atelier', 'Harbour Muse',
  'Calla Mae', 'Rue Serein', 'Sloane Ashby', 'Wildermoor', 'Amara Cole', 'Fable Street',
  'Ivy Kestrel', 'Lark & Linen', 'Mira Solene', 'Thistle Works', 'Daphne Hart', 'North Hollow',
  'Velour Bay', 'Aster & Pine', 'Hollis Jane', 'Sorrel Studio',
] as const

const STYLE_LINES: Readonly<Record<StyleId, readonly string[]>> = {
  classic: ['A polished piece that moves easily from desk to dinner.', 'Timeless enough to wear for years.'],
  trendy: ['A fresh, of-the-moment shape for the new season.', 'The shape everyone is wearing this season.'],
  bohemian: ['Relaxed and easy, made for layering with texture and jewellery.', 'Free-spirited and made for long summer days.'],
  minimal: ['Clean lines and no fuss: a capsule-wardrobe staple.', 'Pared back, so it goes with everything you own.'],
  edgy: ['Adds an edge to softer pieces: wear it with boots or sharp tailoring.', 'A little attitude for nights out.'],
  romantic: ['Soft and feminine, made for dates, weddings and long lunches.', 'Pretty details that still feel grown-up.'],
  casual: ['An easy everyday piece that washes and wears well.', 'Made for weekends, errands and everything in between.'],
  formal: ['Made for occasions: pair it with heels and a clutch.', 'Dressed-up and ready for the guest list.'],
}

const STYLE_TAGS: Readonly<Record<StyleId, string>> = {
  classic: 'work',
  trendy: 'new-season',
  bohemian: 'festival',
  minimal: 'capsule-wardrobe',
  edgy: 'night-out',
  romantic: 'date-night',
  casual: 'weekend',
  formal: 'occasion',
}

// ---------------------------------------------------------------------------------------
// Compiled once at module load: masks in reference order and cumulative weights, so each
// product is a handful of draws and lookups.

interface Compiled {
  readonly label: string
  /** The label as it reads mid-sentence. */
  readonly lower: string
  readonly tag: string
  readonly seasons: number
  readonly shapes: number
  readonly palettes: number
  readonly styles: number
}

interface CompiledMaterial extends Compiled {
  readonly phrase: string
  readonly care: string
  readonly price: number
}

interface CompiledColour {
  readonly label: string
  readonly tag: string
  /** The label as it reads mid-sentence. */
  readonly lower: string
  readonly palettes: number
}

/** The garment words with or without a length: 'Wrap Dress', 'Wrap Midi Dress'... */
interface GarmentForm {
  readonly words: string
  readonly lower: string
  readonly lengthTag: string | null
}

interface CompiledGarment extends Compiled {
  readonly garment: Garment
  /** Index 0 has no length; then one per entry of garment.lengths. */
  readonly forms: readonly GarmentForm[]
  readonly imageUrl: string
  readonly materials: readonly CompiledMaterial[]
  readonly details: readonly Compiled[]
  readonly colours: Weighted<CompiledColour>
  readonly primaryStyle: StyleId
  /** Trousers, boots, jeans: named without an article ('Belted culottes in...'). */
  readonly plural: boolean
}

interface Weighted<T> {
  readonly items: readonly T[]
  readonly cumulative: readonly number[]
  readonly total: number
}

function maskOf<T extends string>(all: readonly T[], values: readonly T[] | undefined): number {
  let mask = 0
  for (const value of values ?? []) mask |= 1 << all.indexOf(value)
  return mask
}

function compileTraits(label: string, traits: Traits): Compiled {
  return {
    label,
    lower: label.toLowerCase(),
    tag: kebab(label),
    seasons: maskOf(SEASONS, traits.seasons),
    shapes: maskOf(BODY_SHAPES, traits.shapes),
    palettes: maskOf(COLOR_PALETTES, traits.palettes),
    styles: maskOf(STYLES, traits.styles),
  }
}

function weighted<T>(items: readonly T[], weightOf: (item: T) => number): Weighted<T> {
  const cumulative: number[] = []
  let total = 0
  for (const item of items) {
    total += weightOf(item)
    cumulative.push(total)
  }
  return { items, cumulative, total }
}

function pickWeighted<T>(table: Weighted<T>, r: number): T {
  const target = r * table.total
  let i = 0
  while (i < table.cumulative.length - 1 && at(table.cumulative, i) <= target) i++
  return at(table.items, i)
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new Error(`synthetic-products: index ${index} outside a table of ${items.length}`)
  return item
}

function kebab(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

const COMPILED_MATERIALS = new Map<MaterialKey, CompiledMaterial>(
  (Object.keys(MATERIALS) as MaterialKey[]).map((key) => {
    const m: Material = MATERIALS[key]
    return [key, { ...compileTraits(m.label, m), phrase: m.phrase, care: m.care, price: m.price }]
  }),
)
const COMPILED_DETAILS = new Map<DetailKey, Compiled>(
  (Object.keys(DETAILS) as DetailKey[]).map((key) => [key, compileTraits(DETAILS[key].label, DETAILS[key])]),
)
const COMPILED_COLOURS = new Map<ColourKey, CompiledColour & { weight: number }>(
  (Object.keys(COLOURS) as ColourKey[]).map((key) => {
    const c: Colour = COLOURS[key]
    const palettes = maskOf(COLOR_PALETTES, c.palettes)
    return [key, { label: c.label, tag: kebab(c.label), lower: c.label.toLowerCase(), palettes, weight: c.weight ?? 1 }]
  }),
)

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key)
  if (value === undefined) throw new Error(`synthetic-products: unknown vocabulary key ${String(key)}`)
  return value
}

function compileGarment(garment: Garment): CompiledGarment {
  const words = garment.noun.split(' ')
  const head = words.pop() ?? garment.noun
  const form = (length: Length | null): GarmentForm => {
    const phrase = [...words, length, head].filter((w) => w !== null).join(' ')
    return { words: phrase, lower: phrase.toLowerCase(), lengthTag: length?.toLowerCase() ?? null }
  }
  return {
    ...compileTraits(garment.noun, garment),
    garment,
    forms: [form(null), ...(garment.lengths ?? []).map(form)],
    imageUrl: IMAGE[garment.image],
    materials: (garment.materials ?? []).map((key) => lookup(COMPILED_MATERIALS, key)),
    details: (garment.details ?? []).map((key) => lookup(COMPILED_DETAILS, key)),
    colours: weighted(
      (garment.colours ?? CLOTHING_COLOURS).map((key) => lookup(COMPILED_COLOURS, key)),
      (c) => c.weight,
    ),
    primaryStyle: at(garment.styles, 0),
    plural: /[^s]s$/.test(head),
  }
}

const GARMENTS_BY_CATEGORY = weighted(
  CATEGORIES.map((category) =>
    weighted(
      GARMENTS.filter((g) => g.category === category).map(compileGarment),
      (g) => g.garment.weight ?? 1,
    ),
  ),
  (table) => (table.items.length > 0 ? CATEGORY_WEIGHTS[categoryOfTable(table)] : 0),
)

function categoryOfTable(table: Weighted<CompiledGarment>): CategoryId {
  return at(table.items, 0).garment.category
}

/** Every subset of a reference list, indexed by bit mask, in reference order. */
function subsetsByMask<T>(all: readonly T[]): ReadonlyArray<readonly T[]> {
  const subsets: T[][] = []
  for (let mask = 0; mask < 1 << all.length; mask++) subsets.push(all.filter((_, i) => (mask & (1 << i)) !== 0))
  return subsets
}

const SEASON_SUBSETS = subsetsByMask(SEASONS)
const SHAPE_SUBSETS = subsetsByMask(BODY_SHAPES)
const PALETTE_SUBSETS = subsetsByMask(COLOR_PALETTES)
const STYLE_SUBSETS = subsetsByMask(STYLES)

/** A fresh array for the mask; no word speaking to the dimension means every value applies. */
function valuesFor<T>(subsets: ReadonlyArray<readonly T[]>, mask: number): T[] {
  return [...at(subsets, mask === 0 ? subsets.length - 1 : mask)]
}

function bitCount(mask: number): number {
  let count = 0
  for (let m = mask; m !== 0; m &= m - 1) count++
  return count
}

/** Adds styles from `extra` in reference order until the product has `limit` of them. */
function addStyles(mask: number, extra: number, limit: number): number {
  let result = mask
  for (let i = 0; i < STYLES.length && bitCount(result) < limit; i++) {
    const bit = 1 << i
    if ((extra & bit) !== 0) result |= bit
  }
  return result
}

// ---------------------------------------------------------------------------------------
// One product.

/** Mixes the catalogue seed with the product number (murmur3 finaliser) into a per-product seed. */
function productRandomSeed(seed: number, n: number): number {
  let h = (seed >>> 0) ^ Math.imul(n >>> 0, 0x9e3779b1)
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/**
 * An ASIN-shaped id, 'B09' + 7 base-36 characters, from a bijective 32-bit scramble of the
 * product number, so distinct numbers never share one. Stretching by 18.245 (just under
 * 36^7 / 2^32) keeps it one-to-one and spreads the leading character over 0-Z. The
 * samples' ids start B0B, B0C or B0D, so they never collide with these.
 */
function asinFor(n: number): string {
  let x = n >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0
  x = (x ^ (x >>> 16)) >>> 0
  return `B09${Math.floor(x * 18.245).toString(36).toUpperCase().padStart(7, '0')}`
}

function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) && !/^one\b/i.test(phrase) ? 'An' : 'A'
}

function price(garment: CompiledGarment, material: CompiledMaterial | null, random: () => number): number {
  const [low, high] = garment.garment.price
  const base = (low + (high - low) * random()) * (material?.price ?? 1)
  const whole = Math.max(8, Math.round(base))
  const ending = random()
  // Cents as shops price: .99, .95, .50 or whole dollars, rounded back to exact cents.
  const cents = ending < 0.35 ? 1 : ending < 0.5 ? 5 : ending < 0.6 ? 50 : 0
  return (whole * 100 - cents) / 100
}

function addUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value)
}

function syntheticProduct(seed: number, n: number): ProductSeed {
  const random = createSeededRandom(productRandomSeed(seed, n))
  const garment = pickWeighted(pickWeighted(GARMENTS_BY_CATEGORY, random()), random())
  const colour = pickWeighted(garment.colours, random())

  // Colour + material and/or detail + garment: roughly a third each way.
  const form = random()
  const hasMaterials = garment.materials.length > 0
  const hasDetails = garment.details.length > 0
  const useMaterial = hasMaterials && (!hasDetails || form < 0.66)
  const useDetail = hasDetails && (!hasMaterials || form >= 0.33)
  const material = useMaterial ? at(garment.materials, Math.floor(random() * garment.materials.length)) : null
  const detail = useDetail ? at(garment.details, Math.floor(random() * garment.details.length)) : null
  const lengths = garment.forms.length - 1
  const words = at(garment.forms, lengths > 0 && random() < 0.5 ? 1 + Math.floor(random() * lengths) : 0)

  let name = colour.label
  if (material) name += ` ${material.label}`
  if (detail) name += ` ${detail.label}`
  name += ` ${words.words}`

  const colors = [colour.label]
  const extraColours = Math.floor(random() * 3)
  for (let tries = 0; colors.length <= extraColours && tries < 6; tries++) {
    const other = pickWeighted(garment.colours, random()).label
    if (!colors.includes(other)) colors.push(other)
  }

  const seasons = garment.seasons | (material?.seasons ?? 0) | (detail?.seasons ?? 0)
  const shapes = garment.shapes | (material?.shapes ?? 0) | (detail?.shapes ?? 0)
  const palettes = colour.palettes | garment.palettes | (material?.palettes ?? 0)
  // The cut and the detail say most about a style; a fabric only tops up a thin list
  // (suede pumps are not bohemian, but a plain suede skirt may be).
  const styles = addStyles(addStyles(garment.styles, detail?.styles ?? 0, MAX_STYLES), material?.styles ?? 0, 2)
  const styleList = valuesFor(STYLE_SUBSETS, styles)

  const tags = [...garment.garment.tags]
  if (detail) addUnique(tags, detail.tag)
  if (material) addUnique(tags, material.tag)
  if (words.lengthTag) addUnique(tags, words.lengthTag)
  addUnique(tags, colour.tag)
  for (const style of styleList) addUnique(tags, STYLE_TAGS[style])

  const amount = price(garment, material, random)
  const onSale = random() < 0.24
  const originalPrice = onSale ? Math.ceil(amount / (1 - (0.1 + 0.35 * random()))) : null

  const described = detail ? `${detail.lower} ${words.lower}` : words.lower
  const notes = garment.garment.notes
  const styleLines = STYLE_LINES[garment.primaryStyle]
  const subject = garment.plural
    ? described.charAt(0).toUpperCase() + described.slice(1)
    : `${article(described)} ${described}`
  let description =
    `${subject} in ${material?.phrase ?? garment.garment.fabric}, shown in ${colour.lower}. ` +
    `${at(notes, Math.floor(random() * notes.length))} ${at(styleLines, Math.floor(random() * styleLines.length))}`
  if (material) description += ` ${material.care}`

  return {
    id: `synthetic-${String(n).padStart(6, '0')}`,
    name,
    brand: at(BRANDS, Math.floor(random() * BRANDS.length)),
    description,
    category: garment.garment.category,
    price: amount,
    originalPrice,
    currency: 'USD',
    imageUrl: garment.imageUrl,
    colors,
    tags,
    seasons: valuesFor(SEASON_SUBSETS, seasons),
    bodyShapes: valuesFor(SHAPE_SUBSETS, shapes),
    colorPalettes: valuesFor(PALETTE_SUBSETS, palettes),
    styles: styleList,
    rating: Math.round((3.5 + 0.75 * (random() + random())) * 10) / 10,
    reviewCount: Math.floor(Math.exp(random() * Math.log(6000))),
    affiliateUrl: `https://www.amazon.com/dp/${asinFor(n)}?tag=${AFFILIATE_TAG}`,
  }
}
