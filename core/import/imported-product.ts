import { affiliateUrlKey, normalizeAffiliateUrl } from '../catalog/affiliate-url.ts'
import { ellipsize, truncateGraphemes } from '../text/graphemes.ts'
import type { CategoryId } from '../reference/categories.ts'
import type { SeasonId } from '../reference/seasons.ts'
import type { StyleId } from '../rule-book/styles.ts'
import { IMPORT_LIMITS, type ImportRowInput } from './import-row.ts'
import { DETAIL_LIMITS, readPriceAndCurrency, sortStyleTags, splitColours, splitStyleTags } from './optional-columns.ts'

export const NAME_MAX_LENGTH = 255
export const BRAND_MAX_LENGTH = DETAIL_LIMITS.brand
/** Descriptions are kept whole up to the cell bound: the fit reader reads them (docs/decisions). */
export const DESCRIPTION_MAX_LENGTH = IMPORT_LIMITS.maxCellLength

/** A product as an import creates it, before the database gives it a row. */
export interface ImportedProduct {
  id: string
  name: string
  brand: string
  category: CategoryId
  affiliateUrl: string
  affiliateUrlKey: string
  images: Array<{ url: string; color: string; isPrimary: boolean }>
  description: string | null
  tags: string[]
  colors: string[]
  price: number | null
  currency: string
  material: string | null
  styles: StyleId[]
  seasons: SeasonId[]
  isActive: true
}

/** Cuts text to at most `max` code points, at a grapheme's end (an emoji or an accented letter is never split). */
export function truncateText(text: string, max: number): string {
  return truncateGraphemes(text, { codePoints: max })
}

/**
 * A name longer than 255 characters is cut at a word near the end and ends with "…".
 * The spec also appends part of the link ("[B0LONGNA]") to keep long names apart; that
 * code then reached shoppers on every card, and products are told apart by their id and
 * link already, so it is not added (docs/decisions/044-text-of-any-kind.md).
 */
export function truncateProductName(name: string): string {
  return ellipsize(name.trim(), { codePoints: NAME_MAX_LENGTH })
}

/**
 * A valid import row as a product. Without optional cells it takes the spec's defaults: one
 * primary image with colour 'default', colours ['default'], empty brand and tags, no price,
 * USD, active. Given, the optional cells fill brand, price and currency, the colours (the
 * first one also the image's), description, material, and the style tags: known styles
 * become the product's styles, other tags stay tags. Text is cut to its bound as a last
 * guard (validation refuses longer cells first).
 */
export function toImportedProduct(row: ImportRowInput, options: { id: string }): ImportedProduct {
  // Valid rows always normalise; the fallback keeps the type honest.
  const affiliateUrl = normalizeAffiliateUrl(row.affiliateUrl) ?? row.affiliateUrl.trim()
  const text = (value: string | undefined, max: number) => {
    const trimmed = value?.trim()
    return trimmed ? truncateText(trimmed, max) : null
  }
  const reading = readPriceAndCurrency(row.price, row.currency)
  const colours = splitColours(row.colour).slice(0, DETAIL_LIMITS.colours)
  const { styles, tags } = sortStyleTags(splitStyleTags(row.styleTags).slice(0, DETAIL_LIMITS.styleTags))
  return {
    id: options.id,
    name: truncateProductName(row.productName),
    brand: text(row.brand, BRAND_MAX_LENGTH) ?? '',
    category: row.category,
    affiliateUrl,
    affiliateUrlKey: affiliateUrlKey(affiliateUrl) ?? affiliateUrl,
    images: [{ url: row.imageUrl.trim(), color: colours[0] ?? 'default', isPrimary: true }],
    description: text(row.description, DESCRIPTION_MAX_LENGTH),
    tags,
    colors: colours.length > 0 ? colours : ['default'],
    price: reading.ok ? reading.value.price : null,
    currency: reading.ok ? reading.value.currency : 'USD',
    material: text(row.material, DETAIL_LIMITS.material),
    styles,
    seasons: [row.season],
    isActive: true,
  }
}
