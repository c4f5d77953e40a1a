import MiniSearch from 'minisearch'
import type { CatalogueIndex } from '../recommendation/catalogue-index.ts'
import { candidates, orderKey, TopK } from '../recommendation/ranking.ts'
import { GARMENT_TYPES } from '../garment/attributes.ts'
import { CATEGORIES, CATEGORY_LABELS, type CategoryId } from '../reference/categories.ts'
import { colourById, COLOUR_FAMILIES, parseColourValue } from '../rule-book/colours.ts'
import type { ShopQuery, ShopSort } from './shop-query.ts'

/**
 * The shop's text search over a catalogue index (issue 27): MiniSearch, an inverted index
 * with a radix tree, so a typo is an edit-distance walk over the words the catalogue uses
 * rather than a scan of every product. Each product is indexed by its name, brand, kind
 * (category and garment type) and colour (every name the rule book's colour lexicon gives
 * its colours, and their families: "navy" is found by "blue" too). Built once per catalogue
 * snapshot, beside the recommendation index; pure.
 */
export interface ShopSearch {
  readonly engine: MiniSearch<SearchDoc>
  /** The catalogue index it was built over (a new snapshot builds a new search). */
  readonly ix: CatalogueIndex
  /** The wider typo tolerance, tried only when one edit finds nothing. */
  readonly twoEdits: (term: string) => number | false
}

interface SearchDoc {
  id: number
  name: string
  brand: string
  kind: string
  colour: string
}

/**
 * How a typo is tolerated: a word the catalogue uses, or the start of one, is taken as typed
 * (else "pink" would also find "ink black"); any other word of 4 letters or more may be up
 * to `most` edits away, two only from 5 letters, so two swapped letters ("camle", a common
 * slip) still find "camel".
 */
function fuzziness(words: readonly string[], most: 1 | 2): (term: string) => number | false {
  return (term) => (term.length < 4 || startsAWord(words, term) ? false : term.length < 5 ? 1 : most)
}

/** Whether some word of the sorted list starts with `term` (the term itself included). */
function startsAWord(words: readonly string[], term: string): boolean {
  let lo = 0
  let hi = words.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (words[mid]! < term) lo = mid + 1
    else hi = mid
  }
  return lo < words.length && words[lo]!.startsWith(term)
}

/** The words a shopper may search a colour id by: every lexicon name of it, and its family's. */
function colourWords(ids: readonly string[]): string {
  const words = new Set<string>()
  for (const id of ids) {
    const entry = colourById(id)
    if (!entry) continue
    for (const n of entry.names) words.add(n)
    words.add(entry.family)
  }
  return [...words].join(' ')
}

function kindWords(ix: CatalogueIndex, i: number): string {
  const c = ix.category[i]!
  const t = ix.garmentType[i]!
  const category = c >= 0 ? CATEGORY_LABELS[CATEGORIES[c]!] : String(ix.products[i]!.category)
  return t >= 0 ? `${category} ${GARMENT_TYPES[t]!}` : category
}

const FIELDS = ['name', 'brand', 'kind', 'colour'] as const

/** Indexes every product of a catalogue index (inactive ones too; the query skips them). */
export function buildShopSearch(ix: CatalogueIndex): ShopSearch {
  const vocabulary = new Set<string>()
  // Sorted once the documents are in (the search runs only after the build).
  let words: string[] = []
  const engine = new MiniSearch<SearchDoc>({
    idField: 'id',
    fields: [...FIELDS],
    // NFKC and lower case, so full-width letters and accents typed either way meet.
    processTerm: (term) => term.normalize('NFKC').toLowerCase(),
    tokenize: (text, field) => {
      const tokens = MiniSearch.getDefault('tokenize')(text, field) as string[]
      if (field) for (const t of tokens) vocabulary.add(t.normalize('NFKC').toLowerCase())
      return tokens
    },
    searchOptions: {
      boost: { name: 2, kind: 1.5, colour: 1.5, brand: 1 },
      fuzzy: (term) => fuzziness(words, 1)(term),
      maxFuzzy: 2,
      prefix: (term) => term.length >= 2,
      combineWith: 'AND',
    },
  })
  const docs: SearchDoc[] = new Array(ix.products.length)
  for (let i = 0; i < ix.products.length; i++) {
    const p = ix.products[i]!
    const read = ix.attributes[i]!.primaryColour
    const stated = p.colors.flatMap((c) => parseColourValue(c))
    docs[i] = { id: i, name: p.name, brand: p.brand ?? '', kind: kindWords(ix, i), colour: colourWords(read ? [read, ...stated] : stated) }
  }
  engine.addAll(docs)
  words = [...vocabulary].sort()
  return { engine, ix, twoEdits: (term) => fuzziness(words, 2)(term) }
}

/** What a query asks of the index: the filters, the sort already settled, and the span of the list. */
export interface ShopSearchRequest extends Omit<ShopQuery, 'sort' | 'page'> {
  sort: ShopSort
  offset: number
  limit: number
}

/**
 * The products of a query, in its order: the text's matches (all products when there is
 * none), narrowed by category, colour family, key piece and price, then the first
 * `offset + limit` by the sort: her match (`displayed`, then how well each was read),
 * price either way (products without a price last) or newest; equal keys keep catalogue
 * order, newest first. `displayed` is required for the match sort.
 */
export function searchShop(search: ShopSearch, r: ShopSearchRequest, displayed: ((i: number) => number) | null): { indexes: number[]; total: number } {
  const ix = search.ix
  const base = candidates(ix, { mode: 'all', ...(r.category ? { category: r.category as CategoryId } : {}), ...(r.piece ? { piece: r.piece } : {}) })
  const family = r.colour ? COLOUR_FAMILIES.indexOf(r.colour) : -1
  const min = r.minPrice ?? Number.NEGATIVE_INFINITY
  const max = r.maxPrice ?? Number.POSITIVE_INFINITY
  const bounded = r.minPrice !== null || r.maxPrice !== null
  const keep = (i: number) => {
    if (family >= 0 && ix.colourFamily[i] !== family) return false
    if (bounded) {
      const p = ix.price[i]!
      if (!(p >= min && p <= max)) return false
    }
    return base(i)
  }
  const key = keyOf(ix, r.sort, displayed)
  const k = r.offset + r.limit
  const pool = r.q ? matchesOf(search, r.q) : null
  let total = 0
  if (k > 512) {
    const all: Array<[number, number]> = []
    visit(ix, pool, (i) => {
      if (keep(i)) all.push([i, key(i)])
    })
    all.sort((a, b) => b[1] - a[1] || a[0] - b[0])
    return { indexes: all.slice(r.offset, k).map((e) => e[0]), total: all.length }
  }
  const top = new TopK(k)
  visit(ix, pool, (i) => {
    if (!keep(i)) return
    total++
    const s = key(i)
    top.push(i, s)
  })
  return { indexes: top.idx.slice(r.offset), total }
}

/**
 * The text's matching product indexes in catalogue order (newest first). The nearest
 * spellings win: two edits are tried only when one finds nothing ("crpee" is "crepe", not "crew").
 */
function matchesOf(search: ShopSearch, q: string): Int32Array {
  let found = search.engine.search(q)
  if (found.length === 0) found = search.engine.search(q, { fuzzy: search.twoEdits })
  const out = Int32Array.from(found, (f) => f.id as number)
  return out.sort()
}

function visit(ix: CatalogueIndex, pool: Int32Array | null, f: (i: number) => void): void {
  if (pool) for (const i of pool) f(i)
  else for (let i = 0; i < ix.products.length; i++) f(i)
}

/** A product's sort key: higher first (TopK keeps earlier, newer products first on ties). */
function keyOf(ix: CatalogueIndex, sort: ShopSort, displayed: ((i: number) => number) | null): (i: number) => number {
  switch (sort) {
    case 'match':
      if (!displayed) throw new Error('sorting by match needs a profile')
      return (i) => orderKey(displayed(i), ix.confidence[i]!)
    case 'price-asc':
      return (i) => (Number.isNaN(ix.price[i]!) ? Number.NEGATIVE_INFINITY : -ix.price[i]!)
    case 'price-desc':
      return (i) => (Number.isNaN(ix.price[i]!) ? Number.NEGATIVE_INFINITY : ix.price[i]!)
    case 'newest':
      return (i) => -i
  }
}

/** How many similar pieces a product page shows. */
export const SIMILAR_COUNT = 4

/**
 * Pieces like product i, by the rule book's reading of both: only the same kind (garment
 * type, else category), then ranked by a shared colour family, shared styles and the same
 * silhouette; equal ones newest first. Active products only, never i itself.
 */
export function similarPieces(ix: CatalogueIndex, i: number, k = SIMILAR_COUNT): number[] {
  const type = ix.garmentType[i]!
  const category = ix.category[i]!
  const family = ix.colourFamily[i]!
  const styles = ix.style[i]!
  const silhouette = ix.silhouette[i]!
  const top = new TopK(k)
  for (let j = 0; j < ix.products.length; j++) {
    if (j === i || ix.active[j] !== 1) continue
    if (type >= 0 ? ix.garmentType[j] !== type : ix.category[j] !== category) continue
    let shared = 0
    for (let v = ix.style[j]! & styles; v; v &= v - 1) shared++
    const score = (family >= 0 && ix.colourFamily[j] === family ? 4 : 0) + Math.min(shared, 3) + (silhouette >= 0 && ix.silhouette[j] === silhouette ? 1 : 0)
    top.push(j, score)
  }
  return top.idx
}

