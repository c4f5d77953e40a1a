import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPrice } from './price.ts'

describe('formatPrice', () => {
  it('formats the amount in the product’s own currency', () => {
    expect(formatPrice(89.99, 'USD')).toBe('$89.99')
    expect(formatPrice(45, 'EUR')).toBe('€45.00')
    expect(formatPrice(1200, 'gbp')).toBe('£1,200.00')
    expect(formatPrice(5000, 'JPY')).toBe('¥5,000')
  })

  it('says nothing for an unknown price, never "$0"', () => {
    for (const price of [null, undefined, 0, -3, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatPrice(price, 'USD')).toBeNull()
  })

  it('keeps the number and the code when the code is not a currency Intl knows', () => {
    expect(formatPrice(12.5, 'NOT-A-CODE')).toBe('12.50 NOT-A-CODE')
  })

  it('treats a missing currency as US dollars, the catalogue’s default', () => {
    expect(formatPrice(10, '')).toBe('$10.00')
    expect(formatPrice(10, null)).toBe('$10.00')
  })

  it('shows every known price with a digit and never as zero', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e7, noNaN: true }), fc.constantFrom('USD', 'EUR', 'GBP', 'CAD'), (price, currency) => {
        const text = formatPrice(price, currency)
        expect(text).toMatch(/\d/)
        expect(text).not.toMatch(/^\D*0(\.0+)?$/)
      }),
    )
  })
})
