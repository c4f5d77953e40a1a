import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currencyDecimals, isCurrencyCode, readPriceAndCurrency, sortStyleTags, splitColours, splitStyleTags, styleForTag } from './optional-columns.ts'

const read = (price: string | undefined, currency?: string) => readPriceAndCurrency(price, currency)
const value = (price: string, currency?: string) => {
  const r = read(price, currency)
  return r.ok ? r.value : r
}

describe('readPriceAndCurrency: prices it reads', () => {
  it.each([
    ['49.99', 49.99],
    ['49', 49],
    ['49.9', 49.9],
    [' 49.99 ', 49.99],
    ['$49.99', 49.99],
    ['$ 49.99', 49.99],
    ['US$49.99', 49.99],
    ['49.99 USD', 49.99],
    ['usd 49.99', 49.99],
    ['1,299.99', 1299.99],
    ['1,299', 1299],
    ['12,345,678', null],
    ['1 299.50', 1299.5],
  ])('%j is %j USD', (text, amount) => {
    if (amount === null) expect(read(text).ok).toBe(false)
    else expect(value(text)).toEqual({ price: amount, currency: 'USD' })
  })

  it('reads a decimal comma when it can only be one', () => {
    expect(value('49,99', 'EUR')).toEqual({ price: 49.99, currency: 'EUR' })
    expect(value('49,9', 'EUR')).toEqual({ price: 49.9, currency: 'EUR' })
    expect(value('1.299,99', 'EUR')).toEqual({ price: 1299.99, currency: 'EUR' })
    expect(value('1 299,99 €')).toEqual({ price: 1299.99, currency: 'EUR' })
  })

  it('takes the currency from a symbol or code when the Currency cell is empty, and USD otherwise', () => {
    expect(value('€35')).toEqual({ price: 35, currency: 'EUR' })
    expect(value('£35')).toEqual({ price: 35, currency: 'GBP' })
    expect(value('35 CHF')).toEqual({ price: 35, currency: 'CHF' })
    expect(value('35')).toEqual({ price: 35, currency: 'USD' })
    expect(value('C$35')).toEqual({ price: 35, currency: 'CAD' })
    // '$' also means CAD, AUD...: with the cell saying so, it is read that way.
    expect(value('$35', 'cad')).toEqual({ price: 35, currency: 'CAD' })
  })

  it('takes an empty price as no price, with the currency cell or USD', () => {
    expect(value('')).toEqual({ price: null, currency: 'USD' })
    expect(read(undefined, 'gbp')).toEqual({ ok: true, value: { price: null, currency: 'GBP' } })
  })
})

describe('readPriceAndCurrency: what it refuses, with the reason', () => {
  it.each([
    ['abc', 'not-a-number'],
    ['49.99.99', 'not-a-number'],
    ['12,34,5', 'not-a-number'],
    ['.99', 'not-a-number'],
    ['49,', 'not-a-number'],
    ['$49$', 'not-a-number'],
    ['USD 49 EUR', 'not-a-number'],
    ['XYZ 49', 'not-a-number'],
    ['0', 'not-positive'],
    ['0.00', 'not-positive'],
    ['-5', 'not-positive'],
    ['-$5', 'not-positive'],
    ['$-5', 'not-positive'],
    ['12.345', 'too-many-decimals'],
    ['1.299', 'too-many-decimals'],
    ['2000000', 'too-large'],
    ['¥1200', 'ambiguous-symbol'],
  ])('%j: %s', (text, reason) => {
    const r = read(text)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.price?.reason).toBe(reason)
  })

  it('refuses a marker the Currency cell contradicts', () => {
    expect(read('€35', 'USD')).toEqual({ ok: false, price: { reason: 'currency-mismatch', marker: '€', currency: 'USD' } })
    expect(read('35 GBP', 'EUR')).toMatchObject({ ok: false, price: { reason: 'currency-mismatch' } })
  })

  it('refuses decimals a currency does not have', () => {
    expect(read('1500.50', 'JPY')).toEqual({ ok: false, price: { reason: 'too-many-decimals', decimals: 0 } })
    expect(value('1500', 'JPY')).toEqual({ price: 1500, currency: 'JPY' })
    expect(value('¥1500', 'JPY')).toEqual({ price: 1500, currency: 'JPY' })
  })

  it('refuses a currency that is not an ISO 4217 code, also beside a bad price', () => {
    expect(read('35', 'US')).toEqual({ ok: false, currency: { reason: 'not-iso' } })
    expect(read('35', 'Dollars')).toEqual({ ok: false, currency: { reason: 'not-iso' } })
    expect(read('', 'XXQ')).toEqual({ ok: false, currency: { reason: 'not-iso' } })
    expect(read('abc', 'ZZZ')).toEqual({ ok: false, price: { reason: 'not-a-number' }, currency: { reason: 'not-iso' } })
  })

  it('never answers a price outside (0, 1,000,000] or with more than 2 decimals (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-$€£ 0-9.,]{0,14}$/), fc.constantFrom('', 'USD', 'EUR', 'JPY', 'GBP'), (text, currency) => {
        const r = read(text, currency)
        if (!r.ok || r.value.price === null) return
        expect(r.value.price).toBeGreaterThan(0)
        expect(r.value.price).toBeLessThanOrEqual(1_000_000)
        expect(Math.round(r.value.price * 100)).toBeCloseTo(r.value.price * 100, 6)
      }),
    )
  })

  it('reads back any price it would print as a plain amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        const amount = cents / 100
        expect(value(amount.toFixed(2))).toEqual({ price: amount, currency: 'USD' })
        expect(value(amount.toLocaleString('en-US', { minimumFractionDigits: 2 }))).toEqual({ price: amount, currency: 'USD' })
      }),
    )
  })
})

describe('currencies', () => {
  it('knows ISO 4217 codes in current use, upper case', () => {
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'AUD']) expect(isCurrencyCode(code)).toBe(true)
    for (const code of ['usd', 'US', 'DEM', 'ABC', '', 'USDX']) expect(isCurrencyCode(code)).toBe(false)
  })
  it('gives at most 2 decimals, and none for currencies without a minor unit', () => {
    expect(currencyDecimals('USD')).toBe(2)
    expect(currencyDecimals('JPY')).toBe(0)
    expect(currencyDecimals('KWD')).toBe(2)
  })
})

describe('colours and style tags', () => {
  it('splits colours on , ; / and |, once each', () => {
    expect(splitColours(' Navy / White, navy;  Dusty   Rose |')).toEqual(['Navy', 'White', 'Dusty Rose'])
    expect(splitColours(undefined)).toEqual([])
  })

  it('splits style tags on , and ; only (a slash stays inside a tag)', () => {
    expect(splitStyleTags('Boho; day/night, boho ,')).toEqual(['Boho', 'day/night'])
  })

  it('knows styles by id, label and a few common synonyms', () => {
    expect(styleForTag('classic')).toBe('classic')
    expect(styleForTag(' Romantic ')).toBe('romantic')
    expect(styleForTag('BOHO')).toBe('bohemian')
    expect(styleForTag('Minimalist')).toBe('minimal')
    expect(styleForTag('vacation')).toBeNull()
  })

  it('makes known styles the product styles and keeps the rest as tags', () => {
    expect(sortStyleTags(['Edgy', 'festival', 'boho', 'Bohemian', 'work'])).toEqual({ styles: ['edgy', 'bohemian'], tags: ['festival', 'work'] })
  })
})
