import type { RetailItem } from '../integrations/records.ts'
import { DEFAULT_CATEGORY, normaliseCategory, type CategoryId } from '../reference/categories.ts'
import { DEFAULT_SEASON } from '../reference/seasons.ts'
import type { ImportRowInput } from './import-row.ts'
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

/**
 * An import row for a retail item: its title, its detail page carrying our partner tag,
 * its main image, a category guessed from the title (then the API's own classification),
 * and the default season, since the API says nothing about seasons.
 */
export function retailItemToImportRow(item: Pick<RetailItem, 'title' | 'affiliateUrl' | 'images' | 'category'>): ImportRowInput {
  return {
    productName: item.title,
    affiliateUrl: item.affiliateUrl,
    imageUrl: item.images.primary ?? item.images.variants[0] ?? '',
    category: guessCategory(item.title, item.category),
    season: DEFAULT_SEASON,
  }
}

/** An import row for a wholesale product: the marketplace category first, then the name. */
export function wholesaleProductToImportRow(product: Pick<WholesaleListing, 'name' | 'productUrl' | 'images' | 'category'>): ImportRowInput {
  return {
    productName: product.name,
    affiliateUrl: product.productUrl,
    imageUrl: product.images[0] ?? '',
    category: guessCategory(product.category, product.name),
    season: DEFAULT_SEASON,
  }
}
