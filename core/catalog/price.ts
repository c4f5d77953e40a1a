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
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(price)
  } catch {
    return `${price.toFixed(2)} ${code}`
  }
}
