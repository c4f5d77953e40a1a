import { isStyleId, STYLE_DETAILS, STYLES, type StyleId } from '../rule-book/styles.ts'

/**
 * The optional columns of an import row, after the five the spec requires. Each arrives as
 * the text the administrator typed or the file held; the server reads and checks it here.
 */
export const OPTIONAL_COLUMNS = ['brand', 'price', 'currency', 'colour', 'description', 'material', 'styleTags'] as const
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number]
export type ImportRowDetails = { [K in OptionalColumn]?: string }

/** Bounds of the optional cells; a longer cell is refused with a message naming the column. */
export const DETAIL_LIMITS = {
  brand: 100,
  material: 200,
  /** Colours in one cell, and characters in one colour name. */
  colours: 8,
  colourLength: 40,
  /** Style tags in one cell, and characters in one tag. */
  styleTags: 20,
  styleTagLength: 40,
  /** The highest price accepted, in major units. */
  maxPrice: 1_000_000,
} as const

export const DEFAULT_CURRENCY = 'USD'

let currencyCodes: ReadonlySet<string> | null = null
/** ISO 4217 codes in current use, as the runtime's ICU data lists them (162 on Node 24). */
function isoCurrencies(): ReadonlySet<string> {
  currencyCodes ??= new Set(Intl.supportedValuesOf('currency'))
  return currencyCodes
}

export function isCurrencyCode(text: string): boolean {
  return /^[A-Z]{3}$/.test(text) && isoCurrencies().has(text)
}

const decimalsByCurrency = new Map<string, number>()
/** Decimals a price may carry in `currency`: its minor unit, at most 2 (JPY has none). */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsByCurrency.get(currency)
  if (decimals === undefined) {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    decimals = Math.min(2, digits)
    decimalsByCurrency.set(currency, decimals)
  }
  return decimals
}

// Symbols a price may carry, with the currencies each can mean. '$' alone takes the default
// (USD) when no Currency is given, as every price without a currency does.
const SYMBOLS: Readonly<Record<string, readonly string[]>> = {
  $: ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'],
  US$: ['USD'],
  C$: ['CAD'],
  A$: ['AUD'],
  '€': ['EUR'],
  '£': ['GBP'],
  '¥': ['JPY', 'CNY'],
  '₹': ['INR'],
  '₩': ['KRW'],
  CHF: ['CHF'],
}

export type PriceProblem =
  | { reason: 'not-a-number' }
  | { reason: 'not-positive' }
  | { reason: 'too-many-decimals'; decimals: number }
  | { reason: 'too-large' }
  | { reason: 'ambiguous-symbol'; symbol: string }
  | { reason: 'currency-mismatch'; marker: string; currency: string }
export type CurrencyProblem = { reason: 'not-iso' }

export interface PriceAndCurrency {
  /** Major units, rounded to the currency's decimals; null when no price was given. */
  price: number | null
  currency: string
}

export type PriceReading = { ok: true; value: PriceAndCurrency } | { ok: false; price?: PriceProblem; currency?: CurrencyProblem }

const PRICE_SHAPE = /^(?<pre>[A-Za-z]{3}|US\$|[CA]\$|[$€£¥₹₩])?\s*(?<num>\d[\d.,'\s\u00a0\u202f]*)\s*(?<post>[A-Za-z]{3}|[$€£¥₹₩])?$/

/**
 * Reads a price cell and a currency cell together. Accepted: "49.99", "49", "$49.99",
 * "49.99 USD", "1,299.99", "1.299,99", "49,99" (a lone comma before 1 or 2 digits is a
 * decimal comma) and "1,299" (a lone comma before 3 digits groups thousands, since a price
 * has at most 2 decimals). Refused with the reason: anything else, zero or less, more
 * decimals than the currency has (a lone dot is always a decimal point, so "1.299" is
 * refused, not guessed), a symbol that names several currencies when no Currency is
 * given, and a marker that contradicts the Currency cell. An empty currency is USD.
 */
export function readPriceAndCurrency(priceText: string | undefined, currencyText: string | undefined): PriceReading {
  const currencyCell = (currencyText ?? '').trim().toUpperCase()
  const currencyOk = currencyCell === '' || isCurrencyCode(currencyCell)
  const text = (priceText ?? '').trim()
  if (text === '') {
    return currencyOk ? { ok: true, value: { price: null, currency: currencyCell || DEFAULT_CURRENCY } } : { ok: false, currency: { reason: 'not-iso' } }
  }
  const price = readPrice(text, currencyOk ? currencyCell : '')
  if ('reason' in price || !currencyOk) {
    return { ok: false, ...('reason' in price ? { price } : {}), ...(currencyOk ? {} : { currency: { reason: 'not-iso' } as const }) }
  }
  return { ok: true, value: price }
}

function readPrice(text: string, currencyCell: string): PriceAndCurrency | PriceProblem {
  // A minus before the first digit ("-5", "$-5", "-$5") is read, then refused as not positive.
  const firstDigit = text.search(/\d/)
  const negative = firstDigit > 0 && text.slice(0, firstDigit).includes('-')
  const match = PRICE_SHAPE.exec(negative ? text.slice(0, firstDigit).replace(/\s*-\s*/, '') + text.slice(firstDigit) : text)
  if (!match?.groups) return { reason: 'not-a-number' }
  const { pre, post } = match.groups
  if (pre && post) return { reason: 'not-a-number' }
  const number = readNumber(match.groups['num']!.trim())
  if (number === null) return { reason: 'not-a-number' }

  const marker = pre ?? post
  let currency = currencyCell
  if (marker) {
    const upper = marker.toUpperCase()
    const means = SYMBOLS[marker] ?? SYMBOLS[upper] ?? (isCurrencyCode(upper) ? [upper] : null)
    if (!means) return { reason: 'not-a-number' }
    if (currency && !means.includes(currency)) return { reason: 'currency-mismatch', marker, currency }
    if (!currency) {
      if (means.length === 1 || means.includes(DEFAULT_CURRENCY)) currency = means.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : means[0]!
      else return { reason: 'ambiguous-symbol', symbol: marker }
    }
  }
  currency ||= DEFAULT_CURRENCY
  if (negative) return { reason: 'not-positive' }
  const allowed = currencyDecimals(currency)
  if (number.decimals.length > allowed) return { reason: 'too-many-decimals', decimals: allowed }
  const amount = Number(`${number.whole}.${number.decimals || '0'}`)
  if (amount <= 0) return { reason: 'not-positive' }
  if (amount > DETAIL_LIMITS.maxPrice) return { reason: 'too-large' }
  return { price: amount, currency }
}

/** Digits with grouping and at most one decimal mark, as whole and decimal digit strings; null when unreadable. */
function readNumber(text: string): { whole: string; decimals: string } | null {
  const separators = text.replace(/\d/g, '')
  if (separators === '') return { whole: text, decimals: '' }
  const last = separators.at(-1)!
  const tail = text.slice(text.lastIndexOf(last) + 1)
  const lastIsOnlyOne = separators.indexOf(last) === separators.length - 1
  const othersDiffer = [...separators.slice(0, -1)].every((c) => c !== last)
  let decimalMark: string | null = null
  if ((last === '.' || last === ',') && lastIsOnlyOne && othersDiffer) {
    // A lone comma before exactly 3 digits groups thousands ("1,299"); every other lone mark is decimal.
    decimalMark = last === ',' && tail.length === 3 && separators.length === 1 ? null : last
  }
  const [grouped, decimals = ''] = decimalMark ? [text.slice(0, text.lastIndexOf(decimalMark)), tail] : [text, '']
  const groups = grouped.split(/[.,'\s\u00a0\u202f]/)
  // Thousands groups: 1 to 3 digits first, then exactly 3 each, one kind of separator.
  const groupMarks = new Set(grouped.replace(/\d/g, ''))
  if (groupMarks.size > 1 || (decimalMark !== null && groupMarks.has(decimalMark))) return null
  if (groups.some((g, i) => (i === 0 ? !/^\d{1,3}$/.test(g) && groups.length > 1 : !/^\d{3}$/.test(g)))) return null
  if (groups.length === 1 && !/^\d+$/.test(groups[0]!)) return null
  if (decimalMark !== null && !/^\d+$/.test(decimals)) return null
  return { whole: groups.join(''), decimals }
}

/** Colour names from a cell: separated by , ; / or |, trimmed, each once (case-insensitive). */
export function splitColours(text: string | undefined): string[] {
  return uniqueWords((text ?? '').split(/[,;/|]/))
}

/** Style tags from a cell: separated by , or ;, trimmed, each once (case-insensitive). */
export function splitStyleTags(text: string | undefined): string[] {
  return uniqueWords((text ?? '').split(/[,;]/))
}

function uniqueWords(parts: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const part of parts) {
    const word = part.trim().replace(/\s+/g, ' ')
    if (word === '' || seen.has(word.toLowerCase())) continue
    seen.add(word.toLowerCase())
    out.push(word)
  }
  return out
}

// Other names administrators use for our style ids.
const STYLE_SYNONYMS: Readonly<Record<string, StyleId>> = { boho: 'bohemian', minimalist: 'minimal', 'smart casual': 'classic', elegant: 'formal', feminine: 'romantic' }

/** The style a tag names (an id, a label or a common synonym), else null. */
export function styleForTag(tag: string): StyleId | null {
  const key = tag.trim().toLowerCase()
  if (isStyleId(key)) return key
  return STYLES.find((s) => STYLE_DETAILS[s].name.toLowerCase() === key) ?? STYLE_SYNONYMS[key] ?? null
}

/** Known styles become the product's styles; every other tag stays a tag. */
export function sortStyleTags(tags: readonly string[]): { styles: StyleId[]; tags: string[] } {
  const styles: StyleId[] = []
  const rest: string[] = []
  for (const tag of tags) {
    const style = styleForTag(tag)
    if (style === null) rest.push(tag)
    else if (!styles.includes(style)) styles.push(style)
  }
  return { styles, tags: rest }
}
