import MiniSearch from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import type { CatalogueIndex } from '../recommendation/catalogue-index.ts'
import { candidates } from '../recommendation/candidates.ts'
import { runInSlices, runToEnd, type Steps } from '../work/steps.ts'
import { orderKey, TopK } from '../recommendation/top-k.ts'
import { GARMENT_TYPES } from '../garment/attributes.ts'
import { CATEGORIES, CATEGORY_LABELS, type CategoryId } from '../reference/categories.ts'
import { colourById, COLOUR_FAMILIES, parseColourValue } from '../rule-book/colours.ts'
import type { ShopQuery, ShopSort } from './shop-query.ts'

/**
 * The shop's text search over a catalogue index (issue 27). Each product's words (its name,
 * brand, kind: category and garment type, and colour: every name the rule book's colour
 * lexicon gives its colours, and their families, so "navy" is found by "blue" too) go into
 * MiniSearch's radix tree (SearchableMap), word to the products that use it. A typed word
 * finds the words it starts, or, when it starts none, the words a typo or two away
 * (SearchableMap.fuzzyGet: Levenshtein distance over the tree, never a scan of the
 * products). Every word must match (AND); the matches come back in catalogue order, ready
 * for any sort. Built once per catalogue snapshot, beside the recommendation index; pure.
 */
export interface ShopSearch {
  /** Word to the indexes of the products whose text holds it, ascending. */
  readonly words: SearchableMap<Int32Array>
  /** The same words, sorted, to tell a word the catalogue knows (or the start of one) from a typo. */
  readonly sorted: readonly string[]
  /** The catalogue index it was built over (a new snapshot builds a new search). */
  readonly ix: CatalogueIndex
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]

/** A text's words as the index keeps them: NFKC, lower case, split where MiniSearch splits (spaces and punctuation of any script). */
function wordsOf(text: string): string[] {
  return tokenize(text.normalize('NFKC').toLowerCase()).filter((w) => w.length > 0)
}

/**
 * How far a typo may be: none under 4 letters (too many words sit one letter apart), one
 * edit from 4, two from 5 only when one finds nothing, so two swapped letters ("camle", a
 * common slip) still find "camel" while a closer word wins when there is one.
 */
function editsAllowed(term: string, most: 1 | 2): number {
  return term.length < 4 ? 0 : term.length < 5 ? 1 : most
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
  const category = c >= 0 ? CATEGORY_LABELS[CATEGORIES[c]!] : String(ix.labels.decode(i).category)
  return t >= 0 ? `${category} ${GARMENT_TYPES[t]!}` : category
}

/** Indexes every product of a catalogue index (inactive ones too; the query skips them). */
export function buildShopSearch(ix: CatalogueIndex): ShopSearch {
  return runToEnd(searchSteps(ix))
}

/** buildShopSearch a slice of products at a time, awaiting `between` after each: for the background. */
export function buildShopSearchInSlices(ix: CatalogueIndex, between: () => Promise<void>): Promise<ShopSearch> {
  return runInSlices(searchSteps(ix), between)
}

/** Products (and then words) between pauses when the search is built in slices: a few milliseconds' work. Ours. */
const SEARCH_SLICE = 2048

function* searchSteps(ix: CatalogueIndex): Steps<ShopSearch> {
  const postings = new Map<string, number[]>()
  for (let i = 0; i < ix.products.length; i++) {
    const p = ix.labels.decode(i)
    const read = ix.attributes.decode(i).primaryColour
    const stated = p.colors.flatMap((c) => parseColourValue(c))
    const text = `${p.name} ${p.brand ?? ''} ${kindWords(ix, i)} ${colourWords(read ? [read, ...stated] : stated)}`
    for (const w of new Set(wordsOf(text))) {
      const list = postings.get(w)
      if (list) list.push(i)
      else postings.set(w, [i])
    }
    if ((i + 1) % SEARCH_SLICE === 0) yield
  }
  const words = new SearchableMap<Int32Array>()
  let n = 0
  for (const [w, list] of postings) {
    words.set(w, Int32Array.from(list))
    if (++n % SEARCH_SLICE === 0) yield
  }
  return { words, sorted: [...postings.keys()].sort(), ix }
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
 * The products holding every word of the text (a word matches the catalogue words it starts,
 * else those a typo away), as a mask over the catalogue; null for a text without words.
 * Two edits are tried only when one finds nothing ("crepee" is "crepe", not also "crew").
 */
function matchesOf(search: ShopSearch, q: string): Uint8Array | null {
  const terms = [...new Set(wordsOf(q))]
  if (terms.length === 0) return null
  const one = allWords(search, terms, 1)
  return one.found || !terms.some((t) => editsAllowed(t, 2) === 2) ? one.mask : allWords(search, terms, 2).mask
}

function allWords(search: ShopSearch, terms: readonly string[], most: 1 | 2): { mask: Uint8Array; found: boolean } {
  const n = search.ix.products.length
  // count[i] = how many of the terms so far product i holds; it moves only from k to k + 1
  // for the k-th term, so a product listed by two spellings of one term counts once.
  const count = new Uint8Array(n)
  terms.forEach((term, k) => {
    for (const list of postingsOf(search, term, most)) {
      for (const i of list) if (count[i] === k) count[i] = k + 1
    }
  })
  const all = terms.length
  const mask = new Uint8Array(n)
  let found = false
  for (let i = 0; i < n; i++) {
    if (count[i] === all) {
      mask[i] = 1
      found = true
    }
  }
  return { mask, found }
}

/** The product lists of the catalogue words a typed word stands for. */
function postingsOf(search: ShopSearch, term: string, most: 1 | 2): Iterable<Int32Array> {
  if (startsAWord(search.sorted, term)) return search.words.atPrefix(term).values()
  const edits = editsAllowed(term, most)
  if (edits === 0) return []
  return [...search.words.fuzzyGet(term, edits).values()].map(([list]) => list)
}

function visit(ix: CatalogueIndex, pool: Uint8Array | null, f: (i: number) => void): void {
  for (let i = 0; i < ix.products.length; i++) if (!pool || pool[i] === 1) f(i)
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
const SIMILAR_COUNT = 4

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

