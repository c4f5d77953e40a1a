import { affiliateUrlKey } from '../catalog/affiliate-url.ts'
import { translate } from '../i18n/translate.ts'
import { type CategoryId, DEFAULT_CATEGORY, isCategoryId } from '../reference/categories.ts'
import { DEFAULT_SEASON, isSeasonId, type SeasonId } from '../reference/seasons.ts'

/** One line of the import table, as the administrator edits it. */
export interface ImportRowInput {
  productName: string
  affiliateUrl: string
  imageUrl: string
  category: CategoryId
  season: SeasonId
}

/** The spec's row states: pending -> validating -> valid | invalid. Any edit goes back to pending. */
export const IMPORT_ROW_STATUSES = ['pending', 'validating', 'valid', 'invalid'] as const
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number]

export const IMPORT_ROW_ERRORS = [
  'name-required',
  'affiliate-url-invalid',
  'image-url-invalid',
  'image-unreachable',
  'duplicate-in-catalog',
  'duplicate-in-file',
] as const
export type ImportRowErrorCode = (typeof IMPORT_ROW_ERRORS)[number]

export interface ImportRowError {
  code: ImportRowErrorCode
  message: string
}

export interface ImportRowResult {
  status: 'valid' | 'invalid'
  errors: ImportRowError[]
}

/** Limits of one import; the upload and the API refuse anything larger with a message that says so. */
export const IMPORT_LIMITS = {
  /** Bytes of one uploaded CSV or Excel file. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Products in one file or one import. */
  maxRows: 10_000,
  /** Longest text accepted in one cell before truncation rules apply. */
  maxCellLength: 4_000,
} as const

/** Where an affiliate link may point when IMPORT_AFFILIATE_HOSTS is not set: the spec's short links. */
export const SHORT_LINK_HOSTS = ['amzn.to', 'a.co'] as const

/** The image URL shapes the spec accepts: an image file extension, or "images" anywhere in the URL. */
const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp)$/i

function parseHttpUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** True when `host` is one of `allowed` or a subdomain of one (www.amazon.com under amazon.com). */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '')
  return allowed.some((a) => {
    const base = a.toLowerCase().replace(/^www\./, '')
    return h === base || h.endsWith(`.${base}`)
  })
}

export function isValidAffiliateUrl(text: string, allowedHosts: readonly string[]): boolean {
  const url = parseHttpUrl(text)
  return url !== null && isAllowedHost(url.hostname, allowedHosts)
}

export function isValidImageUrl(text: string): boolean {
  const url = parseHttpUrl(text)
  if (!url) return false
  return IMAGE_EXTENSION.test(url.pathname) || /images/i.test(url.href)
}

function error(code: ImportRowErrorCode, params?: Record<string, string | number>): ImportRowError {
  const key = {
    'name-required': 'import.error.nameRequired',
    'affiliate-url-invalid': 'import.error.affiliateUrlInvalid',
    'image-url-invalid': 'import.error.imageUrlInvalid',
    'image-unreachable': 'import.error.imageUnreachable',
    'duplicate-in-catalog': 'import.error.duplicateInCatalog',
    'duplicate-in-file': 'import.error.duplicateInFile',
  } as const
  return { code, message: translate(key[code], params) }
}

/** The checks that need nothing but the row: name, affiliate URL and image URL format. */
export function formatErrors(row: ImportRowInput, allowedHosts: readonly string[]): ImportRowError[] {
  const errors: ImportRowError[] = []
  if (row.productName.trim() === '') errors.push(error('name-required'))
  if (!isValidAffiliateUrl(row.affiliateUrl, allowedHosts)) errors.push(error('affiliate-url-invalid'))
  if (!isValidImageUrl(row.imageUrl)) errors.push(error('image-url-invalid'))
  return errors
}

/**
 * Duplicates by normalised affiliate URL: against the catalogue's keys and against earlier
 * rows of the same list. The first of several equal rows is kept; each later one points at it.
 */
export function duplicateErrors(rows: readonly ImportRowInput[], catalogKeys: ReadonlySet<string>): Array<ImportRowError | null> {
  const firstRow = new Map<string, number>()
  return rows.map((row, index) => {
    const key = affiliateUrlKey(row.affiliateUrl)
    if (key === null) return null
    if (catalogKeys.has(key)) return error('duplicate-in-catalog')
    const earlier = firstRow.get(key)
    if (earlier !== undefined) return error('duplicate-in-file', { row: earlier + 1 })
    firstRow.set(key, index)
    return null
  })
}

/**
 * The full rule set for a list of rows. `imageReachable` answers the HEAD check for a URL
 * (the server performs it; rows whose image URL is malformed are never asked about).
 */
export function validateImportRows(
  rows: readonly ImportRowInput[],
  options: {
    allowedHosts: readonly string[]
    catalogKeys: ReadonlySet<string>
    imageReachable: (url: string) => boolean
  },
): ImportRowResult[] {
  const duplicates = duplicateErrors(rows, options.catalogKeys)
  return rows.map((row, index) => {
    const errors = formatErrors(row, options.allowedHosts)
    if (!errors.some((e) => e.code === 'image-url-invalid') && !options.imageReachable(row.imageUrl.trim())) {
      errors.push(error('image-unreachable'))
    }
    const duplicate = duplicates[index]
    if (duplicate) errors.push(duplicate)
    return { status: errors.length === 0 ? 'valid' : 'invalid', errors }
  })
}

/** The image URLs the HEAD check must answer for: well-formed, each once. */
export function imageUrlsToCheck(rows: readonly ImportRowInput[]): string[] {
  return [...new Set(rows.filter((r) => isValidImageUrl(r.imageUrl)).map((r) => r.imageUrl.trim()))]
}

/** A row from untrusted text: category normalised elsewhere; unknown ids fall back to the spec's defaults. */
export function coerceRow(input: {
  productName?: unknown
  affiliateUrl?: unknown
  imageUrl?: unknown
  category?: unknown
  season?: unknown
}): ImportRowInput {
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, IMPORT_LIMITS.maxCellLength) : '')
  return {
    productName: text(input.productName),
    affiliateUrl: text(input.affiliateUrl).trim(),
    imageUrl: text(input.imageUrl).trim(),
    category: isCategoryId(input.category) ? input.category : DEFAULT_CATEGORY,
    season: isSeasonId(input.season) ? input.season : DEFAULT_SEASON,
  }
}

/** The form field each rule speaks about, for a form that shows errors beside its fields. */
export const IMPORT_ERROR_FIELD: Record<ImportRowErrorCode, 'productName' | 'affiliateUrl' | 'imageUrl'> = {
  'name-required': 'productName',
  'affiliate-url-invalid': 'affiliateUrl',
  'image-url-invalid': 'imageUrl',
  'image-unreachable': 'imageUrl',
  'duplicate-in-catalog': 'affiliateUrl',
  'duplicate-in-file': 'affiliateUrl',
}
