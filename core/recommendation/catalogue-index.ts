import { LRUCache } from 'lru-cache'
import { type Product, type ProductImage, primaryImage } from '../catalog/product.ts'
import { withFit } from '../catalog/product-with-fit.ts'
import { GARMENT_TYPES, type GarmentAttributes, garmentAttributesSchema, PATTERNS, SILHOUETTES } from '../garment/attributes.ts'
import { colourById, COLOUR_FAMILIES, COLOURS } from '../rule-book/colours.ts'
import { BODY_LEVELS, garmentFit } from '../garment/product-fit.ts'
import { garmentTextOf, readGarment } from '../garment/read-garment.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { CATEGORIES, isCategoryId } from '../reference/categories.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { colourFit, COLOUR_GRADES, COLOUR_SCHEMES } from '../rule-book/palette-fit.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES } from '../rule-book/styles.ts'
import { bodyDimension, colourDimension } from './fit-scoring.ts'
import { priceBandIndex } from './price-bands.ts'
import { hash32 } from './profile-hash.ts'
import { RecordPacker, type RecordList, type TupleCodec, tupleCodec } from './packed-records.ts'
import { type ArrayMaker, arrayMakerFor } from './typed-array-slabs.ts'

/** Who read a product's attributes: the rules, or a model (then its score shows as an AI score). */
export type AnalysisMethod = 'ai' | 'rule-based'

/** A catalogue product with its effective attributes (read, with the administrator's corrections). */
export interface CatalogueEntry {
  product: Product
  /** Null when none are stored yet: the index reads them from the product's text. */
  attributes: GarmentAttributes | null
  method?: AnalysisMethod
}

/** Bit 3 of `palette`: the primary colour was read (no palette bit then means a mismatch, not unknown). */
export const COLOUR_KNOWN_BIT = 1 << COLOR_PALETTES.length
/** The `season` mask of a product worn in every season. */
export const ALL_SEASONS = (1 << SEASONS.length) - 1

/**
 * The words a product is found and named by, and the picture it is shown with: the shop's
 * search, her leanings and an outfit's pieces read these, never a page's details.
 */
export interface ProductLabel extends Pick<Product, 'id' | 'name' | 'brand' | 'category' | 'colors'> {
  /** Its primary image (catalog/product.ts primaryImage), null without one. */
  image: ProductImage | null
}
const LABEL_FIELDS = tupleCodec<Omit<ProductLabel, 'image'>>(['id', 'name', 'brand', 'category', 'colors'])
// The image as [url, colour, isPrimary] after the other fields: its keys written out would add
// about 30 bytes to every product (30 MB at a million).
const LABEL_CODEC: TupleCodec<ProductLabel> = {
  encode: ({ image, ...fields }) => [...LABEL_FIELDS.encode(fields), image ? [image.url, image.color, image.isPrimary] : null],
  decode: (tuple) => {
    const image = tuple[5] as [string, string, boolean] | null
    return { ...LABEL_FIELDS.decode(tuple), image: image ? { url: image[0], color: image[1], isPrimary: image[2] } : null }
  },
}

/** A product's label, as `labels` holds it. */
function labelOf(p: Product): ProductLabel {
  return { id: p.id, name: p.name, brand: p.brand, category: p.category, colors: p.colors, image: primaryImage(p) }
}

/** Every field of a product, in the order they are packed. */
const PRODUCT_KEYS = [
  'id', 'name', 'brand', 'category', 'affiliateUrl', 'images', 'description', 'material', 'tags', 'colors', 'price', 'originalPrice',
  'currency', 'rating', 'reviewCount', 'seasons', 'bodyShapes', 'colorPalettes', 'styles', 'source', 'isActive', 'createdAt', 'updatedAt',
  'aiAnalyzedAt', 'aiAnalysisVersion', 'aiConfidenceScore',
] as const satisfies readonly (keyof Product)[]
const PRODUCT_CODEC = tupleCodec<Product>(PRODUCT_KEYS)
const ATTRIBUTE_CODEC = tupleCodec<GarmentAttributes>(Object.keys(garmentAttributesSchema.shape) as (keyof GarmentAttributes)[])

/**
 * The catalogue as the engines scan it: each product's fit precomputed into typed arrays,
 * so scoring a segment over 100,000 products is five table reads per product, and the
 * products and their attributes packed as bytes (packed-records.ts), decoded for the few a
 * page shows. Built once per catalogue snapshot; pure.
 */
export interface CatalogueIndex {
  /**
   * The products, each with `styles`, `bodyShapes`, `colorPalettes` and `seasons` from its fit
   * (`shownProduct`). Packed here, or, in the server, read from the database for the few a page
   * shows (server/services/product-details.ts, decision 068).
   */
  readonly products: RecordList<Product>
  /** Each product's id, name, brand, category, stated colours and primary image, always packed here. */
  readonly labels: RecordList<ProductLabel>
  /** Effective attributes per product, for the reasons of the few items returned. */
  readonly attributes: RecordList<GarmentAttributes>
  /** A product's position by its id. */
  readonly byId: ReadonlyMap<string, number>
  /** 1 for an active product. */
  readonly active: Uint8Array
  /** Index into CATEGORIES, -1 for another category. */
  readonly category: Int8Array
  /** Index into GARMENT_TYPES, -1 when unknown. */
  readonly garmentType: Int8Array
  /** Index into SILHOUETTES, -1 when unknown. */
  readonly silhouette: Int8Array
  /** Index into PATTERNS, -1 when unknown or solid. */
  readonly pattern: Int8Array
  /** Index into COLOUR_FAMILIES of the primary colour, -1 when unknown. */
  readonly colourFamily: Int8Array
  /** Index into `brands`, -1 for none. */
  readonly brand: Int32Array
  readonly brands: readonly string[]
  /** NaN when unknown. */
  readonly price: Float64Array
  /** Index into PRICE_BANDS (price-bands.ts), -1 when unknown. */
  readonly priceBand: Int8Array
  /** A 32-bit hash of the id: per-product seeds. */
  readonly idHash: Uint32Array
  /** BODY_SHAPES.length: the row width of the per-shape arrays. */
  readonly shapeCount: number
  /** COLOUR_SCHEMES.length (three palettes, then the twelve seasons): the row width of the per-scheme colour arrays. */
  readonly schemeCount: number
  /** BODY_LEVELS index per product and shape: row i holds shapeCount bytes. */
  readonly bodyLevel: Uint8Array
  /** The body dimension (0..1) per product and shape (fit-scoring.ts bodyDimension). */
  readonly bodyScore: Float64Array
  /** Bit i = the product flatters BODY_SHAPES[i]. */
  readonly body: Uint8Array
  /** Bit i = the stylist rules grade it avoid for BODY_SHAPES[i]: never recommended to that shape. */
  readonly avoidBody: Uint8Array
  /** Bit i = COLOR_PALETTES[i]; COLOUR_KNOWN_BIT when the primary colour was read. */
  readonly palette: Uint8Array
  /**
   * Each product's primary colour as its row in `colourScores` and `colourGrades`: 0 when the
   * colour was not read, else 1 + its place in the rule book's COLOURS. A colour's fit to a
   * scheme depends on the colour alone, so it is held once per colour, not once per product
   * (decision 069). Read them with colourScoreAt and colourGradeAt.
   */
  readonly colour: Uint8Array
  /** The colour dimension (0..1) per colour row and colour scheme (CIEDE2000 fit; 0.5 for a colour not read). */
  readonly colourScores: Float64Array
  /** COLOUR_GRADES index per colour row and colour scheme, NO_GRADE when the colour was not read. */
  readonly colourGrades: Uint8Array
  /** Bit i = its colour is one COLOUR_SCHEMES[i] wearers are told to avoid: never recommended to them. */
  readonly avoidColour: Uint16Array
  /** Bit i = STYLES[i]. */
  readonly style: Uint16Array
  /** How many style signatures the piece shows for its styles (at least 1, at most 15). */
  readonly styleSignatures: Uint8Array
  /** Bit i = OCCASIONS[i]. */
  readonly occasion: Uint8Array
  /** Bit i = SEASONS[i]. */
  readonly season: Uint8Array
  /** 0..100: how much of the product was read. */
  readonly confidence: Uint8Array
  /** 1 where a model read the attributes. */
  readonly byAi: Uint8Array
}

/** Product i's colour dimension (0..1) for COLOUR_SCHEMES[scheme]. */
export function colourScoreAt(ix: Pick<CatalogueIndex, 'colour' | 'colourScores' | 'schemeCount'>, i: number, scheme: number): number {
  return ix.colourScores[ix.colour[i]! * ix.schemeCount + scheme]!
}

/** Product i's COLOUR_GRADES index for COLOUR_SCHEMES[scheme], NO_GRADE when its colour was not read. */
export function colourGradeAt(ix: Pick<CatalogueIndex, 'colour' | 'colourGrades' | 'schemeCount'>, i: number, scheme: number): number {
  return ix.colourGrades[ix.colour[i]! * ix.schemeCount + scheme]!
}

/** How many distinct fits the builder keeps for products that repeat another's attributes. */
const FITS_KEPT = 2048

/** colourGradeAt's value for a colour that was not read. */
export const NO_GRADE = 255
const AVOID_GRADE = COLOUR_GRADES.indexOf('avoid')

/**
 * Every rule-book colour's fit to every scheme, one row per colour after row 0 (not read). The
 * rule book is fixed, so every index shares these; a row is filled the first time a product of
 * that colour is indexed (colourFit's CIEDE2000 work is then done once per colour and scheme).
 */
const COLOUR_ROWS = COLOURS.length + 1
// `colour` holds a row in a byte.
if (COLOUR_ROWS > 256) throw new Error(`${COLOURS.length} colours do not fit the index's one-byte colour rows`)
const COLOUR_ROW_OF = new Map(COLOURS.map((c, k) => [c.id, k + 1]))
const COLOUR_SCORES = new Float64Array(COLOUR_ROWS * COLOUR_SCHEMES.length)
const COLOUR_GRADES_BY_ROW = new Uint8Array(COLOUR_ROWS * COLOUR_SCHEMES.length)
const COLOUR_AVOIDED = new Uint16Array(COLOUR_ROWS)
const colourRowFilled = new Uint8Array(COLOUR_ROWS)

/** The colour row of a primary colour (0 for none, or one the rule book does not know), its scores and grades filled. */
function colourRowOf(primaryColour: string | null): number {
  const row = primaryColour ? (COLOUR_ROW_OF.get(primaryColour) ?? 0) : 0
  if (colourRowFilled[row]) return row
  const P = COLOUR_SCHEMES.length
  const colour = row === 0 ? null : COLOURS[row - 1]!.id
  let avoided = 0
  COLOUR_SCHEMES.forEach((scheme, k) => {
    const cf = colour ? colourFit(colour, scheme) : null
    COLOUR_SCORES[row * P + k] = colourDimension(colour, scheme)
    const grade = cf ? COLOUR_GRADES.indexOf(cf.grade) : NO_GRADE
    COLOUR_GRADES_BY_ROW[row * P + k] = grade
    if (grade === AVOID_GRADE) avoided |= 1 << k
  })
  COLOUR_AVOIDED[row] = avoided
  colourRowFilled[row] = 1
  return row
}
const AVOID_LEVELS = new Set(['avoid', 'strong-avoid'])

function maskOf(values: readonly string[], all: readonly string[]): number {
  let mask = 0
  for (const v of values) {
    const i = all.indexOf(v)
    if (i >= 0) mask |= 1 << i
  }
  return mask
}

/** A product as a shopper sees it: its stated fields with the rule book's reading of its attributes. */
export function shownProduct(product: Product, attributes: GarmentAttributes): Product {
  return withFit(product, garmentFit(attributes))
}

/** The products of an index built without their details, until the reader's own list replaces them. */
const DETAILS_NOT_KEPT: RecordList<Product> = {
  length: 0,
  get: () => {
    throw new Error('this catalogue index keeps no product details')
  },
  decode: () => {
    throw new Error('this catalogue index keeps no product details')
  },
}

/** The attributes of a product that has none stored: read from its text now. */
export function attributesOf(entry: CatalogueEntry): GarmentAttributes {
  return entry.attributes ?? readGarment(garmentTextOf(entry.product))
}

/**
 * Indexes products in the order given (newest first keeps ties newest first). A product's
 * seasons are the feed's when it names any, else the ones its fabric and garment suggest.
 */
export function buildCatalogueIndex(entries: readonly CatalogueEntry[]): CatalogueIndex {
  const builder = new CatalogueIndexBuilder(entries.length)
  for (const entry of entries) builder.add(entry)
  return builder.finish()
}

/** The typed arrays of an index, each with its row width (one value a product, or one per shape or colour scheme). */
function columnsFor(capacity: number, arrays: ArrayMaker) {
  const S = BODY_SHAPES.length
  return {
    active: arrays.make(Uint8Array, capacity),
    category: arrays.make(Int8Array, capacity),
    garmentType: arrays.make(Int8Array, capacity),
    silhouette: arrays.make(Int8Array, capacity),
    pattern: arrays.make(Int8Array, capacity),
    colourFamily: arrays.make(Int8Array, capacity),
    brand: arrays.make(Int32Array, capacity),
    price: arrays.make(Float64Array, capacity),
    priceBand: arrays.make(Int8Array, capacity),
    idHash: arrays.make(Uint32Array, capacity),
    bodyLevel: arrays.make(Uint8Array, capacity * S),
    bodyScore: arrays.make(Float64Array, capacity * S),
    body: arrays.make(Uint8Array, capacity),
    avoidBody: arrays.make(Uint8Array, capacity),
    palette: arrays.make(Uint8Array, capacity),
    colour: arrays.make(Uint8Array, capacity),
    avoidColour: arrays.make(Uint16Array, capacity),
    style: arrays.make(Uint16Array, capacity),
    styleSignatures: arrays.make(Uint8Array, capacity),
    occasion: arrays.make(Uint8Array, capacity),
    season: arrays.make(Uint8Array, capacity),
    confidence: arrays.make(Uint8Array, capacity),
    byAi: arrays.make(Uint8Array, capacity),
  }
}
type Columns = ReturnType<typeof columnsFor>
type Column = Columns[keyof Columns]

/** Each column's first `count` rows (of `from`, made for `fromCapacity` rows), in arrays of `capacity` rows. */
function resized(from: Columns, fromCapacity: number, count: number, capacity: number, arrays: ArrayMaker): Columns {
  const to = columnsFor(capacity, arrays)
  for (const key of Object.keys(to) as (keyof Columns)[]) {
    const width = from[key].length / fromCapacity
    ;(to[key] as { set(a: ArrayLike<number>): void }).set(from[key].subarray(0, count * width))
  }
  return to
}

/** Each column's first `count` rows, cut to size by `arrays`, which made them. */
function fitted(from: Columns, fromCapacity: number, count: number, arrays: ArrayMaker): Columns {
  const out: Partial<Record<keyof Columns, Column>> = {}
  for (const key of Object.keys(from) as (keyof Columns)[]) out[key] = arrays.fitted<Column>(from[key], count * (from[key].length / fromCapacity))
  return out as Columns
}

/**
 * Builds an index one product at a time, so a catalogue read a page at a time is never held
 * whole as objects (issue 29): `expected` products make room once, more grow it.
 */
export class CatalogueIndexBuilder {
  private ix: Columns
  private capacity: number
  private count = 0
  /** Null when the details are read elsewhere (`keepDetails: false`). */
  private readonly products: RecordPacker<Product> | null
  private readonly labels: RecordPacker<ProductLabel>
  private readonly attributes: RecordPacker<GarmentAttributes>
  private readonly byId = new Map<string, number>()
  private readonly brands: string[] = []
  private readonly brandIds = new Map<string, number>()
  // Catalogues repeat themselves (a shop lists one cut in many colours, one after another):
  // a fit read is kept for the next product with the same attributes. The most recent few
  // thousand, not all: every distinct fit of 100,000 products held about 200 MB until the
  // index was built, and that peak stayed in the process (decision 066).
  private readonly fits = new LRUCache<string, ReturnType<typeof garmentFit>>({ max: FITS_KEPT })
  /** Slabs for a large catalogue (decision 075), the thread's heap for a small one. */
  private readonly arrays: ArrayMaker

  /**
   * `arrays`: where its typed arrays come from, by default slabs for `expected` of
   * SLABS_FROM_PRODUCTS or more (typed-array-slabs.ts).
   * `keepDetails` false: every product's fit, label and attributes but not its details (about
   * 550 bytes a product of a generated catalogue, more with real descriptions): the server reads
   * a page's from the database instead (decision 068) and replaces `products`.
   */
  constructor(expected = 0, options: { keepDetails?: boolean; arrays?: ArrayMaker } = {}) {
    this.capacity = Math.max(16, expected)
    this.arrays = options.arrays ?? arrayMakerFor(expected)
    this.ix = columnsFor(this.capacity, this.arrays)
    this.products = options.keepDetails === false ? null : new RecordPacker(PRODUCT_CODEC, this.capacity, this.arrays)
    this.labels = new RecordPacker(LABEL_CODEC, this.capacity, this.arrays)
    this.attributes = new RecordPacker(ATTRIBUTE_CODEC, this.capacity, this.arrays)
  }

  add(entry: CatalogueEntry): void {
    if (this.count === this.capacity) {
      this.ix = resized(this.ix, this.capacity, this.count, this.capacity * 2, this.arrays)
      this.capacity *= 2
    }
    const i = this.count++
    const { ix, products, labels, attributes, byId, fits } = this
    const S = BODY_SHAPES.length
    const p = entry.product
    const a = attributesOf(entry)
    const signature = JSON.stringify(a)
    let fit = fits.get(signature)
    if (!fit) {
      fit = garmentFit(a)
      fits.set(signature, fit)
    }
    // As every other place a shopper sees a product (catalog/product-with-fit.ts).
    const shown = withFit(p, fit)
    const seasons = shown.seasons
    const flatters = BODY_SHAPES.filter((s) => fit.body[s] === 'flatters')
    products?.add(shown)
    labels.add(labelOf(p))
    attributes.add(a)
    byId.set(p.id, i)
    ix.active[i] = p.isActive ? 1 : 0
    // The catalogue's own category decides where a product is listed; the read one fills a gap.
    const category = isCategoryId(p.category) ? p.category : a.category
    ix.category[i] = category ? CATEGORIES.indexOf(category) : -1
    ix.garmentType[i] = a.garmentType ? GARMENT_TYPES.indexOf(a.garmentType) : -1
    ix.silhouette[i] = a.silhouette ? SILHOUETTES.indexOf(a.silhouette) : -1
    ix.pattern[i] = a.pattern && a.pattern !== 'solid' ? PATTERNS.indexOf(a.pattern) : -1
    const colour = a.primaryColour ? colourById(a.primaryColour) : undefined
    ix.colourFamily[i] = colour ? COLOUR_FAMILIES.indexOf(colour.family) : -1
    const brand = p.brand?.trim()
    if (brand) {
      let id = this.brandIds.get(brand)
      if (id === undefined) {
        id = this.brands.length
        this.brands.push(brand)
        this.brandIds.set(brand, id)
      }
      ix.brand[i] = id
    } else ix.brand[i] = -1
    ix.price[i] = p.price ?? Number.NaN
    ix.priceBand[i] = priceBandIndex(ix.price[i]!)
    ix.idHash[i] = hash32(p.id)
    let avoidBody = 0
    BODY_SHAPES.forEach((shape, k) => {
      const level = fit.bodyLevels[shape]
      ix.bodyLevel[i * S + k] = BODY_LEVELS.indexOf(level)
      ix.bodyScore[i * S + k] = bodyDimension(level, fit.bodyPoints[shape], fit.coverage)
      if (AVOID_LEVELS.has(level)) avoidBody |= 1 << k
    })
    ix.avoidBody[i] = avoidBody
    ix.body[i] = maskOf(flatters, BODY_SHAPES)
    ix.palette[i] = maskOf(fit.palettes, COLOR_PALETTES) | (fit.colourKnown ? COLOUR_KNOWN_BIT : 0)
    const colourRow = colourRowOf(a.primaryColour)
    ix.colour[i] = colourRow
    ix.avoidColour[i] = COLOUR_AVOIDED[colourRow]!
    ix.style[i] = maskOf(fit.styles, STYLES)
    ix.styleSignatures[i] = Math.min(15, fit.styleSignatures)
    ix.occasion[i] = maskOf(fit.occasions, OCCASIONS)
    ix.season[i] = maskOf(seasons, SEASONS)
    ix.confidence[i] = Math.round(confidenceOf(fit.coverage, entry.method ?? 'rule-based') * 100)
    ix.byAi[i] = entry.method === 'ai' ? 1 : 0
  }

  /** The index of every product added, its arrays cut to size. */
  finish(): CatalogueIndex {
    const n = this.count
    return {
      ...fitted(this.ix, this.capacity, n, this.arrays),
      brands: this.brands,
      shapeCount: BODY_SHAPES.length,
      schemeCount: COLOUR_SCHEMES.length,
      colourScores: COLOUR_SCORES,
      colourGrades: COLOUR_GRADES_BY_ROW,
      products: this.products ? this.products.finish() : DETAILS_NOT_KEPT,
      labels: this.labels.finish(),
      attributes: this.attributes.finish(),
      byId: this.byId,
    }
  }
}

/** Confidence from how much was read: 0.3 for a product read not at all, up to 0.95 for one read whole. */
export function confidenceOf(coverage: number, method: AnalysisMethod): number {
  const base = 0.3 + 0.6 * Math.min(1, Math.max(0, coverage))
  return Math.min(0.95, method === 'ai' ? base + 0.05 : base)
}
