import { affiliateUrlKey, normalizeAffiliateUrl } from '../catalog/affiliate-url.ts'
import { translate } from '../i18n/translate.ts'
import { codePointLabel, controlCharacterIn } from '../text/control-characters.ts'
import { ellipsize } from '../text/graphemes.ts'
import type { CategoryId } from '../reference/categories.ts'
import type { SeasonId } from '../reference/seasons.ts'
import {
  DETAIL_LIMITS,
  type ImportRowDetails,
  type OptionalColumn,
  type PriceProblem,
  readPriceAndCurrency,
  splitColours,
  splitStyleTags,
} from './optional-columns.ts'
import { formatCharacterIn } from '../text/format-characters.ts'

/**
 * One line of the import table, as the administrator edits it: the five columns the spec
 * requires, then the optional ones (brand, price, currency, colour, description, material,
 * style tags) as the text typed or read from the file. The server reads and checks them.
 */
export interface ImportRowInput extends ImportRowDetails {
  productName: string
  affiliateUrl: string
  imageUrl: string
  category: CategoryId
  season: SeasonId
}

/** Every column of an import row, required ones first. */
export type ImportColumn = 'productName' | 'affiliateUrl' | 'imageUrl' | 'category' | 'season' | OptionalColumn

/** The spec's row states: pending -> validating -> valid | invalid. Any edit goes back to pending. */
export const IMPORT_ROW_STATUSES = ['pending', 'validating', 'valid', 'invalid'] as const
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number]

export const IMPORT_ROW_ERRORS = [
  'name-required',
  'affiliate-url-invalid',
  'image-url-invalid',
  'image-unreachable',
  'image-not-an-image',
  'image-address-refused',
  'duplicate-in-catalog',
  'duplicate-in-file',
  'brand-too-long',
  'price-invalid',
  'currency-invalid',
  'colour-invalid',
  'description-too-long',
  'material-too-long',
  'style-tags-invalid',
] as const
export type ImportRowErrorCode = (typeof IMPORT_ROW_ERRORS)[number]

export interface ImportRowError {
  code: ImportRowErrorCode
  /** The cell at fault; its name is also in the message of every optional column's error. */
  column: ImportColumn
  message: string
}

export interface ImportRowResult {
  status: 'valid' | 'invalid'
  errors: ImportRowError[]
  /**
   * Set when the row's link is already in the catalogue (its error is `duplicate-in-catalog`):
   * the product, and the fields the row would change, as the edit form and its log show them.
   * Listed among an import's `updateRows`, such a row updates the product instead.
   */
  existing?: ExistingProduct
}

/** The catalogue's product behind a row whose link it already holds (issue 28, re-import updates). */
export interface ExistingProduct {
  productId: string
  name: string
  changes: Array<{ field: ImportColumn; from: string; to: string }>
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
  const h = host.toLowerCase().replace(/\.+$/, '')
  return allowed.some((a) => {
    const base = a.trim().toLowerCase().replace(/\.+$/, '').replace(/^www\./, '')
    return h === base || h.endsWith(`.${base}`)
  })
}

/**
 * Why a link is refused: not a well-formed https link at all (see normalizeAffiliateUrl), or a
 * shop the allowed hosts do not name; null for an https link to one of the allowed shops.
 */
function affiliateUrlProblem(text: string, allowedHosts: readonly string[]): 'format' | 'host' | null {
  const url = normalizeAffiliateUrl(text)
  if (url === null) return 'format'
  return isAllowedHost(new URL(url).hostname, allowedHosts) ? null : 'host'
}

/** "amazon.com, amzn.to or a.co": the allowed hosts as a message names them. */
function hostList(hosts: readonly string[]): string {
  const names = hosts.map((h) => h.trim().toLowerCase().replace(/^www\./, '')).filter((h) => h !== '')
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} ${translate('import.error.or')} ${names.at(-1)}`
}

/**
 * What the server's check of an image URL found, as the import's rules speak of it: no answer
 * (or an error status), an answer that is not an image (a shop's page behind a redirect), or
 * an address the check never connects to (private, loopback, link-local).
 */
export type ImageProblem = 'unreachable' | 'not-an-image' | 'refused-address'

export function isValidImageUrl(text: string): boolean {
  const url = parseHttpUrl(text)
  if (!url) return false
  return IMAGE_EXTENSION.test(url.pathname) || /images/i.test(url.href)
}

function error(code: Exclude<ImportRowErrorCode, 'price-invalid'>, params?: Record<string, string | number>): ImportRowError {
  const key = {
    'name-required': 'import.error.nameRequired',
    'affiliate-url-invalid': 'import.error.affiliateUrlInvalid',
    'image-url-invalid': 'import.error.imageUrlInvalid',
    'image-unreachable': 'import.error.imageUnreachable',
    'image-not-an-image': 'import.error.imageNotAnImage',
    'image-address-refused': 'import.error.imageAddressRefused',
    'duplicate-in-catalog': 'import.error.duplicateInCatalog',
    'duplicate-in-file': 'import.error.duplicateInFile',
    'brand-too-long': 'import.error.brandTooLong',
    'currency-invalid': 'import.error.currencyInvalid',
    'colour-invalid': 'import.error.colourInvalid',
    'description-too-long': 'import.error.descriptionTooLong',
    'material-too-long': 'import.error.materialTooLong',
    'style-tags-invalid': 'import.error.styleTagsInvalid',
  } as const
  return { code, column: IMPORT_ERROR_FIELD[code], message: translate(key[code], params) }
}

/** A cell's text as a message quotes it: at most 40 characters. */
function quoted(text: string): string {
  return ellipsize(text.trim(), { graphemes: 40 })
}

function priceError(problem: PriceProblem, value: string): ImportRowError {
  const params = { value: quoted(value) }
  const message = (() => {
    switch (problem.reason) {
      case 'not-a-number':
        return translate('import.error.price.notANumber', params)
      case 'not-positive':
        return translate('import.error.price.notPositive', params)
      case 'too-many-decimals':
        return translate(problem.decimals === 0 ? 'import.error.price.noDecimals' : 'import.error.price.tooManyDecimals', { ...params, decimals: problem.decimals })
      case 'too-large':
        return translate('import.error.price.tooLarge', { ...params, max: DETAIL_LIMITS.maxPrice })
      case 'ambiguous-symbol':
        return translate('import.error.price.ambiguousSymbol', { symbol: problem.symbol })
      case 'currency-mismatch':
        return translate('import.error.price.currencyMismatch', { ...params, marker: problem.marker, currency: problem.currency })
    }
  })()
  return { code: 'price-invalid', column: 'price', message }
}

const length = (text: string | undefined) => [...(text ?? '').trim()].length

/**
 * The optional cells' checks, each error naming its column: brand, material and description
 * within their bounds, price and currency readable together, colours and style tags within
 * their counts and lengths. Empty cells are always fine.
 */
export function detailErrors(row: ImportRowDetails): ImportRowError[] {
  const errors: ImportRowError[] = []
  const tooLong = (column: 'brand' | 'material' | 'description', max: number, code: 'brand-too-long' | 'material-too-long' | 'description-too-long') => {
    if (length(row[column]) > max) errors.push(error(code, { max, length: length(row[column]) }))
  }
  tooLong('brand', DETAIL_LIMITS.brand, 'brand-too-long')
  const price = readPriceAndCurrency(row.price, row.currency)
  if (!price.ok) {
    if (price.price) errors.push(priceError(price.price, row.price ?? ''))
    if (price.currency) errors.push(error('currency-invalid', { value: quoted(row.currency ?? '') }))
  }
  const colours = splitColours(row.colour)
  if (colours.length > DETAIL_LIMITS.colours || colours.some((c) => c.length > DETAIL_LIMITS.colourLength)) {
    errors.push(error('colour-invalid', { max: DETAIL_LIMITS.colours, length: DETAIL_LIMITS.colourLength }))
  }
  tooLong('description', IMPORT_LIMITS.maxCellLength, 'description-too-long')
  tooLong('material', DETAIL_LIMITS.material, 'material-too-long')
  const tags = splitStyleTags(row.styleTags)
  if (tags.length > DETAIL_LIMITS.styleTags || tags.some((t) => t.length > DETAIL_LIMITS.styleTagLength)) {
    errors.push(error('style-tags-invalid', { max: DETAIL_LIMITS.styleTags, length: DETAIL_LIMITS.styleTagLength }))
  }
  return errors
}

/** The checks that need nothing but the row: name, affiliate URL and image URL format, and the optional cells. */
export function formatErrors(row: ImportRowInput, allowedHosts: readonly string[]): ImportRowError[] {
  const errors: ImportRowError[] = []
  if (row.productName.trim() === '') errors.push(error('name-required'))
  const link = affiliateUrlProblem(row.affiliateUrl, allowedHosts)
  if (link === 'format') errors.push(error('affiliate-url-invalid'))
  // A well-formed link to another shop: the message names the shops allowed and the setting that adds one.
  if (link === 'host') errors.push({ ...error('affiliate-url-invalid'), message: translate('import.error.affiliateHostNotAllowed', { hosts: hostList(allowedHosts) }) })
  if (!isValidImageUrl(row.imageUrl)) errors.push(error('image-url-invalid'))
  errors.push(...detailErrors(row))
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
 * The full rule set for a list of rows. `imageProblem` answers the server's check of an image
 * URL, null when it answered with an image (rows whose image URL is malformed are never asked about).
 */
export function validateImportRows(
  rows: readonly ImportRowInput[],
  options: {
    allowedHosts: readonly string[]
    catalogKeys: ReadonlySet<string>
    imageProblem: (url: string) => ImageProblem | null
  },
): ImportRowResult[] {
  const duplicates = duplicateErrors(rows, options.catalogKeys)
  return rows.map((row, index) => {
    const errors = formatErrors(row, options.allowedHosts)
    const image = errors.some((e) => e.code === 'image-url-invalid') ? null : options.imageProblem(row.imageUrl.trim())
    if (image) errors.push(error(IMAGE_PROBLEM_ERROR[image]))
    const duplicate = duplicates[index]
    if (duplicate) errors.push(duplicate)
    return { status: errors.length === 0 ? 'valid' : 'invalid', errors }
  })
}

const IMAGE_PROBLEM_ERROR = {
  unreachable: 'image-unreachable',
  'not-an-image': 'image-not-an-image',
  'refused-address': 'image-address-refused',
} as const satisfies Record<ImageProblem, ImportRowErrorCode>

/** The image URLs the HEAD check must answer for: well-formed, each once. */
export function imageUrlsToCheck(rows: readonly ImportRowInput[]): string[] {
  return [...new Set(rows.filter((r) => isValidImageUrl(r.imageUrl)).map((r) => r.imageUrl.trim()))]
}

/** The cell each rule speaks about, for a form or table that shows errors beside their fields. */
export const IMPORT_ERROR_FIELD: Record<ImportRowErrorCode, ImportColumn> = {
  'name-required': 'productName',
  'affiliate-url-invalid': 'affiliateUrl',
  'image-url-invalid': 'imageUrl',
  'image-unreachable': 'imageUrl',
  'image-not-an-image': 'imageUrl',
  'image-address-refused': 'imageUrl',
  'duplicate-in-catalog': 'affiliateUrl',
  'duplicate-in-file': 'affiliateUrl',
  'brand-too-long': 'brand',
  'price-invalid': 'price',
  'currency-invalid': 'currency',
  'colour-invalid': 'colour',
  'description-too-long': 'description',
  'material-too-long': 'material',
  'style-tags-invalid': 'styleTags',
}

const TEXT_CELLS = ['productName', 'affiliateUrl', 'imageUrl'] as const

/**
 * Cells of an uploaded file that hold a control character (tab and line breaks are fine in a
 * name, never in a link), or an invisible or direction character (a name keeps the joiners of
 * its emoji; a link keeps none): one message per cell, naming the table row, so the
 * administrator can fix the file. Nothing of such a file reaches the table.
 */
export function controlCharacterCells(rows: readonly ImportRowInput[]): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = []
  rows.forEach((row, index) => {
    for (const field of TEXT_CELLS) {
      const found = controlCharacterIn(row[field], { multiLine: field === 'productName' })
      const invisible = found === null ? formatCharacterIn(row[field], field === 'productName' ? 'name' : 'identifier') : null
      if (found === null && invisible === null) continue
      const params = { row: index + 1, field: translate(`import.field.${field}`), code: codePointLabel(found ?? invisible!) }
      issues.push({ path: `rows.${index}.${field}`, message: translate(found !== null ? 'import.file.controlCharacter' : 'import.file.formatCharacter', params) })
    }
  })
  return issues
}
