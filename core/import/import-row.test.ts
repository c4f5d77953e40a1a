import { describe, expect, it } from 'vitest'
import { coerceRow, duplicateErrors, formatErrors, imageUrlsToCheck, isAllowedHost, type ImportRowInput, validateImportRows } from './import-row.ts'

const HOSTS = ['amazon.com', 'amzn.to', 'a.co']
const row = (over: Partial<ImportRowInput> = {}): ImportRowInput => ({
  productName: 'Linen Wrap Dress',
  affiliateUrl: 'https://www.amazon.com/dp/B0TEST0001?tag=sb-20',
  imageUrl: 'https://m.media-amazon.com/images/I/abc.jpg',
  category: 'dresses',
  season: 'summer',
  ...over,
})
const messages = (r: ImportRowInput) => formatErrors(r, HOSTS).map((e) => e.message)

describe('import row format rules', () => {
  it('accepts a complete row', () => {
    expect(formatErrors(row(), HOSTS)).toEqual([])
  })

  it('requires a name, with the spec message', () => {
    expect(messages(row({ productName: '   ' }))).toEqual(['Product name is required'])
  })

  it.each([
    'not a url',
    'ftp://www.amazon.com/dp/B0TEST0001',
    'https://www.example.com/dp/B0TEST0001',
    'https://amazon.com.evil.example/dp/B0TEST0001',
    'https://notamzn.to/abc',
    '',
  ])('refuses the affiliate link %j as "Invalid affiliate URL format"', (url) => {
    expect(messages(row({ affiliateUrl: url }))).toEqual(['Invalid affiliate URL format'])
  })

  it.each(['https://amzn.to/3xYz', 'https://a.co/d/abc', 'http://smile.amazon.com/dp/B0TEST0001', 'https://WWW.AMAZON.COM/x'])(
    'accepts the affiliate link %j',
    (url) => {
      expect(messages(row({ affiliateUrl: url }))).toEqual([])
    },
  )

  it.each(['https://cdn.example.com/a.png', 'https://cdn.example.com/a.JPEG?w=300', 'https://cdn.example.com/a.gif', 'https://cdn.example.com/a.webp', 'https://cdn.example.com/images/a'])(
    'accepts the image URL %j',
    (url) => {
      expect(messages(row({ imageUrl: url }))).toEqual([])
    },
  )

  it.each(['https://cdn.example.com/a.svg', 'https://cdn.example.com/photo', 'javascript:alert(1)//a.jpg', 'not a url.jpg', ''])(
    'refuses the image URL %j as "Invalid image URL format"',
    (url) => {
      expect(messages(row({ imageUrl: url }))).toEqual(['Invalid image URL format'])
    },
  )

  it('lists every broken field at once', () => {
    expect(messages(row({ productName: '', affiliateUrl: 'x', imageUrl: 'y' }))).toEqual([
      'Product name is required',
      'Invalid affiliate URL format',
      'Invalid image URL format',
    ])
  })

  it('matches hosts and their subdomains only', () => {
    expect(isAllowedHost('www.amazon.com', HOSTS)).toBe(true)
    expect(isAllowedHost('amazon.com.', HOSTS)).toBe(true)
    expect(isAllowedHost('fakeamazon.com', HOSTS)).toBe(false)
  })
})

describe('duplicates by normalised affiliate URL', () => {
  it('flags catalogue duplicates and later copies within the list', () => {
    const rows = [
      row({ affiliateUrl: 'https://www.amazon.com/dp/B0TEST0001?tag=a' }),
      row({ affiliateUrl: 'https://amazon.com/gp/product/B0TEST0001/?ref=x' }),
      row({ affiliateUrl: 'https://www.amazon.com/dp/B0TEST0002' }),
      row({ affiliateUrl: 'not a url' }),
    ]
    const result = duplicateErrors(rows, new Set(['amazon.com/dp/B0TEST0002']))
    expect(result.map((e) => e?.message ?? null)).toEqual([null, 'Same affiliate link as row 1', 'This affiliate link is already in the catalogue', null])
  })
})

describe('validateImportRows', () => {
  it('adds "Image URL is not accessible" when the HEAD check fails, and never asks about malformed URLs', () => {
    const asked: string[] = []
    const results = validateImportRows([row(), row({ affiliateUrl: 'https://a.co/d/2', imageUrl: 'bad' })], {
      allowedHosts: HOSTS,
      catalogKeys: new Set(),
      imageReachable: (url) => {
        asked.push(url)
        return false
      },
    })
    expect(asked).toEqual(['https://m.media-amazon.com/images/I/abc.jpg'])
    expect(results).toEqual([
      { status: 'invalid', errors: [{ code: 'image-unreachable', message: 'Image URL is not accessible' }] },
      { status: 'invalid', errors: [{ code: 'image-url-invalid', message: 'Invalid image URL format' }] },
    ])
  })

  it('marks a clean row valid', () => {
    const [result] = validateImportRows([row()], { allowedHosts: HOSTS, catalogKeys: new Set(), imageReachable: () => true })
    expect(result).toEqual({ status: 'valid', errors: [] })
  })

  it('checks each well-formed image URL once', () => {
    expect(imageUrlsToCheck([row(), row(), row({ imageUrl: 'nope' })])).toEqual(['https://m.media-amazon.com/images/I/abc.jpg'])
  })
})

describe('coerceRow', () => {
  it('falls back to Dresses and Spring for unknown ids and empties missing text', () => {
    expect(coerceRow({ productName: 3, category: 'hats', season: 'monsoon' })).toEqual({
      productName: '',
      affiliateUrl: '',
      imageUrl: '',
      category: 'dresses',
      season: 'spring',
    })
  })
})
