import { type CategoryId, isCategoryId, normaliseCategory } from '../reference/categories.ts'
import { isStyleId } from '../rule-book/styles.ts'
import { normaliseText } from '../reference/word-match.ts'
import {
  type Drape,
  type FabricWeight,
  type GarmentAttributes,
  type GarmentType,
  type LegShape,
  type Length,
  type Silhouette,
  unknownAttributes,
  type WaistDefinition,
} from './attributes.ts'
import { type ColourMatch, findColours, parseColourValue } from '../rule-book/colours.ts'
import { fabricById } from './fabrics.ts'
import { BOTTOM_LEG_TYPES, categoryOfType, type GarmentZone, garmentZone, zoneOfType } from './garment-kinds.ts'
import { type CutWord, type Fact, type LengthWord, NEGATIONS, OTHER_PIECE_CUES, type Phrase, PHRASES } from './garment-vocabulary.ts'

/** What a shop tells us about a product: the title, and whatever its feed or the administrator adds. */
export interface GarmentText {
  name: string
  category?: string | null | undefined
  description?: string | null | undefined
  /** The feed's colour column ('Navy', 'Black/White'). */
  colour?: string | null | undefined
  material?: string | null | undefined
  brand?: string | null | undefined
  styleTags?: readonly string[] | null | undefined
}

/** What a stored product offers the reader: its own fields and the feed's extras where the catalogue keeps them. */
export interface ProductText {
  name: string
  category: string
  description?: string | null
  /** The colours the catalogue lists; 'default' (an import with no colour) says nothing. */
  colors?: readonly string[]
  brand?: string | null
  /** The feed's style tags. */
  styles?: readonly string[]
  material?: string | null
}

/** The reader's input for a catalogue product. */
export function garmentTextOf(p: ProductText): GarmentText {
  const colours = (p.colors ?? []).filter((c) => c.trim() !== '' && c.trim().toLowerCase() !== 'default')
  return {
    name: p.name,
    category: p.category,
    description: p.description ?? null,
    colour: colours.length > 0 ? colours.join('/') : null,
    material: p.material ?? null,
    brand: p.brand ?? null,
    styleTags: p.styles ?? [],
  }
}

/** Where a phrase was read: the title's main part outranks its qualifiers, the title outranks the description. */
type Source = 'main' | 'variant' | 'in' | 'with' | 'for' | 'without' | 'description' | 'material'

interface Hit {
  start: number
  end: number
  facts: readonly Fact[]
  negated: boolean
}

interface Segment {
  source: Source
  tokens: string[]
  hits: Hit[]
}

// ------------------------------------------------------------------------------------------
// Text to segments of tokens

/** The title's qualifying phrases: after these a phrase describes (with), colours (in) or rules out (without). */
const SEGMENT_SPLIT = /\s+(with|w\/|featuring|in|for|without)\s+|\s*[,;|()[\]{}]\s*|\s+[-–—]\s+/u

function prepare(text: string): string {
  return normaliseText(text)
    .replace(/\b3\/4\b/g, ' three quarter ')
    .replace(/\b7\/8\b/g, ' seven eighths ')
    .replace(/(\p{L})'s\b/gu, '$1')
    .replace(/&/g, ' and ')
}

export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

function segmentsOf(text: string, first: Source): Segment[] {
  const parts = prepare(text).split(SEGMENT_SPLIT)
  const out: Segment[] = []
  let source: Source = first
  // split() interleaves the captured connector (or undefined for punctuation) with the parts.
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]
    if (i % 2 === 1) {
      source = connectorSource(part, first)
      continue
    }
    const tokens = tokenize(part ?? '')
    if (tokens.length > 0) out.push({ source, tokens, hits: scan(tokens) })
    if (first === 'main' && out.length > 0 && source === 'main') source = 'variant'
  }
  return out
}

function connectorSource(connector: string | undefined, first: Source): Source {
  if (first !== 'main') return first
  switch (connector) {
    case 'with':
    case 'w/':
    case 'featuring':
      return 'with'
    case 'in':
      return 'in'
    case 'for':
      return 'for'
    case 'without':
      return 'without'
    default:
      return 'variant'
  }
}

// ------------------------------------------------------------------------------------------
// Tokens to phrases

function matches(tokens: readonly string[], i: number, p: Phrase): boolean {
  const last = p.words.length - 1
  if (i + last >= tokens.length) return false
  for (let k = 0; k < last; k++) if (tokens[i + k] !== p.words[k]) return false
  const t = tokens[i + last]!
  const w = p.words[last]!
  return p.endings.some((e) => t === w + e)
}

/**
 * The phrases in a token list, left to right, the longest reading at each place (all of
 * that length together: 'pendant' is both a necklace and a long one). A phrase after
 * 'non', 'no', 'not', 'without' or 'un' is negated.
 */
function scan(tokens: readonly string[]): Hit[] {
  const hits: Hit[] = []
  for (let i = 0; i < tokens.length; ) {
    const candidates = PHRASES.get(tokens[i]!) ?? []
    let best = 0
    const facts: Fact[] = []
    for (const p of candidates) {
      if (p.words.length < best) break
      if (!matches(tokens, i, p)) continue
      best = p.words.length
      facts.push(...p.facts)
    }
    if (best === 0) {
      i++
      continue
    }
    const negated = (i > 0 && NEGATIONS.has(tokens[i - 1]!)) || facts.some((f) => f.kind === 'not')
    hits.push({ start: i, end: i + best, facts: facts.filter((f) => f.kind !== 'not'), negated })
    i += best
  }
  return hits.filter((h, k) => !qualifiesNextSleeve(h, hits[k + 1])).map((h, k, kept) => ofAPart(h, kept[k + 1], tokens))
}

/** Words that name a part of the garment: a material or cut just before one is the part's ('satin lapels', 'slip lining'). */
const PART_WORDS: ReadonlySet<string> = new Set(['lapel', 'lapels', 'collar', 'collars', 'trim', 'trims', 'trimmed', 'handle', 'handles', 'cuff', 'cuffs', 'piping', 'button', 'buttons', 'sole', 'soles', 'insole', 'yoke', 'panel', 'panels', 'tab', 'binding', 'tie', 'ties'])

function ofAPart(hit: Hit, next: Hit | undefined, tokens: readonly string[]): Hit {
  if (!next || next.start !== hit.end || !PART_WORDS.has(tokens[next.end - 1]!) || next.end - next.start > 1) return hit
  const facts = hit.facts.filter((f) => f.kind !== 'material' && f.kind !== 'cut')
  return facts.length === hit.facts.length ? hit : { ...hit, facts }
}

/** 'Short' or 'long' just before a sleeve ('short puff sleeves') is the sleeve's length, not the garment's. */
function qualifiesNextSleeve(hit: Hit, next: Hit | undefined): boolean {
  if (!next || next.start !== hit.end || !next.facts.some((f) => f.kind === 'sleeve')) return false
  return hit.facts.length > 0 && hit.facts.every((f) => f.kind === 'length' && (f.value === 'short' || f.value === 'long'))
}

// ------------------------------------------------------------------------------------------
// Phrases to attributes

const DRESS_LIKE: ReadonlySet<GarmentType> = new Set(['dress', 'cover-up', 'slip'])

/** What a cut word means on this garment; empty when it means nothing here ('wrap' on a scarf). */
function resolveCut(word: CutWord, zone: GarmentZone | null, type: GarmentType | null): Partial<GarmentAttributes> {
  if (type === 'belt') {
    if (word === 'skinny' || word === 'slim') return { width: 'skinny' }
    if (word === 'wide') return { width: 'wide' }
    return {}
  }
  if (type === 'scarf') return word === 'skinny' || word === 'wrap' ? { length: 'long' } : word === 'oversized' ? { length: 'collar' } : {}
  // A slouchy bag is a soft one, whatever it is made of.
  if ((type === 'bag' || type === 'tote' || type === 'crossbody') && word === 'relaxed') return { drape: 'soft' }
  if (zone === 'shoes' || zone === 'accessory' || zone === null) return {}
  const legWear = type !== null && BOTTOM_LEG_TYPES.has(type)
  if (legWear) {
    const leg: Partial<Record<CutWord, LegShape>> = {
      skinny: 'skinny', slim: 'slim', pencil: 'slim', straight: 'straight', column: 'straight', tapered: 'tapered', bootcut: 'bootcut',
      flare: 'flare', wide: 'wide', palazzo: 'palazzo', barrel: 'barrel', balloon: 'barrel', jogger: 'jogger',
    }
    if (leg[word]) return { leg: leg[word] }
    const sil: Partial<Record<CutWord, Silhouette>> = { relaxed: 'relaxed', oversized: 'oversized', tailored: 'tailored', wrap: 'wrap', fitted: 'fitted', bodycon: 'bodycon', pleated: 'pleated' }
    return sil[word] ? { silhouette: sil[word] } : {}
  }
  if (type === 'skirt') {
    const sil: Partial<Record<CutWord, Silhouette>> = {
      'a-line': 'a-line', flare: 'a-line', pencil: 'pencil', full: 'full', skater: 'full', 'fit-and-flare': 'full', pleated: 'pleated',
      tiered: 'tiered', wrap: 'wrap', slip: 'slip', straight: 'straight', column: 'straight', bodycon: 'bodycon', fitted: 'fitted',
      balloon: 'balloon', wide: 'full', tailored: 'tailored', relaxed: 'relaxed',
    }
    return sil[word] ? { silhouette: sil[word] } : {}
  }
  if (zone === 'full' || zone === 'swim' || zone === 'intimate' || (type !== null && DRESS_LIKE.has(type))) {
    const sil: Partial<Record<CutWord, Silhouette>> = {
      bodycon: 'bodycon', fitted: 'fitted', sheath: 'sheath', wrap: 'wrap', 'a-line': 'a-line', 'fit-and-flare': 'fit-and-flare',
      skater: 'fit-and-flare', flare: 'fit-and-flare', empire: 'empire', shift: 'shift', trapeze: 'trapeze', peplum: 'peplum',
      tiered: 'tiered', slip: 'slip', straight: 'straight', column: 'straight', relaxed: 'relaxed', oversized: 'oversized', boxy: 'boxy',
      pencil: 'pencil', full: 'full', pleated: 'pleated', tailored: 'tailored', cocoon: 'cocoon', balloon: 'balloon', slim: 'fitted',
    }
    // A jumpsuit's legs: 'wide-leg jumpsuit'.
    if (type === 'jumpsuit' || type === 'romper') {
      const leg: Partial<Record<CutWord, LegShape>> = { wide: 'wide', palazzo: 'palazzo', flare: 'flare', straight: 'straight', skinny: 'skinny', tapered: 'tapered', jogger: 'jogger', bootcut: 'bootcut', barrel: 'barrel' }
      if (leg[word]) return { leg: leg[word] }
    }
    return sil[word] ? { silhouette: sil[word] } : {}
  }
  // Tops and outerwear.
  const sil: Partial<Record<CutWord, Silhouette>> = {
    fitted: 'fitted', bodycon: 'bodycon', slim: 'fitted', skinny: 'fitted', wrap: 'wrap', peplum: 'peplum', oversized: 'oversized',
    boxy: 'boxy', relaxed: 'relaxed', tailored: 'tailored', straight: 'straight', 'a-line': 'trapeze', trapeze: 'trapeze', empire: 'empire',
    tiered: 'tiered', balloon: 'balloon', cocoon: 'cocoon', slip: 'slip', shift: 'shift', 'fit-and-flare': 'peplum', sheath: 'fitted',
  }
  return sil[word] ? { silhouette: sil[word] } : {}
}

/** What a length word means on this garment. */
function resolveLength(word: LengthWord, zone: GarmentZone | null, type: GarmentType | null): Length | null {
  if (type === 'necklace' || type === 'scarf') return word === 'long' || word === 'maxi' || word === 'longline' ? 'long' : word === 'choker' ? 'choker' : word === 'collar' ? 'collar' : null
  if (word === 'choker' || word === 'collar') return null
  switch (zone) {
    case 'full':
    case 'swim':
    case 'intimate':
      if (type === 'jumpsuit') return word === 'cropped' ? 'ankle' : word === 'ankle' || word === 'full' ? word : word === 'long' ? 'full' : null
      return ({ mini: 'mini', short: 'mini', midi: 'midi', maxi: 'maxi', long: 'maxi', full: 'maxi', ankle: 'maxi', knee: 'knee' } as const)[word as 'mini'] ?? null
    case 'lower':
      if (type === 'skirt') return ({ mini: 'mini', short: 'mini', midi: 'midi', maxi: 'maxi', long: 'maxi', full: 'maxi', ankle: 'maxi', knee: 'knee' } as const)[word as 'mini'] ?? null
      return ({ cropped: 'cropped', ankle: 'ankle', full: 'full', long: 'full', knee: 'knee', mini: 'mini', short: 'mini' } as const)[word as 'cropped'] ?? null
    case 'upper':
    case 'outer':
      return ({ cropped: 'cropped', short: 'cropped', hip: 'hip', longline: 'longline', long: 'longline', maxi: 'longline', midi: 'longline', knee: 'longline' } as const)[word as 'cropped'] ?? null
    default:
      return null
  }
}

const NECKLINE_ZONES: ReadonlySet<GarmentZone> = new Set(['full', 'upper', 'outer', 'swim', 'intimate'])
const SLEEVE_ZONES: ReadonlySet<GarmentZone> = new Set(['full', 'upper', 'outer'])
const WAIST_ZONES: ReadonlySet<GarmentZone> = new Set(['full', 'upper', 'lower', 'outer', 'swim'])
const APPAREL_ZONES: ReadonlySet<GarmentZone> = new Set(['full', 'upper', 'lower', 'outer', 'swim', 'intimate'])

/** Attributes being filled: a field set once keeps its value (earlier sources win), lists collect. */
/** Sleeve values that give only a length; a named shape (puff, flutter, bell...) refines them. */
const SLEEVE_LENGTHS: ReadonlySet<string> = new Set(['short', 'elbow', 'three-quarter', 'long'])

class Draft {
  readonly a: GarmentAttributes = unknownAttributes()
  readonly blocked = new Set<string>()
  readonly zone: GarmentZone | null
  readonly type: GarmentType | null
  constructor(zone: GarmentZone | null, type: GarmentType | null) {
    this.zone = zone
    this.type = type
  }

  set<K extends keyof GarmentAttributes>(field: K, value: GarmentAttributes[K] | null | undefined): void {
    if (value === null || value === undefined || this.blocked.has(`${field}:${String(value)}`)) return
    if (this.a[field] === null) this.a[field] = value
    // A named stripe direction refines a plain stripe read earlier.
    else if (field === 'pattern' && this.a.pattern === 'stripe' && (value === 'horizontal-stripe' || value === 'vertical-stripe')) this.a.pattern = value
    // A sleeve's shape says more than its length: "Long Sleeve" in the title, "long puff sleeves" below.
    else if (field === 'sleeve' && SLEEVE_LENGTHS.has(String(this.a.sleeve)) && !SLEEVE_LENGTHS.has(String(value))) this.a.sleeve = value as GarmentAttributes['sleeve']
  }

  add(field: 'embellishments' | 'details' | 'materials' | 'namedStyles', value: string): void {
    if (this.blocked.has(`${field}:${value}`)) return
    const list = this.a[field] as string[]
    if (!list.includes(value) && list.length < (field === 'materials' ? 8 : 32)) list.push(value)
  }

  block(fact: Fact): void {
    const key = factKey(fact)
    if (!key) return
    this.blocked.add(key)
    // Non-stretch fabric does not cling.
    if (key === 'materials:stretch') this.blocked.add('drape:clingy')
    // No belt: the waist is not belted.
    if (key === 'garment:belt') this.blocked.add('waist:belted')
  }

  apply(fact: Fact, source: Source): void {
    const { zone, type } = this
    switch (fact.kind) {
      case 'garment':
        // "Dress with Belt": a belt named as a part belts the waist.
        if (fact.value === 'belt' && source !== 'main' && zone && WAIST_ZONES.has(zone)) this.set('waist', 'belted')
        return
      case 'cut': {
        const r = resolveCut(fact.value, zone, type)
        for (const [k, v] of Object.entries(r)) this.set(k as keyof GarmentAttributes, v as never)
        return
      }
      case 'length':
        this.set('length', resolveLength(fact.value, zone, type))
        return
      case 'neckline':
        if (zone && NECKLINE_ZONES.has(zone)) this.set('neckline', fact.value)
        return
      case 'sleeve':
        if (zone && SLEEVE_ZONES.has(zone)) this.set('sleeve', fact.value)
        // Strappy sandals and heels.
        else if (zone === 'shoes' && fact.value === 'strappy') this.add('embellishments', 'straps')
        return
      case 'waist':
        if (zone && WAIST_ZONES.has(zone)) this.set('waist', fact.value)
        return
      case 'rise':
        if (zone === 'lower' || type === 'jumpsuit' || type === 'romper') this.set('rise', fact.value)
        // A high waist on a dress or a swimsuit marks the waist.
        else if ((zone === 'full' || zone === 'swim') && fact.value === 'high') this.set('waist', 'defined')
        return
      case 'weight':
        this.set('fabricWeight', fact.value)
        return
      case 'drape':
        this.set('drape', fact.value)
        return
      case 'pattern':
        this.set('pattern', fact.value)
        return
      case 'embellishment':
        if (fact.value === 'hip-pockets' && zone !== 'lower' && zone !== 'full') return
        if (fact.value === 'shoulder-pads' && zone !== 'upper' && zone !== 'outer' && zone !== 'full') return
        if (fact.value === 'tie-waist' && zone && WAIST_ZONES.has(zone)) this.set('waist', 'defined')
        this.add('embellishments', fact.value)
        return
      case 'heel':
        if (zone === 'shoes') this.set('heel', fact.value)
        return
      case 'toe':
        if (zone === 'shoes') this.set('toe', fact.value)
        return
      case 'width':
        if (type === 'belt') this.set('width', fact.value)
        return
      case 'formality':
        this.set('formality', fact.value)
        return
      case 'detail':
        if (fact.value === 'chunky' && type === 'scarf') this.set('length', 'collar')
        this.add('details', fact.value)
        return
      case 'style':
        this.add('namedStyles', fact.value)
        return
      case 'material':
        this.add('materials', fact.value)
        return
      default:
        return
    }
  }
}

function factKey(f: Fact): string | null {
  switch (f.kind) {
    case 'garment':
      return `garment:${f.value}`
    case 'neckline':
    case 'sleeve':
    case 'waist':
    case 'rise':
    case 'pattern':
    case 'heel':
    case 'toe':
    case 'width':
    case 'formality':
      return `${f.kind}:${f.value}`
    case 'weight':
      return `fabricWeight:${f.value}`
    case 'drape':
      return `drape:${f.value}`
    case 'embellishment':
      return `embellishments:${f.value}`
    case 'detail':
      return `details:${f.value}`
    case 'material':
      return `materials:${f.value}`
    case 'style':
      return `namedStyles:${f.value}`
    default:
      return null
  }
}

// ------------------------------------------------------------------------------------------
// The garment noun

interface Head {
  type: GarmentType | null
  zone: GarmentZone | null
}

/** The noun a title names last in a segment: in English the head comes last ('shirt dress' is a dress). */
function headOf(segments: readonly Segment[]): Head | null {
  let found: Head | null = null
  for (const seg of segments) {
    for (const hit of seg.hits) {
      if (hit.negated) continue
      for (const f of hit.facts) {
        if (f.kind === 'garment') {
          // A general noun after a specific one of the same kind names the same piece: 'Culottes ... Trousers'.
          const specific = found?.type && GENERAL_NOUNS.has(f.value) && zoneOfType(found.type) === zoneOfType(f.value) && !GENERAL_NOUNS.has(found.type)
          if (!specific) found = { type: f.value, zone: null }
        } else if (f.kind === 'generic') found = { type: null, zone: f.zone }
      }
    }
    if (found) return found
  }
  return null
}

/** Nouns that name a kind in general (trousers, a top, a jacket, a bag), which a more specific noun refines. */
const GENERAL_NOUNS: ReadonlySet<GarmentType> = new Set(['trousers', 'top', 'jacket', 'bag'])

const CATEGORY_DEFAULT_TYPES: Readonly<Partial<Record<CategoryId, GarmentType>>> = { dresses: 'dress', tops: 'top' }

// ------------------------------------------------------------------------------------------
// Colours

interface ColourRead {
  primary: string[]
  secondary: string[]
}

function tokenFacts(hits: readonly Hit[], index: number): readonly Fact[] {
  return hits.find((h) => index >= h.start && index < h.end)?.facts ?? []
}

/** A segment's colours: the garment's own, and those of a trim or a with-part. */
function coloursOf(seg: Segment): ColourRead {
  const out: ColourRead = { primary: [], secondary: [] }
  for (const m of findColours(seg.tokens)) {
    const inside = seg.hits.filter((h) => h.start < m.end && h.end > m.start).flatMap((h) => h.facts)
    if (inside.some((f) => f.kind === 'hide-colour')) continue
    const next = tokenFacts(seg.hits, m.end)
    const printed = (fs: readonly Fact[]) => fs.some((f) => f.kind === 'pattern' || f.kind === 'motif')
    // A cherry print or a rose motif is a print, not a cherry-red garment.
    if (m.motif && (printed(inside) || printed(next))) continue
    const trim = next.some((f) => f.kind === 'trim' || (f.kind === 'embellishment' && f.value === 'hardware')) || nextIsTone(seg.tokens, m)
    if (trim || seg.source === 'with') out.secondary.push(m.id)
    else out.primary.push(m.id)
  }
  return out
}

function nextIsTone(tokens: readonly string[], m: ColourMatch): boolean {
  // 'gold tone hardware', 'silver-tone buckle': the metal of a part.
  return tokens[m.end] === 'tone' && tokens[m.end + 1] !== undefined
}

function readColours(title: readonly Segment[], description: readonly Segment[], feed: string | null | undefined, materials: readonly string[]): ColourRead {
  const fromFeed = feed ? parseColourValue(feed) : []
  const titleReads = title.filter((s) => s.source !== 'without').map(coloursOf)
  const titleColours = titleReads.flatMap((r) => [...r.primary, ...r.secondary])
  if (fromFeed.length > 0) return { primary: [fromFeed[0]!], secondary: unique([...fromFeed.slice(1)]) }
  // The title's main part first, then its colour qualifiers ('Wrap Dress - Navy', 'in Navy').
  const ordered = [...titleReads.filter((_, i) => title[i]!.source === 'main'), ...titleReads.filter((_, i) => title[i]!.source !== 'main')]
  const primary = ordered.find((r) => r.primary.length > 0)?.primary[0]
  if (primary) return { primary: [primary], secondary: unique(titleColours.filter((c) => c !== primary)) }
  const described = description.map(coloursOf).find((r) => r.primary.length > 0)?.primary[0]
  if (described) return { primary: [described], secondary: unique(titleColours) }
  // Denim and chambray are blue unless said otherwise.
  const fabricColour = materials.includes('denim') ? 'denim-blue' : materials.includes('chambray') ? 'chambray' : null
  if (fabricColour) return { primary: [fabricColour], secondary: unique(titleColours) }
  return { primary: [], secondary: unique(titleColours) }
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list)].slice(0, 6)
}

// ------------------------------------------------------------------------------------------
// The description: clauses about this garment only

function descriptionSegments(description: string): Segment[] {
  const clauses = prepare(description).split(/[.!?;:\n]+|,\s+/u)
  const out: Segment[] = []
  for (const clause of clauses) {
    if (OTHER_PIECE_CUES.some((cue) => clause.includes(cue))) continue
    const tokens = tokenize(clause)
    if (tokens.length > 0) out.push({ source: 'description', tokens, hits: scan(tokens) })
  }
  return out
}

function stripBrand(name: string, brand: string | null | undefined): string {
  const b = brand?.trim()
  if (!b) return name
  const escaped = b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return name.replace(new RegExp(`(^|\\s)${escaped}(?=\\s|$|[,:|-])`, 'giu'), ' ').trim() || name
}

// ------------------------------------------------------------------------------------------

/**
 * Reads a garment's attributes from its title, category, description and feed fields.
 *
 * - The garment is the last garment noun of the title's main part ('Boat Shoe' is a shoe,
 *   'Wrap Scarf' a scarf, 'Shirt Dress' a dress), else the description's, else the garment
 *   the shop's category names ('Loafers', 'Women > Clothing > Skirts'), else the category's default.
 * - A modifier belongs to the noun it qualifies: 'flare sleeve' is a sleeve, 'pencil
 *   stripe' a stripe; cut words are read for the garment ('skinny' is a belt's width).
 * - Negations rule a phrase out ('non-stretch', 'no padding', 'without belt').
 * - The feed colour wins over the title's, the title's over the description's; colours
 *   of a print's motif or a trim are never the garment's colour.
 * - The title wins over the description, which only fills what the title left unknown.
 *   What nothing says stays null.
 */
export function readGarment(input: GarmentText): GarmentAttributes {
  const title = segmentsOf(stripBrand(input.name, input.brand), 'main')
  const description = input.description ? descriptionSegments(input.description) : []
  const material: Segment[] = input.material ? segmentsOf(input.material, 'material') : []
  const styleTags: Segment[] = (input.styleTags ?? []).map((t) => {
    const tokens = tokenize(prepare(t))
    return { source: 'description', tokens, hits: scan(tokens) }
  })

  const category = readCategory(input.category)
  const head = headOf(title.filter((s) => s.source === 'main')) ?? headOf(title.filter((s) => s.source !== 'with' && s.source !== 'without')) ?? headOf(description.slice(0, 2))
  // Else the shop's own category word, its last step ('Women > Shoes > Loafers', 'Jeans').
  const shopWord = head ? null : headOf(segmentsOf(input.category?.split('>').at(-1) ?? '', 'main'))
  const type = head?.type ?? shopWord?.type ?? (category ? (CATEGORY_DEFAULT_TYPES[category] ?? null) : null)
  const zone = head?.zone ?? garmentZone(type, category)
  const draft = new Draft(zone, type)

  // Negations anywhere rule their phrase out before anything is read.
  const all = [...title, ...material, ...description]
  for (const seg of all) {
    for (const hit of seg.hits) if (hit.negated || seg.source === 'without') for (const f of hit.facts) draft.block(f)
  }
  const order: Source[] = ['material', 'main', 'variant', 'in', 'with', 'for', 'description']
  for (const source of order) {
    for (const seg of all) {
      if (seg.source !== source) continue
      for (const hit of seg.hits) if (!hit.negated) for (const f of hit.facts) draft.apply(f, source)
    }
  }
  // Style tags: our ids as they are, or a shop's word for one ('boho').
  for (const tag of input.styleTags ?? []) {
    const id = tag.trim().toLowerCase()
    if (isStyleId(id)) draft.add('namedStyles', id)
  }
  for (const seg of styleTags) for (const hit of seg.hits) for (const f of hit.facts) if (f.kind === 'style') draft.apply(f, 'description')

  const a = draft.a
  a.garmentType = type
  a.category = category ?? (type ? categoryOfType(type) : null)
  if (a.category === 'activewear') draft.add('details', 'athletic')
  if (a.category === 'formal') draft.set('formality', 'formal')
  deriveFromCut(draft)
  deriveFromType(draft)
  deriveFabric(draft)

  const colours = readColours(title, description, input.colour, a.materials)
  a.primaryColour = colours.primary[0] ?? null
  a.secondaryColours = colours.secondary.filter((c) => c !== a.primaryColour)
  return a
}

function readCategory(text: string | null | undefined): CategoryId | null {
  if (!text) return null
  const t = text.trim().toLowerCase()
  return isCategoryId(t) ? t : normaliseCategory(text)
}

/** What a cut implies about the waist and neckline when the title does not say. */
function deriveFromCut(d: Draft): void {
  const { a, zone } = d
  const onBody = zone !== null && APPAREL_ZONES.has(zone)
  if (!onBody) return
  const waist: Partial<Record<Silhouette, WaistDefinition>> = {
    wrap: 'defined', 'fit-and-flare': 'defined', peplum: 'defined', empire: 'empire',
    shift: 'none', trapeze: 'none', boxy: 'none', oversized: 'none', cocoon: 'none',
  }
  if (a.silhouette && waist[a.silhouette] && zone !== 'lower') d.set('waist', waist[a.silhouette])
  // A wrap crosses over into a V.
  if (a.silhouette === 'wrap' && (zone === 'full' || zone === 'upper')) d.set('neckline', 'wrap')
  if (a.silhouette === 'bodycon') d.set('drape', 'clingy')
}

/** What the garment itself says: jeans are denim, leggings skinny. */
function deriveFromType(d: Draft): void {
  const { a } = d
  if (a.garmentType === 'jeans' && a.materials.length === 0) d.add('materials', 'denim')
  if (a.garmentType === 'leggings') d.set('leg', 'skinny')
  if (a.garmentType === 'sports-bra') d.add('details', 'athletic')
}

/** Weight and drape from the materials when the title names neither. */
function deriveFabric(d: Draft): void {
  const { a } = d
  for (const m of a.materials) {
    const f = fabricById(m)
    if (!f) continue
    d.set('fabricWeight', f.weight as FabricWeight | null)
    d.set('drape', f.drape as Drape | null)
  }
}
