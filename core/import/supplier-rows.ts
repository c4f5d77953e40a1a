import type { RetailItem } from '../integrations/records.ts'
import { DEFAULT_CATEGORY, normaliseCategory, type CategoryId } from '../reference/categories.ts'
import { DEFAULT_SEASON } from '../reference/seasons.ts'
import type { ImportRowInput } from './import-row.ts'
import type { ImportRowDetails } from './optional-columns.ts'
import type { WholesaleListing } from './supplier-search.ts'

/** The first of these texts that names one of our categories, else the import default. */
function guessCategory(...texts: Array<string | null | undefined>): CategoryId {
  for (const text of texts) {
    if (!text) continue
    const found = normaliseCategory(text)
    if (found) return found
  }
  return DEFAULT_CATEGORY
}

/** A price as an import cell: two decimals, or nothing when unknown. */
function priceCell(amount: number | null | undefined): string | undefined {
  return amount != null && Number.isFinite(amount) && amount > 0 ? amount.toFixed(2) : undefined
}

/** Only the cells that have something in them, so an empty one never reads as a value. */
function filled(details: ImportRowDetails): ImportRowDetails {
  return Object.fromEntries(Object.entries(details).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as ImportRowDetails
}

/**
 * An import row for a retail item: its title, its detail page carrying our partner tag,
 * its main image, a category guessed from the title (then the API's own classification),
 * the default season (the API says nothing about seasons), and the optional cells the API
 * gives: brand, price and currency, colour, and the feature bullets as the description.
 */
export function retailItemToImportRow(
  item: Pick<RetailItem, 'title' | 'affiliateUrl' | 'images' | 'category' | 'brand' | 'price' | 'color' | 'description'>,
): ImportRowInput {
  return {
    productName: item.title,
    affiliateUrl: item.affiliateUrl,
    imageUrl: item.images.primary ?? item.images.variants[0] ?? '',
    category: guessCategory(item.title, item.category),
    season: DEFAULT_SEASON,
    ...filled({
      brand: item.brand ?? undefined,
      price: priceCell(item.price?.amount),
      currency: item.price ? item.price.currency : undefined,
      colour: item.color ?? undefined,
      description: item.description,
    }),
  }
}

/**
 * An import row for a wholesale product: the marketplace category first, then the name;
 * brand and description when given, and the suggested retail price in USD (the wholesale
 * price is what a shop pays, not what a shopper does, so it is never the row's price).
 */
export function wholesaleProductToImportRow(
  product: Pick<WholesaleListing, 'name' | 'productUrl' | 'images' | 'category' | 'brand' | 'retailPrice' | 'description'>,
): ImportRowInput {
  const price = priceCell(product.retailPrice)
  return {
    productName: product.name,
    affiliateUrl: product.productUrl,
    imageUrl: product.images[0] ?? '',
    category: guessCategory(product.category, product.name),
    season: DEFAULT_SEASON,
    ...filled({
      brand: product.brand ?? undefined,
      price,
      currency: price ? 'USD' : undefined,
      description: product.description ?? undefined,
    }),
  }
}
