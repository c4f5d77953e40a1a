import { COLOUR_FAMILIES } from '../rule-book/colours.ts'
import { GARMENT_TYPES, PATTERNS, SILHOUETTES } from '../garment/attributes.ts'
import { translate } from '../i18n/translate.ts'
import { CATEGORIES, CATEGORY_LABELS, type CategoryId } from '../reference/categories.ts'
import type { CatalogueIndex } from '../recommendation/catalogue-index.ts'
import { PRICE_BANDS, priceBandOf } from '../recommendation/price-bands.ts'
import type { Look } from './leanings.ts'
import type { RejectReason } from './signals.ts'

/**
 * What the learner learns about: the features of a product that a shopper's leanings are
 * made of, each a short key 'kind:value' ('colour:blue', 'category:dresses',
 * 'type:jeans', 'silhouette:wrap', 'pattern:floral', 'brand:Mango', 'price:30-60'). They
 * come from the same read attributes the recommendation engine scores.
 */
export const FEATURE_KINDS = ['colour', 'category', 'type', 'silhouette', 'pattern', 'brand', 'price'] as const
export type FeatureKind = (typeof FEATURE_KINDS)[number]


/** Which features a "Not for me" reason speaks about; 'have-it' speaks about none (she owns it, she may well like it). */
export const REASON_KINDS: Readonly<Record<RejectReason, readonly FeatureKind[]>> = {
  colour: ['colour'],
  cut: ['type', 'silhouette'],
  style: ['pattern', 'silhouette', 'brand'],
  price: ['price'],
  'have-it': [],
}

export function featureKind(key: string): FeatureKind | null {
  const kind = key.slice(0, key.indexOf(':'))
  return (FEATURE_KINDS as readonly string[]).includes(kind) ? (kind as FeatureKind) : null
}

/** Product i's features, read from the catalogue index. */
export function featuresAt(ix: CatalogueIndex, i: number): string[] {
  const out: string[] = []
  const family = ix.colourFamily[i]!
  if (family >= 0) out.push(`colour:${COLOUR_FAMILIES[family]}`)
  const category = ix.category[i]!
  if (category >= 0) out.push(`category:${CATEGORIES[category]}`)
  const type = ix.garmentType[i]!
  if (type >= 0) out.push(`type:${GARMENT_TYPES[type]}`)
  const silhouette = ix.silhouette[i]!
  if (silhouette >= 0) out.push(`silhouette:${SILHOUETTES[silhouette]}`)
  const pattern = ix.pattern[i]!
  if (pattern >= 0) out.push(`pattern:${PATTERNS[pattern]}`)
  const brand = ix.brand[i]!
  if (brand >= 0) out.push(`brand:${ix.brands[brand]}`)
  const band = priceBandOf(ix.price[i]!)
  if (band) out.push(`price:${band}`)
  return out
}

/** Product i's look: what a "Not for me" without a reason compares. */
export function lookAt(ix: CatalogueIndex, i: number): Look {
  return { type: ix.garmentType[i]!, silhouette: ix.silhouette[i]!, colourFamily: ix.colourFamily[i]!, styles: ix.style[i]! }
}

/** The feature in plain words, for "What we've learned" ('blue colours', 'wrap cuts', 'dresses'). */
export function featureLabel(key: string): string {
  const value = key.slice(key.indexOf(':') + 1)
  switch (featureKind(key)) {
    case 'colour':
      return translate('learning.feature.colour', { value })
    case 'category':
      return (CATEGORY_LABELS[value as CategoryId] ?? value).toLowerCase()
    case 'type':
      return translate('learning.feature.type', { value: plural(value.replaceAll('-', ' ')) })
    case 'silhouette':
      return translate('learning.feature.silhouette', { value: value.replaceAll('-', ' ') })
    case 'pattern':
      return translate('learning.feature.pattern', { value: value.replaceAll('-', ' ') })
    case 'brand':
      return translate('learning.feature.brand', { value })
    case 'price': {
      const band = PRICE_BANDS.find((b) => b.key === value)
      if (!band) return value
      return Number.isFinite(band.to) ? translate('learning.feature.price', { from: band.from, to: band.to }) : translate('learning.feature.priceAbove', { from: band.from })
    }
    default:
      return value
  }
}

function plural(word: string): string {
  if (word.endsWith('ss') || word.endsWith('sh')) return `${word}es`
  return word.endsWith('s') ? word : `${word}s`
}
