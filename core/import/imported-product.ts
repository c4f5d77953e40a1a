import { affiliateUrlKey } from '../catalog/affiliate-url.ts'
import type { CategoryId } from '../reference/categories.ts'
import type { SeasonId } from '../reference/seasons.ts'
import type { ImportRowInput } from './import-row.ts'

export const NAME_MAX_LENGTH = 255
export const BRAND_MAX_LENGTH = 100
export const DESCRIPTION_MAX_LENGTH = 500
const RANDOM_SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

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
  seasons: SeasonId[]
  isActive: true
}

/** Cuts text to `max` characters (code points, so an emoji is never split in half). */
export function truncateText(text: string, max: number): string {
  const chars = [...text]
  return chars.length <= max ? text : chars.slice(0, max).join('')
}

/**
 * The spec's name rule: a name longer than 255 characters is cut and given a suffix, so
 * two long names that start alike stay apart: the first 8 characters of the link's last
 * path segment in brackets, or 6 random characters when the link has no path segment.
 * `random` returns floats in [0, 1) (pass a seeded generator; core reads no randomness).
 */
export function truncateProductName(name: string, affiliateUrl: string, random: () => number): string {
  const trimmed = name.trim()
  if ([...trimmed].length <= NAME_MAX_LENGTH) return trimmed
  const suffix = ` [${lastPathSegment(affiliateUrl)?.slice(0, 8) ?? randomText(6, random)}]`
  return truncateText(trimmed, NAME_MAX_LENGTH - suffix.length).trimEnd() + suffix
}

function lastPathSegment(url: string): string | null {
  try {
    const segments = new URL(url).pathname.split('/').filter((s) => s !== '')
    const last = segments.at(-1)
    return last ? decodeURIComponent(last) : null
  } catch {
    return null
  }
}

function randomText(length: number, random: () => number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += RANDOM_SUFFIX_ALPHABET[Math.floor(random() * RANDOM_SUFFIX_ALPHABET.length)]
  return out
}

/**
 * A valid import row as a product, with the spec's defaults: one primary image with colour
 * 'default', colours ['default'], empty brand and tags, active. Brand and description are
 * cut to 100 and 500 characters when given.
 */
export function toImportedProduct(
  row: ImportRowInput,
  options: { id: string; random: () => number; brand?: string; description?: string },
): ImportedProduct {
  const affiliateUrl = row.affiliateUrl.trim()
  const description = options.description?.trim()
  return {
    id: options.id,
    name: truncateProductName(row.productName, affiliateUrl, options.random),
    brand: truncateText(options.brand?.trim() ?? '', BRAND_MAX_LENGTH),
    category: row.category,
    affiliateUrl,
    affiliateUrlKey: affiliateUrlKey(affiliateUrl) ?? affiliateUrl,
    images: [{ url: row.imageUrl.trim(), color: 'default', isPrimary: true }],
    description: description ? truncateText(description, DESCRIPTION_MAX_LENGTH) : null,
    tags: [],
    colors: ['default'],
    seasons: [row.season],
    isActive: true,
  }
}
