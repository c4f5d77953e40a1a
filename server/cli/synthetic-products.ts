import { CATEGORIES, type CategoryId } from '#core/reference/categories.ts'
import { COLOURS, type ColourEntry, type ColourFamily, parseColourValue } from '#core/rule-book/colours.ts'
import { readGarment } from '#core/garment/read-garment.ts'
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
 * A product is what a shop lists and nothing more: a name (colour, then material and/or
 * detail, then the garment: 'Rust Crepe Belted Wrap Midi Dress'), a description, colours,
 * tags, price, rating and link. Who it suits is the rule book's to say, read from that text
 * by the garment reader; every colour is one the rule book's colour lexicon knows. Images
 * reuse the sample SVGs of the nearest garment. Ids and affiliate URLs are unique across
 * any non-overlapping ranges; the affiliate URL depends on the index only, not the seed.
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

// ---------------------------------------------------------------------------------------
// Vocabulary: the words a shop writes. Nothing here says who a garment suits; the rule
// book reads that from the words.

interface Material {
  readonly label: string
  /** How the description names the fabric. */
  readonly phrase: string
  readonly care: string
  /** Price multiplier over the garment's base range. */
  readonly price: number
}

const MATERIALS = {
  linen: { label: 'Linen', phrase: 'washed linen', care: 'Machine wash cold.', price: 1.1 },
  cotton: { label: 'Cotton', phrase: 'soft organic cotton', care: 'Machine washable.', price: 0.9 },
  poplin: { label: 'Poplin', phrase: 'crisp cotton poplin', care: 'Machine washable.', price: 0.95 },
  silk: { label: 'Silk', phrase: 'washable silk', care: 'Hand wash cold or dry clean.', price: 1.6 },
  satin: { label: 'Satin', phrase: 'fluid satin', care: 'Hand wash cold.', price: 1.15 },
  chiffon: { label: 'Chiffon', phrase: 'airy chiffon', care: 'Hand wash cold.', price: 1.05 },
  crepe: { label: 'Crepe', phrase: 'drapey crepe', care: 'Machine washable.', price: 1 },
  jersey: { label: 'Jersey', phrase: 'stretch jersey', care: 'Machine washable.', price: 0.85 },
  ponte: { label: 'Ponte', phrase: 'a firm ponte knit', care: 'Machine washable.', price: 1 },
  gauze: { label: 'Gauze', phrase: 'crinkled cotton gauze', care: 'Machine wash cold.', price: 0.9 },
  tulle: { label: 'Tulle', phrase: 'layers of soft tulle', care: 'Hand wash cold.', price: 1.2 },
  mesh: { label: 'Mesh', phrase: 'a fine stretch mesh', care: 'Hand wash cold.', price: 0.9 },
  wool: { label: 'Wool', phrase: 'a soft wool blend', care: 'Dry clean only.', price: 1.35 },
  cashmere: { label: 'Cashmere', phrase: 'pure cashmere', care: 'Hand wash cold and dry flat.', price: 2.1 },
  merino: { label: 'Merino', phrase: 'fine merino wool', care: 'Hand wash cold and dry flat.', price: 1.4 },
  knit: { label: 'Knit', phrase: 'a soft, cosy knit', care: 'Hand wash cold and dry flat.', price: 1 },
  ribbedKnit: { label: 'Ribbed-Knit', phrase: 'a stretchy rib knit', care: 'Machine wash cold.', price: 1 },
  cableKnit: { label: 'Cable-Knit', phrase: 'a chunky cable knit', care: 'Hand wash cold and dry flat.', price: 1.2 },
  velvet: { label: 'Velvet', phrase: 'plush velvet', care: 'Dry clean only.', price: 1.3 },
  corduroy: { label: 'Corduroy', phrase: 'fine-wale corduroy', care: 'Machine wash cold.', price: 1 },
  tweed: { label: 'Tweed', phrase: 'textured tweed', care: 'Dry clean only.', price: 1.45 },
  boucle: { label: 'Boucle', phrase: 'a nubby boucle', care: 'Dry clean only.', price: 1.5 },
  flannel: { label: 'Flannel', phrase: 'brushed cotton flannel', care: 'Machine washable.', price: 0.95 },
  leather: { label: 'Leather', phrase: 'smooth leather', care: 'Wipe clean with a soft cloth.', price: 1.7 },
  fauxLeather: { label: 'Faux-Leather', phrase: 'supple faux leather', care: 'Wipe clean.', price: 1 },
  suede: { label: 'Suede', phrase: 'soft suede', care: 'Brush clean and protect from rain.', price: 1.5 },
  denim: { label: 'Denim', phrase: 'rigid cotton denim', care: 'Machine wash cold, inside out.', price: 1 },
  lace: { label: 'Lace', phrase: 'delicate lace', care: 'Hand wash cold.', price: 1.2 },
  eyelet: { label: 'Eyelet', phrase: 'embroidered cotton eyelet', care: 'Machine wash cold.', price: 1.05 },
  seersucker: { label: 'Seersucker', phrase: 'puckered seersucker', care: 'Machine washable.', price: 0.95 },
  straw: { label: 'Straw', phrase: 'hand-woven straw', care: 'Spot clean only.', price: 0.9 },
  canvas: { label: 'Canvas', phrase: 'sturdy cotton canvas', care: 'Spot clean.', price: 0.8 },
  patent: { label: 'Patent', phrase: 'high-shine patent', care: 'Wipe clean.', price: 1.4 },
  sequin: { label: 'Sequin', phrase: 'all-over sequins', care: 'Spot clean only.', price: 1.5 },
  nylon: { label: 'Nylon', phrase: 'recycled nylon', care: 'Machine washable.', price: 0.9 },
  modal: { label: 'Modal', phrase: 'silky modal', care: 'Machine wash cold.', price: 0.9 },
  felt: { label: 'Felt', phrase: 'pure wool felt', care: 'Spot clean.', price: 1.2 },
  fleece: { label: 'Fleece', phrase: 'brushed fleece', care: 'Machine washable.', price: 0.9 },
} as const satisfies Record<string, Material>
type MaterialKey = keyof typeof MATERIALS

/** Details as a title writes them, in front of the garment noun. */
const DETAILS = {
  belted: 'Belted',
  wrap: 'Wrap',
  fitted: 'Fitted',
  ruched: 'Ruched',
  aLine: 'A-Line',
  flared: 'Flared',
  empire: 'Empire-Waist',
  dropWaist: 'Drop-Waist',
  tailored: 'Tailored',
  bodycon: 'Bodycon',
  column: 'Column',
  cocoon: 'Cocoon',
  ruffled: 'Ruffled',
  ruffleHighNeck: 'Ruffled High-Neck',
  doubleBreasted: 'Double-Breasted',
  singleBreasted: 'Single-Breasted',
  vNeck: 'V-Neck',
  scoopNeck: 'Scoop-Neck',
  boatNeck: 'Boat-Neck',
  sweetheart: 'Sweetheart-Neck',
  halter: 'Halter',
  offShoulder: 'Off-the-Shoulder',
  oneShoulder: 'One-Shoulder',
  strapless: 'Strapless',
  squareNeck: 'Square-Neck',
  cowlNeck: 'Cowl-Neck',
  crewNeck: 'Crew-Neck',
  tieNeck: 'Tie-Neck',
  pussyBow: 'Pussy-Bow',
  turtleneck: 'Turtleneck',
  puffSleeve: 'Puff-Sleeve',
  flutterSleeve: 'Flutter-Sleeve',
  balloonSleeve: 'Balloon-Sleeve',
  bishopSleeve: 'Bishop-Sleeve',
  bellSleeve: 'Bell-Sleeve',
  capSleeve: 'Cap-Sleeve',
  shortSleeve: 'Short-Sleeve',
  sleeveless: 'Sleeveless',
  powerShoulder: 'Power-Shoulder',
  highRise: 'High-Rise',
  highWaisted: 'High-Waisted',
  longline: 'Longline',
  hipLength: 'Hip-Length',
  pleated: 'Pleated',
  tiered: 'Tiered',
  wideLeg: 'Wide-Leg',
  skinny: 'Skinny',
  wide: 'Wide',
  oversized: 'Oversized',
  cropped: 'Cropped',
  floral: 'Floral',
  gingham: 'Gingham',
  striped: 'Striped',
  bretonStripe: 'Breton-Stripe',
  pinstripe: 'Pinstripe',
  polkaDot: 'Polka-Dot',
  plaid: 'Plaid',
  leopard: 'Leopard-Print',
  tieDye: 'Tie-Dye',
  paisley: 'Paisley',
  graphic: 'Graphic',
  smocked: 'Smocked',
  embroidered: 'Embroidered',
  crochet: 'Crochet',
  laceTrim: 'Lace-Trim',
  pearl: 'Pearl-Embellished',
  sheer: 'Sheer',
  metallic: 'Metallic',
  ribbed: 'Ribbed',
  racerback: 'Racerback',
  seamless: 'Seamless',
  distressed: 'Distressed',
  chunky: 'Chunky',
  quilted: 'Quilted',
  studded: 'Studded',
  fringed: 'Fringed',
  cutOut: 'Cut-Out',
  hooded: 'Hooded',
  zipUp: 'Zip-Up',
  beaded: 'Beaded',
  blockHeel: 'Block-Heel',
  kittenHeel: 'Kitten-Heel',
  stiletto: 'Stiletto',
  pointedToe: 'Pointed-Toe',
  squareToe: 'Square-Toe',
  almondToe: 'Almond-Toe',
  lugSole: 'Lug-Sole',
  platform: 'Platform',
  lowTop: 'Low-Top',
  strappy: 'Strappy',
  slingback: 'Slingback',
  laceUp: 'Lace-Up',
  structured: 'Structured',
  slouchy: 'Slouchy',
  woven: 'Woven',
  mini: 'Mini',
  chainStrap: 'Chain-Strap',
  wideBrim: 'Wide-Brim',
  packable: 'Packable',
  long: 'Long',
  layered: 'Layered',
  catEye: 'Cat-Eye',
  aviator: 'Aviator',
} as const satisfies Record<string, string>
type DetailKey = keyof typeof DETAILS

// ---------------------------------------------------------------------------------------
// Colours: the rule book's colour lexicon, weighted the way shops list colours.

/** The colour ranges a garment comes in. */
type ColourRange = 'clothing' | 'leather' | 'occasion' | 'coat' | 'active' | 'natural' | 'metal' | 'denim'

/**
 * Each range's share per colour family: neutrals lead everywhere; metallics only where shops
 * sell them (eveningwear, shoes and bags, jewellery).
 */
const FAMILY_SHARES: Readonly<Record<Exclude<ColourRange, 'denim'>, Partial<Record<ColourFamily, number>>>> = {
  clothing: { neutral: 38, brown: 8, blue: 16, red: 8, green: 9, pink: 9, purple: 5, orange: 4, yellow: 3 },
  leather: { neutral: 44, brown: 34, red: 8, green: 4, blue: 5, pink: 2, metallic: 3 },
  occasion: { neutral: 26, red: 16, blue: 14, green: 10, purple: 10, pink: 10, metallic: 14 },
  coat: { neutral: 46, brown: 28, blue: 12, green: 9, red: 5 },
  active: { neutral: 40, blue: 16, green: 12, pink: 12, purple: 10, red: 5, orange: 5 },
  natural: { neutral: 70, brown: 30 },
  metal: { metallic: 100 },
}

/** Within its family, how many times more often a shop lists a staple than any other shade. */
const STAPLES: Readonly<Record<string, number>> = {
  black: 14, white: 6, ivory: 4, cream: 3, beige: 4, grey: 4, charcoal: 3, taupe: 2, stone: 2, khaki: 2, 'off-white': 2,
  camel: 5, tan: 4, cognac: 4, brown: 4, chocolate: 3,
  navy: 8, blue: 2, 'baby-blue': 2, cobalt: 2,
  red: 4, burgundy: 4, wine: 2,
  olive: 4, sage: 3, green: 2, emerald: 2, 'forest-green': 2,
  pink: 3, blush: 3, 'dusty-rose': 2, 'hot-pink': 2,
  lilac: 2, lavender: 2, purple: 2, plum: 2,
  rust: 3, orange: 2, coral: 2, terracotta: 2,
  yellow: 2, mustard: 3,
  gold: 5, silver: 5, 'rose-gold': 2,
}

/** Jeans and denim jackets come in washes: lexicon names with how often each is listed. */
const DENIM_WASHES: ReadonlyArray<readonly [name: string, weight: number]> = [
  ['light wash', 2], ['mid wash', 3], ['dark wash', 3], ['stonewash', 1], ['black', 2], ['white', 1], ['ecru', 1],
]

interface CompiledColour {
  readonly label: string
  /** The label as it reads mid-sentence. */
  readonly lower: string
  readonly tag: string
}

function titleCase(name: string): string {
  return name.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase())
}

const NOTHING_BUT_COLOUR = JSON.stringify({ ...readGarment({ name: '' }), primaryColour: null, secondaryColours: [] })

/**
 * A lexicon name as a title writes it, kept only when the reader takes it for that colour
 * and nothing else: 'chambray' and 'denim blue' also name a fabric, and a silk blouse in
 * chambray would read as a chambray one.
 */
function colourChoice(name: string, id: string): CompiledColour | null {
  const label = titleCase(name)
  const read = readGarment({ name: label })
  if (read.primaryColour !== id || JSON.stringify({ ...read, primaryColour: null, secondaryColours: [] }) !== NOTHING_BUT_COLOUR) return null
  return { label, lower: label.toLowerCase(), tag: kebab(label) }
}

function colourRange(range: ColourRange): Weighted<CompiledColour> {
  if (range === 'denim') {
    const washes = DENIM_WASHES.map(([name, weight]) => {
      const [id, ...more] = parseColourValue(name)
      const choice = id && more.length === 0 ? colourChoice(name, id) : null
      if (!choice) throw new Error(`synthetic-products: '${name}' is not one colour of the rule book's lexicon`)
      return { choice, weight }
    })
    return weighted(washes.map((w) => w.choice), (c) => washes.find((w) => w.choice === c)!.weight)
  }
  const shares = FAMILY_SHARES[range]
  const entries: Array<{ choice: CompiledColour; weight: number }> = []
  for (const [family, share] of Object.entries(shares) as Array<[ColourFamily, number]>) {
    const members = COLOURS.filter((c: ColourEntry) => c.family === family)
      .map((c) => ({ choice: colourChoice(c.names[0]!, c.id), staple: STAPLES[c.id] ?? 1 }))
      .filter((m): m is { choice: CompiledColour; staple: number } => m.choice !== null)
    const total = members.reduce((sum, m) => sum + m.staple, 0)
    for (const m of members) entries.push({ choice: m.choice, weight: (share * m.staple) / total })
  }
  const weights = new Map(entries.map((e) => [e.choice, e.weight]))
  return weighted(entries.map((e) => e.choice), (c) => weights.get(c)!)
}

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

interface Garment {
  /** The garment words, head noun last: a length goes in front of the head ('Wrap Midi Dress'). */
  readonly noun: string
  readonly category: CategoryId
  /** The sample picture with the nearest silhouette (the categories without samples borrow one). */
  readonly image: keyof typeof IMAGE
  readonly price: readonly [number, number]
  readonly materials?: readonly MaterialKey[]
  readonly details?: readonly DetailKey[]
  readonly lengths?: readonly Length[]
  /** Default: clothing. */
  readonly colours?: ColourRange
  /** What the description says the garment is made of when the name names no material. */
  readonly fabric: string
  readonly notes: readonly string[]
  readonly tags: readonly string[]
  readonly weight?: number
}

const GARMENTS: readonly Garment[] = [
  // Dresses
  {
    noun: 'Wrap Dress', category: 'dresses', image: 'wrapDress', price: [45, 160], weight: 2,
    materials: ['crepe', 'jersey', 'silk', 'satin', 'chiffon', 'linen', 'wool'],
    details: ['belted', 'floral', 'puffSleeve', 'flutterSleeve', 'polkaDot', 'shortSleeve'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'a fluid crepe', tags: ['dress', 'wrap-dress'],
    notes: ['The wrap front ties at the side, so the waist is yours to set.', 'A true wrap with a soft V-neck and a self-tie that defines the waist.'],
  },
  {
    noun: 'Shirt Dress', category: 'dresses', image: 'wrapDress', price: [40, 140], weight: 1.5,
    materials: ['cotton', 'poplin', 'linen', 'denim', 'silk', 'crepe'],
    details: ['belted', 'striped', 'pinstripe', 'shortSleeve', 'oversized', 'gingham'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'crisp cotton', tags: ['dress', 'shirt-dress'],
    notes: ['A button-through front, a neat collar and sleeves that roll to the elbow.', 'Wear it buttoned as a dress or open over jeans as a duster.'],
  },
  {
    noun: 'Sheath Dress', category: 'dresses', image: 'slipDress', price: [55, 170],
    materials: ['crepe', 'wool', 'tweed', 'jersey', 'ponte'],
    details: ['sleeveless', 'squareNeck', 'tailored', 'vNeck', 'capSleeve', 'boatNeck'], lengths: ['Midi'],
    fabric: 'a structured crepe', tags: ['dress', 'sheath-dress'],
    notes: ['Darted through the bodice and lined, it skims the body without clinging.', 'A clean, knee-grazing line with a concealed back zip.'],
  },
  {
    noun: 'A-Line Dress', category: 'dresses', image: 'sundress', price: [40, 140], weight: 2,
    materials: ['cotton', 'linen', 'poplin', 'crepe', 'eyelet', 'lace', 'corduroy'],
    details: ['floral', 'sleeveless', 'puffSleeve', 'gingham', 'squareNeck', 'vNeck', 'polkaDot', 'dropWaist', 'sweetheart'], lengths: ['Mini', 'Midi'],
    fabric: 'soft cotton', tags: ['dress', 'a-line'],
    notes: ['Fitted through the bodice, it flares gently from the waist over the hips.', 'The skirt falls in an easy A-line with side-seam pockets.'],
  },
  {
    noun: 'Fit-and-Flare Dress', category: 'dresses', image: 'sundress', price: [45, 150],
    materials: ['cotton', 'crepe', 'jersey', 'lace', 'eyelet', 'velvet'],
    details: ['floral', 'polkaDot', 'sleeveless', 'squareNeck', 'offShoulder', 'sweetheart', 'capSleeve'], lengths: ['Mini', 'Midi'],
    fabric: 'a light crepe', tags: ['dress', 'fit-and-flare'],
    notes: ['A fitted bodice and a full, swishy skirt that moves when you do.', 'Seamed at the natural waist, with a skirt that flares from the hip.'],
  },
  {
    noun: 'Slip Dress', category: 'dresses', image: 'slipDress', price: [45, 170], weight: 1.5,
    materials: ['satin', 'silk', 'jersey', 'velvet'],
    details: ['cowlNeck', 'laceTrim', 'vNeck', 'leopard'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'a liquid satin', tags: ['dress', 'slip-dress', 'bias-cut'],
    notes: ['Cut on the bias to skim rather than cling, on fine adjustable straps.', 'Layer it over a tee by day or wear it alone after dark.'],
  },
  {
    noun: 'Bodycon Dress', category: 'dresses', image: 'slipDress', price: [30, 110],
    materials: ['jersey', 'ribbedKnit', 'velvet', 'mesh'],
    details: ['ruched', 'cutOut', 'squareNeck', 'halter', 'oneShoulder', 'strapless'], lengths: ['Mini', 'Midi'],
    fabric: 'a sculpting stretch jersey', tags: ['dress', 'bodycon', 'going-out'],
    notes: ['A close, body-skimming fit with enough stretch to move and sit in comfort.', 'Double-layered, so it smooths and stays opaque.'],
  },
  {
    noun: 'Sweater Dress', category: 'dresses', image: 'wrapDress', price: [45, 160],
    materials: ['cashmere', 'merino', 'ribbedKnit', 'cableKnit', 'wool'],
    details: ['turtleneck', 'belted', 'oversized', 'vNeck', 'crewNeck', 'bretonStripe'], lengths: ['Mini', 'Midi'],
    fabric: 'a soft knit', tags: ['dress', 'knitwear'],
    notes: ['All the comfort of a jumper in a dress: wear it with boots and tights.', 'A relaxed knit that holds its shape, with ribbed cuffs and hem.'],
  },
  {
    noun: 'Maxi Dress', category: 'dresses', image: 'sundress', price: [45, 170], weight: 1.5,
    materials: ['cotton', 'chiffon', 'linen', 'crepe', 'satin', 'jersey', 'gauze'],
    details: ['tiered', 'floral', 'smocked', 'empire', 'halter', 'vNeck', 'offShoulder', 'bellSleeve', 'column', 'strapless', 'paisley', 'tieDye'],
    fabric: 'a breezy cotton', tags: ['dress', 'maxi'],
    notes: ['It sweeps to the ankle with plenty of movement in the skirt.', 'Fully lined to the knee, so it stays opaque in bright sun.'],
  },
  {
    noun: 'Sundress', category: 'dresses', image: 'sundress', price: [35, 110], weight: 1.5,
    materials: ['cotton', 'linen', 'seersucker', 'eyelet'],
    details: ['floral', 'gingham', 'smocked', 'tiered', 'squareNeck', 'aLine'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'light cotton', tags: ['dress', 'sundress', 'vacation'],
    notes: ['Adjustable straps and a smocked back make the fit easy.', 'Made for hot days, with pockets and a lining that breathes.'],
  },
  {
    noun: 'Shift Dress', category: 'dresses', image: 'slipDress', price: [40, 130],
    materials: ['crepe', 'linen', 'tweed', 'cotton', 'jersey'],
    details: ['sleeveless', 'shortSleeve', 'crewNeck', 'embroidered', 'boatNeck'], lengths: ['Mini', 'Midi'],
    fabric: 'a smooth crepe', tags: ['dress', 'shift-dress'],
    notes: ['A straight, easy shape that skims past the waist.', 'No darts, no fuss: it falls straight from the shoulder.'],
  },
  {
    noun: 'Swing Dress', category: 'dresses', image: 'sundress', price: [35, 100], weight: 0.5,
    materials: ['jersey', 'cotton', 'linen'],
    details: ['floral', 'striped', 'shortSleeve'], lengths: ['Mini', 'Midi'],
    fabric: 'a soft jersey', tags: ['dress', 'swing-dress'],
    notes: ['It swings out from the shoulder, floating away from the middle.'],
  },
  {
    noun: 'Babydoll Dress', category: 'dresses', image: 'sundress', price: [35, 110], weight: 0.5,
    materials: ['cotton', 'chiffon', 'eyelet', 'lace'],
    details: ['puffSleeve', 'floral', 'smocked'], lengths: ['Mini'],
    fabric: 'a light cotton', tags: ['dress', 'babydoll'],
    notes: ['A high yoke and a gathered skirt that floats over the waist.'],
  },
  {
    noun: 'T-Shirt Dress', category: 'dresses', image: 'sundress', price: [25, 80], weight: 0.8,
    materials: ['cotton', 'jersey'],
    details: ['striped', 'bretonStripe', 'graphic', 'oversized', 'crewNeck'], lengths: ['Mini', 'Midi'],
    fabric: 'a soft cotton jersey', tags: ['dress', 't-shirt-dress'],
    notes: ['All the ease of a tee, made to wear on its own.'],
  },
  {
    noun: 'Jumpsuit', category: 'dresses', image: 'wrapDress', price: [45, 150], weight: 0.7,
    materials: ['linen', 'denim', 'crepe', 'jersey'],
    details: ['belted', 'wideLeg', 'sleeveless', 'halter', 'cropped'],
    fabric: 'a washed cotton twill', tags: ['jumpsuit'],
    notes: ['Chest pockets and a zip front.', 'A relaxed body that ties at the waist.'],
  },
  {
    noun: 'Blazer Dress', category: 'dresses', image: 'wrapDress', price: [60, 190], weight: 0.5,
    materials: ['crepe', 'wool', 'tweed', 'boucle'],
    details: ['doubleBreasted', 'singleBreasted', 'belted', 'powerShoulder'], lengths: ['Mini'],
    fabric: 'a structured suiting', tags: ['dress', 'blazer-dress', 'tailoring'],
    notes: ['Sharp lapels, a fully lined body and welt pockets.'],
  },

  // Tops
  {
    noun: 'Blouse', category: 'tops', image: 'blouse', price: [25, 110], weight: 2,
    materials: ['silk', 'satin', 'chiffon', 'crepe', 'cotton', 'poplin', 'lace', 'eyelet'],
    details: [
      'puffSleeve', 'ruffled', 'vNeck', 'tieNeck', 'floral', 'polkaDot', 'embroidered', 'sleeveless', 'squareNeck', 'wrap', 'ruffleHighNeck',
      'pussyBow', 'flutterSleeve', 'balloonSleeve', 'bishopSleeve', 'capSleeve', 'boatNeck', 'pearl', 'sheer', 'powerShoulder',
    ],
    fabric: 'a fluid crepe', tags: ['top', 'blouse'],
    notes: ['Tuck it into tailoring for work or wear it loose with denim.', 'Finished with covered buttons and a soft drape at the front.'],
  },
  {
    noun: 'Button-Down Shirt', category: 'tops', image: 'blouse', price: [25, 95], weight: 1.5,
    materials: ['cotton', 'poplin', 'linen', 'silk', 'denim', 'flannel'],
    details: ['oversized', 'striped', 'pinstripe', 'cropped', 'tailored', 'plaid', 'gingham'],
    fabric: 'crisp cotton', tags: ['top', 'shirt', 'button-down'],
    notes: ['A relaxed shirt with a pointed collar and a curved hem for half-tucking.', 'Cut a little roomy, so it layers easily.'],
  },
  {
    noun: 'Camisole', category: 'tops', image: 'blouse', price: [18, 70],
    materials: ['silk', 'satin', 'jersey'],
    details: ['laceTrim', 'vNeck', 'cowlNeck'],
    fabric: 'a silky satin', tags: ['top', 'camisole', 'layering'],
    notes: ['Fine adjustable straps and a bias-cut body that skims.', 'Wear it alone in summer or under a blazer the rest of the year.'],
  },
  {
    noun: 'Tank Top', category: 'tops', image: 'blouse', price: [14, 45], weight: 1.2,
    materials: ['cotton', 'jersey', 'linen', 'silk'],
    details: ['ribbed', 'racerback', 'cropped', 'squareNeck', 'scoopNeck'],
    fabric: 'soft cotton', tags: ['top', 'tank', 'basics'],
    notes: ['A close-fitting tank with a clean neckline and bound armholes.', 'The kind of basic you buy in three colours.'],
  },
  {
    noun: 'T-Shirt', category: 'tops', image: 'blouse', price: [14, 50], weight: 1.5,
    materials: ['cotton', 'jersey', 'linen'],
    details: ['crewNeck', 'vNeck', 'oversized', 'cropped', 'striped', 'fitted', 'scoopNeck', 'boatNeck', 'bretonStripe', 'graphic', 'capSleeve', 'tieDye'],
    fabric: 'heavyweight cotton', tags: ['top', 't-shirt', 'basics'],
    notes: ['A substantial tee that keeps its shape wash after wash.', 'Dropped shoulders and a straight hem that tucks neatly.'],
  },
  {
    noun: 'Sweater', category: 'tops', image: 'sweater', price: [35, 160], weight: 2,
    materials: ['cashmere', 'merino', 'wool', 'cableKnit', 'ribbedKnit', 'knit'],
    details: ['crewNeck', 'vNeck', 'turtleneck', 'oversized', 'cropped', 'chunky', 'striped', 'boatNeck', 'bretonStripe', 'hipLength', 'balloonSleeve'],
    fabric: 'a soft wool blend', tags: ['top', 'sweater', 'knitwear'],
    notes: ['Ribbed cuffs and hem, and a weight that layers under a coat.', 'Warm without bulk, with a gently relaxed body.'],
  },
  {
    noun: 'Cardigan', category: 'tops', image: 'sweater', price: [35, 150], weight: 1.2,
    materials: ['cashmere', 'merino', 'wool', 'cableKnit', 'knit'],
    details: ['cropped', 'longline', 'oversized', 'vNeck', 'chunky', 'hipLength', 'pearl'],
    fabric: 'a soft knit', tags: ['top', 'cardigan', 'knitwear', 'layering'],
    notes: ['Buttoned all the way up it wears as a top; open, it layers over anything.', 'Horn-effect buttons and deep ribbed bands.'],
  },
  {
    noun: 'Peplum Top', category: 'tops', image: 'blouse', price: [25, 80], weight: 0.6,
    materials: ['crepe', 'cotton', 'satin', 'poplin'],
    details: ['squareNeck', 'puffSleeve', 'sleeveless'],
    fabric: 'a structured crepe', tags: ['top', 'peplum'],
    notes: ['A fitted bodice with a flared peplum that creates a waist.'],
  },
  {
    noun: 'Wrap Top', category: 'tops', image: 'blouse', price: [25, 85], weight: 0.8,
    materials: ['jersey', 'crepe', 'silk', 'satin'],
    details: ['floral', 'puffSleeve', 'ruched'],
    fabric: 'a soft jersey', tags: ['top', 'wrap-top'],
    notes: ['It crosses over at the front and ties at the side for a V-neckline you can adjust.'],
  },
  {
    noun: 'Tunic', category: 'tops', image: 'blouse', price: [25, 80], weight: 0.7,
    materials: ['linen', 'cotton', 'chiffon'],
    details: ['embroidered', 'floral', 'vNeck'],
    fabric: 'a light cotton', tags: ['top', 'tunic'],
    notes: ['Long enough to wear over leggings, with side slits for ease.'],
  },
  {
    noun: 'Bodysuit', category: 'tops', image: 'blouse', price: [20, 70], weight: 0.6,
    materials: ['jersey', 'lace', 'ribbedKnit', 'mesh'],
    details: ['squareNeck', 'cutOut', 'halter', 'scoopNeck', 'sweetheart', 'oneShoulder'],
    fabric: 'a smoothing stretch jersey', tags: ['top', 'bodysuit'],
    notes: ['Snap fastening and a smooth line that stays tucked in.'],
  },
  {
    noun: 'Corset Top', category: 'tops', image: 'blouse', price: [30, 95], weight: 0.4,
    materials: ['satin', 'lace', 'denim', 'velvet'],
    details: ['squareNeck', 'sweetheart', 'strapless'],
    fabric: 'a boned satin', tags: ['top', 'corset', 'going-out'],
    notes: ['Soft boning and a back zip shape the waist without digging in.'],
  },
  {
    noun: 'Sweatshirt', category: 'tops', image: 'sweater', price: [25, 80], weight: 0.7,
    materials: ['cotton', 'fleece'],
    details: ['oversized', 'cropped', 'crewNeck', 'embroidered', 'graphic'],
    fabric: 'loopback cotton', tags: ['top', 'sweatshirt', 'loungewear'],
    notes: ['Brushed inside for softness, with ribbed cuffs and hem.'],
  },
  {
    noun: 'Top', category: 'tops', image: 'blouse', price: [18, 70], weight: 1.2,
    materials: ['jersey', 'ribbedKnit', 'mesh', 'satin', 'lace'],
    details: ['bodycon', 'oneShoulder', 'strapless', 'cutOut', 'leopard', 'metallic', 'sheer', 'ruched', 'scoopNeck', 'cropped', 'crochet'],
    fabric: 'a stretch jersey', tags: ['top'],
    notes: ['A going-out top with a close fit and a clean finish inside.', 'Lined at the front, with a smooth back that tucks in neatly.'],
  },
  {
    noun: 'Polo Shirt', category: 'tops', image: 'blouse', price: [25, 80], weight: 0.6,
    materials: ['cotton', 'knit', 'merino'],
    details: ['striped', 'cropped', 'fitted'],
    fabric: 'a cotton pique', tags: ['top', 'polo'],
    notes: ['A neat collar and a three-button placket.'],
  },
  {
    noun: 'Peasant Blouse', category: 'tops', image: 'blouse', price: [25, 85], weight: 0.6,
    materials: ['cotton', 'gauze', 'linen', 'chiffon'],
    details: ['embroidered', 'bellSleeve', 'smocked', 'paisley'],
    fabric: 'a light cotton voile', tags: ['top', 'blouse', 'peasant'],
    notes: ['A gathered neckline with ties and a relaxed body.'],
  },

  // Bottoms
  {
    noun: 'Wide-Leg Trousers', category: 'bottoms', image: 'trousers', price: [40, 150], weight: 1.5,
    materials: ['wool', 'crepe', 'linen', 'satin', 'cotton', 'corduroy'],
    details: ['highRise', 'pleated', 'tailored', 'pinstripe'],
    fabric: 'a fluid crepe', tags: ['trousers', 'wide-leg'],
    notes: ['A high waist and a wide, fluid leg that falls straight from the hip.', 'Pressed front creases and a full length to wear with a heel.'],
  },
  {
    noun: 'Straight-Leg Trousers', category: 'bottoms', image: 'trousers', price: [40, 140], weight: 1.2,
    materials: ['wool', 'crepe', 'cotton', 'linen', 'tweed'],
    details: ['highRise', 'pleated', 'tailored', 'cropped', 'pinstripe'],
    fabric: 'a smooth suiting', tags: ['trousers', 'straight-leg'],
    notes: ['A straight leg from hip to hem, with slant pockets.'],
  },
  {
    noun: 'Cigarette Trousers', category: 'bottoms', image: 'trousers', price: [35, 120], weight: 0.6,
    materials: ['crepe', 'wool', 'cotton', 'ponte'],
    details: ['highRise', 'cropped', 'tailored'],
    fabric: 'a stretch crepe', tags: ['trousers', 'slim'],
    notes: ['Slim through the leg and cut to show the ankle.'],
  },
  {
    noun: 'Palazzo Pants', category: 'bottoms', image: 'trousers', price: [35, 120], weight: 0.8,
    materials: ['linen', 'silk', 'satin', 'crepe', 'chiffon'],
    details: ['highRise', 'pleated', 'floral'],
    fabric: 'a flowing crepe', tags: ['pants', 'palazzo', 'wide-leg'],
    notes: ['Very wide, very light: they move like a skirt.'],
  },
  {
    noun: 'Culottes', category: 'bottoms', image: 'trousers', price: [35, 110], weight: 0.6,
    materials: ['linen', 'crepe', 'cotton', 'wool'],
    details: ['highRise', 'pleated', 'belted'],
    fabric: 'a crisp crepe', tags: ['culottes', 'cropped'],
    notes: ['A wide leg cropped at mid-calf, with a flat front and side zip.'],
  },
  {
    noun: 'Straight-Leg Jeans', category: 'bottoms', image: 'trousers', price: [40, 130], weight: 1.5,
    details: ['highRise', 'distressed', 'cropped'], colours: 'denim',
    fabric: 'rigid cotton denim', tags: ['jeans', 'denim', 'straight-leg'],
    notes: ['Classic five-pocket jeans that soften and mould with wear.', 'A straight leg and a waist that sits where it should.'],
  },
  {
    noun: 'Bootcut Jeans', category: 'bottoms', image: 'trousers', price: [40, 130],
    details: ['highRise', 'distressed'], colours: 'denim',
    fabric: 'stretch cotton denim', tags: ['jeans', 'denim', 'bootcut'],
    notes: ['A slight kick at the hem that balances the hips and sits over boots.'],
  },
  {
    noun: 'Skinny Jeans', category: 'bottoms', image: 'trousers', price: [35, 120], weight: 1.2,
    details: ['highRise', 'distressed', 'cropped'], colours: 'denim',
    fabric: 'stretch cotton denim', tags: ['jeans', 'denim', 'skinny'],
    notes: ['Close through the hip and thigh, with enough stretch to move.'],
  },
  {
    noun: 'Barrel-Leg Jeans', category: 'bottoms', image: 'trousers', price: [45, 140], weight: 0.5,
    details: ['highRise', 'distressed'], colours: 'denim',
    fabric: 'rigid cotton denim', tags: ['jeans', 'denim', 'barrel-leg'],
    notes: ['A curved leg that narrows to the ankle.'],
  },
  {
    noun: 'Cargo Trousers', category: 'bottoms', image: 'trousers', price: [35, 110], weight: 0.7,
    materials: ['cotton', 'nylon', 'linen'],
    details: ['wideLeg', 'oversized', 'cropped'], colours: 'coat',
    fabric: 'a washed cotton twill', tags: ['trousers', 'cargo'],
    notes: ['Bellows pockets on each leg and a drawcord at the hem.'],
  },
  {
    noun: 'Wide-Leg Jeans', category: 'bottoms', image: 'trousers', price: [45, 140],
    details: ['highRise', 'distressed', 'cropped'], colours: 'denim',
    fabric: 'rigid cotton denim', tags: ['jeans', 'denim', 'wide-leg'],
    notes: ['A high waist and a full, wide leg.'],
  },
  {
    noun: 'Flared Jeans', category: 'bottoms', image: 'trousers', price: [45, 140], weight: 0.8,
    details: ['highRise', 'distressed'], colours: 'denim',
    fabric: 'stretch cotton denim', tags: ['jeans', 'denim', 'flared'],
    notes: ['Close to the knee, then a generous flare that lengthens the leg.'],
  },
  {
    noun: 'Pencil Skirt', category: 'bottoms', image: 'skirt', price: [35, 130],
    materials: ['wool', 'crepe', 'leather', 'tweed', 'satin', 'fauxLeather'],
    details: ['highWaisted', 'bretonStripe', 'leopard'], lengths: ['Midi'],
    fabric: 'a stretch suiting', tags: ['skirt', 'pencil-skirt'],
    notes: ['A close, tapered line with a back vent for walking.'],
  },
  {
    noun: 'A-Line Skirt', category: 'bottoms', image: 'skirt', price: [30, 110], weight: 1.5,
    materials: ['cotton', 'linen', 'denim', 'suede', 'corduroy', 'wool', 'fauxLeather'],
    details: ['highWaisted', 'floral', 'gingham', 'plaid'], lengths: ['Mini', 'Midi'],
    fabric: 'a sturdy cotton', tags: ['skirt', 'a-line'],
    notes: ['It skims the hips and flares gently to the hem.', 'A button front and patch pockets.'],
  },
  {
    noun: 'Pleated Skirt', category: 'bottoms', image: 'skirt', price: [35, 120], weight: 1.2,
    materials: ['satin', 'chiffon', 'crepe', 'wool', 'fauxLeather'],
    details: ['floral', 'polkaDot', 'metallic'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'a fluid satin', tags: ['skirt', 'pleated'],
    notes: ['Fine pleats that swish as you walk, on a comfortable waistband.'],
  },
  {
    noun: 'Slip Skirt', category: 'bottoms', image: 'skirt', price: [30, 110],
    materials: ['satin', 'silk'],
    details: ['laceTrim'], lengths: ['Midi', 'Maxi'],
    fabric: 'a bias-cut satin', tags: ['skirt', 'slip-skirt'],
    notes: ['Bias-cut to skim the hips, on a hidden elasticated waist.'],
  },
  {
    noun: 'Wrap Skirt', category: 'bottoms', image: 'skirt', price: [30, 110], weight: 0.8,
    materials: ['linen', 'cotton', 'silk', 'suede', 'satin'],
    details: ['floral', 'tiered'], lengths: ['Mini', 'Midi', 'Maxi'],
    fabric: 'a light cotton', tags: ['skirt', 'wrap-skirt'],
    notes: ['It wraps and ties at the side, with a front split that opens as you walk.'],
  },
  {
    noun: 'Circle Skirt', category: 'bottoms', image: 'skirt', price: [30, 110], weight: 0.6,
    materials: ['cotton', 'satin', 'tulle', 'velvet'],
    details: ['floral', 'polkaDot', 'gingham', 'highWaisted'], lengths: ['Mini', 'Midi'],
    fabric: 'a crisp cotton', tags: ['skirt', 'circle-skirt'],
    notes: ['Cut as a full circle, so it spins out when you turn.'],
  },
  {
    noun: 'Maxi Skirt', category: 'bottoms', image: 'skirt', price: [35, 110], weight: 0.8,
    materials: ['cotton', 'linen', 'chiffon', 'satin'],
    details: ['tiered', 'floral', 'pleated'],
    fabric: 'a breezy cotton', tags: ['skirt', 'maxi'],
    notes: ['An ankle-length skirt with an elasticated waist and lots of movement.'],
  },
  {
    noun: 'Shorts', category: 'bottoms', image: 'trousers', price: [20, 70], weight: 1,
    materials: ['linen', 'cotton', 'denim', 'seersucker'],
    details: ['highRise', 'tailored', 'pleated'],
    fabric: 'a washed cotton', tags: ['shorts'],
    notes: ['A mid-thigh length with a relaxed leg and real pockets.'],
  },

  // Shoes
  {
    noun: 'Ankle Boots', category: 'shoes', image: 'boots', price: [50, 190], weight: 2,
    materials: ['leather', 'suede', 'fauxLeather'],
    details: ['blockHeel', 'lugSole', 'pointedToe', 'squareToe', 'almondToe'], colours: 'leather',
    fabric: 'smooth leather', tags: ['shoes', 'boots', 'ankle-boots'],
    notes: ['An inside zip, a cushioned insole and a grippy rubber sole.', 'A heel you can walk in all day, with a cushioned footbed.'],
  },
  {
    noun: 'Chelsea Boots', category: 'shoes', image: 'boots', price: [55, 180],
    materials: ['leather', 'suede'],
    details: ['lugSole', 'chunky', 'platform'], colours: 'leather',
    fabric: 'smooth leather', tags: ['shoes', 'boots', 'chelsea-boots'],
    notes: ['Elastic side panels and a pull tab make them easy on and off.'],
  },
  {
    noun: 'Knee-High Boots', category: 'shoes', image: 'boots', price: [80, 250],
    materials: ['leather', 'suede', 'fauxLeather'],
    details: ['blockHeel', 'pointedToe', 'squareToe', 'platform', 'stiletto'], colours: 'leather',
    fabric: 'supple leather', tags: ['shoes', 'boots', 'knee-high'],
    notes: ['A shaft cut to fit a range of calves, with a full-length inside zip.'],
  },
  {
    noun: 'Combat Boots', category: 'shoes', image: 'boots', price: [60, 180], weight: 0.6,
    materials: ['leather', 'fauxLeather'],
    details: ['lugSole', 'platform', 'laceUp'], colours: 'leather',
    fabric: 'polished leather', tags: ['shoes', 'boots', 'combat-boots'],
    notes: ['A chunky lug sole and a cushioned collar for all-day comfort.'],
  },
  {
    noun: 'Sneakers', category: 'shoes', image: 'boots', price: [40, 140], weight: 1.5,
    materials: ['leather', 'canvas', 'suede'],
    details: ['platform', 'chunky', 'lowTop'],
    fabric: 'smooth leather', tags: ['shoes', 'sneakers'],
    notes: ['A cushioned footbed and a clean, minimal upper that goes with everything.'],
  },
  {
    noun: 'Loafers', category: 'shoes', image: 'pumps', price: [50, 170],
    materials: ['leather', 'suede', 'patent'],
    details: ['chunky', 'lugSole', 'platform', 'almondToe'], colours: 'leather',
    fabric: 'polished leather', tags: ['shoes', 'loafers'],
    notes: ['A classic penny loafer with a cushioned insole.'],
  },
  {
    noun: 'Pumps', category: 'shoes', image: 'pumps', price: [50, 190], weight: 1.5,
    materials: ['leather', 'suede', 'patent', 'satin'],
    details: ['pointedToe', 'slingback', 'blockHeel', 'kittenHeel', 'almondToe'], colours: 'leather',
    fabric: 'soft suede', tags: ['shoes', 'heels', 'pumps'],
    notes: ['A cushioned footbed keeps them comfortable from desk to dinner.', 'A low-cut vamp that lengthens the leg.'],
  },
  {
    noun: 'Ballet Flats', category: 'shoes', image: 'pumps', price: [35, 140],
    materials: ['leather', 'suede', 'satin', 'patent'],
    details: ['pointedToe', 'squareToe', 'almondToe'], colours: 'leather',
    fabric: 'soft leather', tags: ['shoes', 'flats'],
    notes: ['Flexible soles and a cushioned heel, with a slim bow at the toe.'],
  },
  {
    noun: 'Mules', category: 'shoes', image: 'pumps', price: [40, 150],
    materials: ['leather', 'suede', 'satin'],
    details: ['kittenHeel', 'blockHeel', 'squareToe', 'pointedToe'], colours: 'leather',
    fabric: 'smooth leather', tags: ['shoes', 'mules'],
    notes: ['Backless and easy to slip on, on a stable heel.'],
  },
  {
    noun: 'Sandals', category: 'shoes', image: 'pumps', price: [30, 140], weight: 1.5,
    materials: ['leather', 'suede'],
    details: ['strappy', 'blockHeel', 'platform'], colours: 'leather',
    fabric: 'soft leather', tags: ['shoes', 'sandals'],
    notes: ['Adjustable ankle straps and a moulded, cushioned footbed.'],
  },
  {
    noun: 'Espadrilles', category: 'shoes', image: 'pumps', price: [30, 100], weight: 0.8,
    materials: ['canvas', 'linen', 'suede'],
    details: ['platform', 'laceUp'],
    fabric: 'cotton canvas', tags: ['shoes', 'espadrilles', 'vacation'],
    notes: ['A braided jute sole and ankle ties.'],
  },
  {
    noun: 'Slingback Heels', category: 'shoes', image: 'pumps', price: [50, 180],
    materials: ['leather', 'satin', 'patent', 'suede'],
    details: ['pointedToe', 'squareToe', 'almondToe'], colours: 'leather',
    fabric: 'smooth leather', tags: ['shoes', 'heels', 'slingback'],
    notes: ['An adjustable slingback strap and a tapered mid heel.'],
  },
  {
    noun: 'Western Boots', category: 'shoes', image: 'boots', price: [80, 260], weight: 0.5,
    materials: ['leather', 'suede'],
    details: ['embroidered', 'squareToe', 'fringed'], colours: 'leather',
    fabric: 'tooled leather', tags: ['shoes', 'boots', 'western'],
    notes: ['A stacked heel, a pointed shaft and pull-on loops.'],
  },
  {
    noun: 'Mary Janes', category: 'shoes', image: 'pumps', price: [45, 150], weight: 0.5,
    materials: ['leather', 'patent', 'suede'],
    details: ['blockHeel', 'platform', 'squareToe'], colours: 'leather',
    fabric: 'soft leather', tags: ['shoes', 'mary-janes'],
    notes: ['A buckled strap across the instep.'],
  },
  {
    noun: 'Strappy Heels', category: 'shoes', image: 'pumps', price: [50, 190], weight: 0.8,
    materials: ['leather', 'satin', 'suede'],
    details: ['metallic', 'beaded'], colours: 'occasion',
    fabric: 'soft leather', tags: ['shoes', 'heels', 'evening'],
    notes: ['Barely-there straps on a slim high heel.'],
  },
  {
    noun: 'Sock Boots', category: 'shoes', image: 'boots', price: [50, 160], weight: 0.4,
    details: ['blockHeel', 'stiletto', 'pointedToe'], colours: 'leather',
    fabric: 'a stretch knit', tags: ['shoes', 'boots', 'sock-boots'],
    notes: ['They pull on and hug the ankle without a zip.'],
  },
  {
    noun: 'Slides', category: 'shoes', image: 'pumps', price: [25, 110], weight: 0.6,
    materials: ['leather', 'suede'],
    details: ['platform', 'woven'], colours: 'leather',
    fabric: 'soft leather', tags: ['shoes', 'slides'],
    notes: ['A moulded footbed and a single broad strap.'],
  },

  // Accessories
  {
    noun: 'Tote Bag', category: 'accessories', image: 'tote', price: [35, 220], weight: 2,
    materials: ['leather', 'canvas', 'straw', 'suede', 'fauxLeather'],
    details: ['structured', 'oversized', 'woven', 'quilted'], colours: 'leather',
    fabric: 'pebbled leather', tags: ['bag', 'tote', 'work-bag'],
    notes: ['Fits a 14-inch laptop, with an inside zip pocket and a magnetic closure.', 'Two shoulder-length handles and a flat base that stands on its own.'],
  },
  {
    noun: 'Crossbody Bag', category: 'accessories', image: 'tote', price: [25, 160], weight: 1.5,
    materials: ['leather', 'fauxLeather', 'suede', 'nylon', 'canvas'],
    details: ['mini', 'quilted', 'chainStrap', 'structured'], colours: 'leather',
    fabric: 'smooth leather', tags: ['bag', 'crossbody'],
    notes: ['An adjustable strap and room for phone, cards and keys.'],
  },
  {
    noun: 'Shoulder Bag', category: 'accessories', image: 'tote', price: [35, 200],
    materials: ['leather', 'suede', 'fauxLeather', 'satin'],
    details: ['quilted', 'chainStrap', 'mini', 'structured'], colours: 'leather',
    fabric: 'smooth leather', tags: ['bag', 'shoulder-bag'],
    notes: ['It sits neatly under the arm, with a zip top and a slip pocket.'],
  },
  {
    noun: 'Bucket Bag', category: 'accessories', image: 'tote', price: [30, 160], weight: 0.8,
    materials: ['leather', 'suede', 'straw', 'canvas'],
    details: ['woven', 'fringed', 'mini', 'slouchy'], colours: 'leather',
    fabric: 'soft leather', tags: ['bag', 'bucket-bag'],
    notes: ['A drawstring top and a roomy, slouchy shape.'],
  },
  {
    noun: 'Clutch', category: 'accessories', image: 'tote', price: [25, 120], weight: 0.8,
    materials: ['satin', 'velvet', 'leather', 'sequin'],
    details: ['beaded', 'chainStrap'], colours: 'occasion',
    fabric: 'a structured satin', tags: ['bag', 'clutch', 'evening'],
    notes: ['A hidden chain strap tucks inside when you carry it in hand.'],
  },
  {
    noun: 'Backpack', category: 'accessories', image: 'tote', price: [35, 150], weight: 0.6,
    materials: ['leather', 'nylon', 'canvas'],
    details: ['mini', 'structured'], colours: 'leather',
    fabric: 'recycled nylon', tags: ['bag', 'backpack', 'travel'],
    notes: ['Cushioned straps and a laptop sleeve.'],
  },
  {
    noun: 'Wide-Brim Hat', category: 'accessories', image: 'hat', price: [25, 90],
    materials: ['felt', 'wool', 'straw'],
    details: ['packable'], colours: 'natural',
    fabric: 'wool felt', tags: ['hat', 'wide-brim'],
    notes: ['A stiffened brim and a grosgrain band, with an adjustable inner band.'],
  },
  {
    noun: 'Fedora Hat', category: 'accessories', image: 'hat', price: [25, 85],
    materials: ['felt', 'wool', 'straw'],
    details: ['wideBrim', 'packable'], colours: 'natural',
    fabric: 'wool felt', tags: ['hat', 'fedora'],
    notes: ['A pinched crown and a tonal band.'],
  },
  {
    noun: 'Bucket Hat', category: 'accessories', image: 'hat', price: [15, 50], weight: 0.6,
    materials: ['cotton', 'canvas', 'denim', 'nylon', 'corduroy'],
    fabric: 'cotton canvas', tags: ['hat', 'bucket-hat'],
    notes: ['A soft, foldable brim that packs flat.'],
  },
  {
    noun: 'Sun Hat', category: 'accessories', image: 'hat', price: [20, 70], weight: 0.8,
    materials: ['straw', 'cotton', 'linen'],
    details: ['wideBrim', 'packable'], colours: 'natural',
    fabric: 'woven straw', tags: ['hat', 'sun-hat', 'vacation'],
    notes: ['A wide brim that shades the face and shoulders.'],
  },
  {
    noun: 'Beanie', category: 'accessories', image: 'hat', price: [15, 70], weight: 0.8,
    materials: ['cashmere', 'merino', 'wool', 'ribbedKnit', 'cableKnit', 'knit'],
    fabric: 'a soft knit', tags: ['hat', 'beanie', 'knitwear'],
    notes: ['A deep turn-back cuff that covers the ears.'],
  },
  {
    noun: 'Beret', category: 'accessories', image: 'hat', price: [18, 60], weight: 0.4,
    materials: ['wool', 'felt'], colours: 'natural',
    fabric: 'wool felt', tags: ['hat', 'beret'],
    notes: ['Soft, unstructured and easy to wear tilted.'],
  },
  {
    noun: 'Baseball Cap', category: 'accessories', image: 'hat', price: [15, 45], weight: 0.5,
    materials: ['cotton', 'canvas', 'denim'],
    fabric: 'washed cotton', tags: ['hat', 'cap'],
    notes: ['A curved peak and an adjustable strap at the back.'],
  },
  {
    noun: 'Waist Belt', category: 'accessories', image: 'tote', price: [20, 90], weight: 1,
    materials: ['leather', 'suede', 'fauxLeather'],
    details: ['wide', 'skinny', 'studded', 'woven'], colours: 'leather',
    fabric: 'smooth leather', tags: ['belt'],
    notes: ['A polished buckle and five adjustment holes.'],
  },
  {
    noun: 'Pendant Necklace', category: 'accessories', image: 'tote', price: [20, 120], weight: 0.6,
    details: ['layered', 'pearl'], colours: 'metal',
    fabric: 'plated recycled brass', tags: ['jewellery', 'necklace'],
    notes: ['A fine chain with a pendant that falls below the collarbone.'],
  },
  {
    noun: 'Choker Necklace', category: 'accessories', image: 'tote', price: [15, 80], weight: 0.4,
    details: ['pearl', 'beaded'], colours: 'metal',
    fabric: 'plated recycled brass', tags: ['jewellery', 'choker'],
    notes: ['It sits close at the base of the neck, with an extender chain.'],
  },
  {
    noun: 'Statement Necklace', category: 'accessories', image: 'tote', price: [30, 140], weight: 0.3,
    details: ['beaded', 'pearl'], colours: 'metal',
    fabric: 'plated recycled brass', tags: ['jewellery', 'necklace'],
    notes: ['A bold bib of links that fills an open neckline.'],
  },
  {
    noun: 'Hoop Earrings', category: 'accessories', image: 'tote', price: [15, 90], weight: 0.6,
    details: ['oversized', 'mini'], colours: 'metal',
    fabric: 'plated recycled brass', tags: ['jewellery', 'earrings'],
    notes: ['Hinged closures that click shut.'],
  },
  {
    noun: 'Scarf', category: 'accessories', image: 'hat', price: [20, 140], weight: 0.8,
    materials: ['silk', 'satin', 'cashmere', 'wool', 'knit'],
    details: ['long', 'paisley', 'floral', 'chunky', 'plaid'],
    fabric: 'a fine wool', tags: ['scarf'],
    notes: ['Finished with hand-rolled edges.', 'Big enough to wrap twice.'],
  },
  {
    noun: 'Sunglasses', category: 'accessories', image: 'hat', price: [20, 160], weight: 0.6,
    details: ['catEye', 'aviator', 'oversized'], colours: 'natural',
    fabric: 'recycled acetate', tags: ['sunglasses'],
    notes: ['Polarised lenses with full UV protection, in a hard case.'],
  },
  {
    noun: 'Watch', category: 'accessories', image: 'tote', price: [60, 260], weight: 0.4,
    materials: ['leather'], colours: 'leather',
    fabric: 'a stainless steel case on a leather strap', tags: ['watch'],
    notes: ['A quartz movement and a scratch-resistant glass face.'],
  },
  {
    noun: 'Claw Clip', category: 'accessories', image: 'hat', price: [8, 30], weight: 0.3,
    details: ['oversized', 'mini'], colours: 'natural',
    fabric: 'recycled acetate', tags: ['hair', 'claw-clip'],
    notes: ['Strong teeth that grip all day.'],
  },

  // Outerwear
  {
    noun: 'Trench Coat', category: 'outerwear', image: 'coat', price: [90, 280], weight: 1.5,
    materials: ['cotton', 'wool'],
    details: ['belted', 'doubleBreasted', 'longline', 'oversized'], colours: 'coat',
    fabric: 'water-resistant cotton gabardine', tags: ['coat', 'trench', 'outerwear'],
    notes: ['Storm flaps, a tie belt and buckled cuffs, as a trench should have.', 'A below-the-knee length and a removable belt.'],
  },
  {
    noun: 'Wrap Coat', category: 'outerwear', image: 'coat', price: [110, 320],
    materials: ['wool', 'cashmere', 'tweed'],
    details: ['belted', 'longline'], colours: 'coat',
    fabric: 'a double-faced wool', tags: ['coat', 'wrap-coat', 'outerwear'],
    notes: ['No buttons: it wraps and ties at the waist.'],
  },
  {
    noun: 'Coat', category: 'outerwear', image: 'coat', price: [100, 320], weight: 1.2,
    materials: ['wool', 'cashmere', 'tweed'],
    details: ['doubleBreasted', 'singleBreasted', 'longline', 'oversized', 'belted', 'tailored', 'cocoon'], colours: 'coat',
    fabric: 'a warm wool blend', tags: ['coat', 'outerwear'],
    notes: ['Fully lined, with deep pockets and room for layers underneath.'],
  },
  {
    noun: 'Blazer', category: 'outerwear', image: 'coat', price: [60, 220], weight: 1.5,
    materials: ['wool', 'linen', 'crepe', 'tweed', 'boucle', 'velvet', 'cotton'],
    details: ['doubleBreasted', 'singleBreasted', 'oversized', 'tailored', 'cropped', 'pinstripe', 'plaid', 'powerShoulder'],
    fabric: 'a smooth suiting', tags: ['blazer', 'tailoring', 'outerwear'],
    notes: ['Structured shoulders, a single vent and a smooth lining.', 'Wear it with its trousers or over jeans and a tee.'],
  },
  {
    noun: 'Denim Jacket', category: 'outerwear', image: 'coat', price: [45, 120],
    details: ['oversized', 'cropped', 'distressed'], colours: 'denim',
    fabric: 'rigid cotton denim', tags: ['jacket', 'denim', 'outerwear'],
    notes: ['Chest pockets, metal buttons and a boxy, easy fit.'],
  },
  {
    noun: 'Biker Jacket', category: 'outerwear', image: 'coat', price: [70, 280],
    materials: ['leather', 'fauxLeather', 'suede'],
    details: ['cropped', 'studded', 'belted'], colours: 'leather',
    fabric: 'supple leather', tags: ['jacket', 'biker', 'outerwear'],
    notes: ['An asymmetric zip, notched lapels and zipped cuffs.'],
  },
  {
    noun: 'Raincoat', category: 'outerwear', image: 'coat', price: [60, 180], weight: 0.6,
    materials: ['nylon', 'cotton'],
    details: ['hooded', 'longline', 'belted'], colours: 'coat',
    fabric: 'a waterproof shell', tags: ['raincoat', 'outerwear', 'travel'],
    notes: ['Taped seams and a packable hood keep the rain out.'],
  },
  {
    noun: 'Utility Jacket', category: 'outerwear', image: 'coat', price: [50, 150], weight: 0.6,
    materials: ['cotton', 'denim', 'linen'],
    details: ['cropped', 'belted', 'oversized'], colours: 'coat',
    fabric: 'cotton twill', tags: ['jacket', 'utility', 'outerwear'],
    notes: ['Four flap pockets and a drawstring waist.'],
  },
  {
    noun: 'Puffer Jacket', category: 'outerwear', image: 'coat', price: [60, 240], weight: 0.8,
    materials: ['nylon'],
    details: ['cropped', 'hooded', 'longline', 'packable'], colours: 'coat',
    fabric: 'a recycled nylon shell', tags: ['jacket', 'puffer', 'outerwear'],
    notes: ['Filled with recycled down and baffled so the warmth stays put.'],
  },
  {
    noun: 'Bomber Jacket', category: 'outerwear', image: 'coat', price: [45, 160], weight: 0.5,
    materials: ['satin', 'nylon', 'suede'],
    details: ['cropped', 'oversized'], colours: 'coat',
    fabric: 'a smooth nylon', tags: ['jacket', 'bomber', 'outerwear'],
    notes: ['Ribbed cuffs, collar and hem, and a two-way zip.'],
  },
  {
    noun: 'Kimono', category: 'outerwear', image: 'coat', price: [30, 120], weight: 0.4,
    materials: ['satin', 'chiffon', 'silk', 'cotton'],
    details: ['floral', 'paisley', 'fringed', 'embroidered'],
    fabric: 'a light chiffon', tags: ['kimono', 'layering', 'outerwear'],
    notes: ['Wide sleeves and an open front, to throw over anything.'],
  },

  // Activewear (no sample pictures of its own: the nearest silhouettes stand in)
  {
    noun: 'Yoga Pants', category: 'activewear', image: 'trousers', price: [20, 90], weight: 1.5,
    materials: ['nylon', 'jersey'],
    details: ['highRise', 'seamless', 'flared'], colours: 'active',
    fabric: 'a sculpting stretch fabric', tags: ['activewear', 'yoga', 'workout'],
    notes: ['Squat-proof, sweat-wicking and soft enough to lounge in.'],
  },
  {
    noun: 'Leggings', category: 'activewear', image: 'trousers', price: [18, 85], weight: 1.5,
    materials: ['nylon', 'jersey'],
    details: ['highRise', 'seamless', 'cropped'], colours: 'active',
    fabric: 'a sculpting stretch fabric', tags: ['activewear', 'leggings', 'workout'],
    notes: ['A high waistband with a hidden key pocket.'],
  },
  {
    noun: 'Sports Bra', category: 'activewear', image: 'blouse', price: [18, 65], weight: 1.5,
    materials: ['nylon', 'jersey'],
    details: ['racerback', 'seamless', 'longline'], colours: 'active',
    fabric: 'a supportive stretch fabric', tags: ['activewear', 'sports-bra', 'workout'],
    notes: ['Medium support with removable pads.'],
  },
  {
    noun: 'Running Shorts', category: 'activewear', image: 'trousers', price: [18, 55],
    materials: ['nylon', 'jersey'],
    details: ['highRise', 'seamless'], colours: 'active',
    fabric: 'a lightweight ripstop', tags: ['activewear', 'running', 'workout'],
    notes: ['A built-in brief and a zipped back pocket.'],
  },
  {
    noun: 'Joggers', category: 'activewear', image: 'trousers', price: [25, 80],
    materials: ['cotton', 'fleece', 'jersey'],
    details: ['cropped', 'highRise'], colours: 'active',
    fabric: 'a soft jersey', tags: ['activewear', 'joggers', 'loungewear'],
    notes: ['Cuffed ankles and a drawstring waist.'],
  },
  {
    noun: 'Hoodie', category: 'activewear', image: 'sweater', price: [30, 90],
    materials: ['cotton', 'fleece'],
    details: ['oversized', 'cropped', 'zipUp'], colours: 'active',
    fabric: 'loopback cotton', tags: ['activewear', 'hoodie', 'loungewear'],
    notes: ['A drawcord hood and a front pocket.'],
  },
  {
    noun: 'Tank', category: 'activewear', image: 'blouse', price: [16, 50],
    materials: ['nylon', 'jersey', 'cotton'],
    details: ['racerback', 'seamless', 'cropped'], colours: 'active',
    fabric: 'a breathable jersey', tags: ['activewear', 'tank', 'workout'],
    notes: ['Quick-drying and cut for a full range of movement.'],
  },
  {
    noun: 'Running Shoes', category: 'activewear', image: 'boots', price: [50, 160], weight: 0.8,
    materials: ['mesh', 'nylon'], colours: 'active',
    fabric: 'an engineered mesh', tags: ['activewear', 'running', 'shoes'],
    notes: ['A responsive foam midsole and a grippy rubber outsole.'],
  },

  // Lingerie
  {
    noun: 'Bralette', category: 'lingerie', image: 'slipDress', price: [15, 55], weight: 1.5,
    materials: ['lace', 'satin', 'modal', 'cotton'],
    details: ['longline', 'strappy'],
    fabric: 'stretch lace', tags: ['lingerie', 'bralette'],
    notes: ['Wire-free and lightly lined, with adjustable straps.'],
  },
  {
    noun: 'Chemise', category: 'lingerie', image: 'slipDress', price: [25, 90],
    materials: ['satin', 'silk', 'modal'],
    details: ['laceTrim', 'vNeck', 'cowlNeck'],
    fabric: 'a silky satin', tags: ['lingerie', 'sleepwear'],
    notes: ['A bias-cut nightdress with lace at the neckline.'],
  },
  {
    noun: 'Robe', category: 'lingerie', image: 'wrapDress', price: [30, 120],
    materials: ['satin', 'silk', 'modal', 'cotton'],
    details: ['floral', 'belted'],
    fabric: 'a silky satin', tags: ['lingerie', 'loungewear', 'robe'],
    notes: ['A kimono sleeve and a tie belt, with inside ties to keep it closed.'],
  },
  {
    noun: 'Pajama Shirt', category: 'lingerie', image: 'blouse', price: [30, 110],
    materials: ['satin', 'silk', 'cotton', 'modal', 'flannel'],
    details: ['striped', 'floral', 'polkaDot'],
    fabric: 'a washed satin', tags: ['lingerie', 'sleepwear', 'pajamas'],
    notes: ['A notch collar, contrast piping and a relaxed fit to sleep in.'],
  },

  // Swimwear
  {
    noun: 'One-Piece Swimsuit', category: 'swimwear', image: 'slipDress', price: [30, 120], weight: 1.5,
    details: ['ruched', 'halter', 'cutOut', 'vNeck', 'wrap', 'scoopNeck', 'ruffled', 'floral', 'crochet', 'metallic'], colours: 'active',
    fabric: 'recycled stretch nylon', tags: ['swimwear', 'swimsuit', 'vacation'],
    notes: ['Fully lined, with a supportive shelf bra and moderate seat coverage.'],
  },
  {
    noun: 'Bikini', category: 'swimwear', image: 'slipDress', price: [25, 90], weight: 1.2,
    details: ['halter', 'highWaisted', 'strappy', 'ruched', 'crochet', 'floral'], colours: 'active',
    fabric: 'recycled stretch nylon', tags: ['swimwear', 'bikini', 'vacation'],
    notes: ['A two-piece with adjustable ties and removable cups.'],
  },
  {
    noun: 'Kaftan', category: 'swimwear', image: 'sundress', price: [25, 90],
    materials: ['cotton', 'linen', 'chiffon'],
    details: ['embroidered', 'floral'],
    fabric: 'a light cotton voile', tags: ['swimwear', 'cover-up', 'vacation'],
    notes: ['A loose beach cover-up that packs to nothing.'],
  },
  {
    noun: 'Sarong', category: 'swimwear', image: 'skirt', price: [18, 60], weight: 0.5,
    materials: ['chiffon', 'cotton', 'linen'],
    details: ['floral', 'fringed'],
    fabric: 'a light cotton voile', tags: ['swimwear', 'cover-up', 'vacation'],
    notes: ['Ties at the hip or over the shoulder as a dress.'],
  },

  // Formal
  {
    noun: 'Evening Gown', category: 'formal', image: 'slipDress', price: [110, 380], weight: 2,
    materials: ['satin', 'silk', 'velvet', 'chiffon', 'sequin', 'tulle'],
    details: ['offShoulder', 'halter', 'vNeck', 'beaded', 'cowlNeck', 'ruched', 'column', 'strapless', 'oneShoulder'], colours: 'occasion',
    fabric: 'a heavy satin', tags: ['formal', 'gown', 'black-tie', 'wedding-guest'],
    notes: ['A floor-sweeping skirt with a thigh-high split.', 'Built-in cups and boning keep the bodice in place all night.'],
  },
  {
    noun: 'Cocktail Dress', category: 'formal', image: 'sundress', price: [80, 260], weight: 1.5,
    materials: ['satin', 'crepe', 'velvet', 'sequin', 'lace'],
    details: ['offShoulder', 'squareNeck', 'puffSleeve', 'beaded', 'ruched', 'halter', 'sweetheart', 'strapless', 'oneShoulder', 'metallic'], lengths: ['Mini', 'Midi'],
    colours: 'occasion',
    fabric: 'a structured crepe', tags: ['formal', 'cocktail', 'party', 'wedding-guest'],
    notes: ['Fully lined with a concealed zip; made for parties and weddings.'],
  },
  {
    noun: 'Tuxedo Blazer', category: 'formal', image: 'coat', price: [100, 300],
    materials: ['wool', 'crepe', 'velvet', 'satin'],
    details: ['doubleBreasted', 'cropped', 'oversized'], colours: 'occasion',
    fabric: 'a wool suiting', tags: ['formal', 'tuxedo', 'tailoring'],
    notes: ['Satin lapels and a single covered button.'],
  },
  {
    noun: 'Jumpsuit', category: 'formal', image: 'trousers', price: [70, 240],
    materials: ['crepe', 'satin', 'jersey', 'velvet'],
    details: ['wideLeg', 'halter', 'belted', 'vNeck', 'offShoulder'], colours: 'occasion',
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

/** What a shop adds under any listing: sizing and service, nothing about the garment. */
const SHOP_LINES = [
  'Fits true to size.',
  'True to size; take your usual.',
  'Free returns within 30 days.',
  'Ethically made in a family-run workshop.',
  'Ships in plastic-free packaging.',
] as const

// ---------------------------------------------------------------------------------------
// Compiled once at module load: cumulative weights and ready-made strings, so each product
// is a handful of draws and lookups.

interface CompiledWord {
  readonly label: string
  /** The label as it reads mid-sentence. */
  readonly lower: string
  readonly tag: string
}

interface CompiledMaterial extends CompiledWord {
  readonly phrase: string
  readonly care: string
  readonly price: number
}

/** The garment words with or without a length: 'Wrap Dress', 'Wrap Midi Dress'... */
interface GarmentForm {
  readonly words: string
  readonly lower: string
  readonly lengthTag: string | null
}

interface CompiledGarment {
  readonly garment: Garment
  /** Index 0 has no length; then one per entry of garment.lengths. */
  readonly forms: readonly GarmentForm[]
  readonly imageUrl: string
  readonly materials: readonly CompiledMaterial[]
  readonly details: readonly CompiledWord[]
  readonly colours: Weighted<CompiledColour>
  /** Trousers, boots, jeans: named without an article ('Belted culottes in...'). */
  readonly plural: boolean
}

interface Weighted<T> {
  readonly items: readonly T[]
  readonly cumulative: readonly number[]
  readonly total: number
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
  // Binary search: the clothing range holds over a hundred colours.
  let low = 0
  let high = table.cumulative.length - 1
  while (low < high) {
    const mid = (low + high) >>> 1
    if (at(table.cumulative, mid) <= target) low = mid + 1
    else high = mid
  }
  return at(table.items, low)
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new Error(`synthetic-products: index ${index} outside a table of ${items.length}`)
  return item
}

function kebab(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

function word(label: string): CompiledWord {
  return { label, lower: label.toLowerCase(), tag: kebab(label) }
}

const COMPILED_MATERIALS = new Map<MaterialKey, CompiledMaterial>(
  (Object.keys(MATERIALS) as MaterialKey[]).map((key) => {
    const m: Material = MATERIALS[key]
    return [key, { ...word(m.label), phrase: m.phrase, care: m.care, price: m.price }]
  }),
)
const COMPILED_DETAILS = new Map<DetailKey, CompiledWord>((Object.keys(DETAILS) as DetailKey[]).map((key) => [key, word(DETAILS[key])]))
const COLOUR_RANGES = new Map<ColourRange, Weighted<CompiledColour>>(
  (['clothing', 'leather', 'occasion', 'coat', 'active', 'natural', 'metal', 'denim'] as const).map((range) => [range, colourRange(range)]),
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
    garment,
    forms: [form(null), ...(garment.lengths ?? []).map(form)],
    imageUrl: IMAGE[garment.image],
    materials: (garment.materials ?? []).map((key) => lookup(COMPILED_MATERIALS, key)),
    details: (garment.details ?? []).map((key) => lookup(COMPILED_DETAILS, key)),
    colours: lookup(COLOUR_RANGES, garment.colours ?? 'clothing'),
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
  // One colourway per listing, the one its name gives: a list of colours would read as a
  // garment in all of them at once.
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

  const tags = [...garment.garment.tags]
  if (detail) addUnique(tags, detail.tag)
  if (material) addUnique(tags, material.tag)
  if (words.lengthTag) addUnique(tags, words.lengthTag)
  addUnique(tags, colour.tag)

  const amount = price(garment, material, random)
  const onSale = random() < 0.24
  const originalPrice = onSale ? Math.ceil(amount / (1 - (0.1 + 0.35 * random()))) : null

  const described = detail ? `${detail.lower} ${words.lower}` : words.lower
  const notes = garment.garment.notes
  const subject = garment.plural
    ? described.charAt(0).toUpperCase() + described.slice(1)
    : `${article(described)} ${described}`
  let description =
    `${subject} in ${material?.phrase ?? garment.garment.fabric}, shown in ${colour.lower}. ` +
    `${at(notes, Math.floor(random() * notes.length))} ${at(SHOP_LINES, Math.floor(random() * SHOP_LINES.length))}`
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
    colors: [colour.label],
    tags,
    rating: Math.round((3.5 + 0.75 * (random() + random())) * 10) / 10,
    reviewCount: Math.floor(Math.exp(random() * Math.log(6000))),
    affiliateUrl: `https://www.amazon.com/dp/${asinFor(n)}?tag=${AFFILIATE_TAG}`,
  }
}
