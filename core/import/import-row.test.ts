import { describe, expect, it } from 'vitest'
import { controlCharacterCells, detailErrors, duplicateErrors, formatErrors, imageUrlsToCheck, isAllowedHost, type ImportRowInput, validateImportRows } from './import-row.ts'

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

  it.each(['https://www.example.com/dp/B0TEST0001', 'https://amazon.com.evil.example/dp/B0TEST0001', 'https://notamzn.to/abc', 'https://www.asos.com/p/1'])(
    'refuses the well-formed link %j to another shop naming the shops allowed and the setting',
    (url) => {
      expect(messages(row({ affiliateUrl: url }))).toEqual(['Links must point to amazon.com, amzn.to or a.co; IMPORT_AFFILIATE_HOSTS allows more'])
    },
  )

  it('builds the allowed shops from the configured list', () => {
    const refused = (hosts: string[]) => formatErrors(row({ affiliateUrl: 'https://www.asos.com/p/1' }), hosts).map((e) => e.message)
    expect(refused(['www.amazon.co.uk'])).toEqual(['Links must point to amazon.co.uk; IMPORT_AFFILIATE_HOSTS allows more'])
    expect(refused(['amazon.com', 'faire.com'])).toEqual(['Links must point to amazon.com or faire.com; IMPORT_AFFILIATE_HOSTS allows more'])
    expect(formatErrors(row({ affiliateUrl: 'https://www.asos.com/p/1' }), ['asos.com'])).toEqual([])
  })

  it.each([
    'not a url',
    'ftp://www.amazon.com/dp/B0TEST0001',
    'http://smile.amazon.com/dp/B0TEST0001',
    'https://user:pw@www.amazon.com/dp/B0TEST0001',
    '',
  ])('refuses the affiliate link %j as "Invalid affiliate URL format"', (url) => {
    expect(messages(row({ affiliateUrl: url }))).toEqual(['Invalid affiliate URL format'])
  })

  it.each(['https://amzn.to/3xYz', 'https://a.co/d/abc', 'https://smile.amazon.com/dp/B0TEST0001', 'https://WWW.AMAZON.COM/x', 'https://www.amazon.com./dp/B0TEST0001'])(
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
      imageProblem: (url) => {
        asked.push(url)
        return 'unreachable'
      },
    })
    expect(asked).toEqual(['https://m.media-amazon.com/images/I/abc.jpg'])
    expect(results).toEqual([
      { status: 'invalid', errors: [{ code: 'image-unreachable', column: 'imageUrl', message: 'Image URL is not accessible' }] },
      { status: 'invalid', errors: [{ code: 'image-url-invalid', column: 'imageUrl', message: 'Invalid image URL format' }] },
    ])
  })

  it('marks a clean row valid', () => {
    const [result] = validateImportRows([row()], { allowedHosts: HOSTS, catalogKeys: new Set(), imageProblem: () => null })
    expect(result).toEqual({ status: 'valid', errors: [] })
  })

  it('names the rule an image broke: a page where an image should be, or a private address and the setting that allows one', () => {
    const messagesFor = (problem: 'not-an-image' | 'refused-address') =>
      validateImportRows([row()], { allowedHosts: HOSTS, catalogKeys: new Set(), imageProblem: () => problem })[0]!.errors.map((e) => [e.code, e.message])
    expect(messagesFor('not-an-image')).toEqual([['image-not-an-image', 'Image URL does not answer with an image (after its redirects): only image content types are accepted']])
    expect(messagesFor('refused-address')[0]![0]).toBe('image-address-refused')
    expect(messagesFor('refused-address')[0]![1]).toMatch(/private or loopback address.*refused; IMAGE_CHECK_ALLOWED_ADDRESSES/)
  })

  it('checks each well-formed image URL once', () => {
    expect(imageUrlsToCheck([row(), row(), row({ imageUrl: 'nope' })])).toEqual(['https://m.media-amazon.com/images/I/abc.jpg'])
  })
})

describe('optional cells: one clear message per cell, naming its column', () => {
  const errors = (over: Partial<ImportRowInput>) => detailErrors(over).map((e) => [e.column, e.message])

  it('accepts a row whose optional cells are all filled and good, or all empty', () => {
    expect(
      formatErrors(
        row({ brand: 'Lune', price: '$49.99', currency: 'usd', colour: 'Navy/White', description: 'A dress.', material: 'Linen', styleTags: 'Romantic; vacation' }),
        HOSTS,
      ),
    ).toEqual([])
    expect(detailErrors({})).toEqual([])
  })

  it('says what a price should look like', () => {
    expect(errors({ price: 'forty' })).toEqual([['price', 'Price: "forty" is not a price. Enter an amount like 49.99 (a currency symbol or code may go with it).']])
    expect(errors({ price: '12.345' })).toEqual([['price', 'Price: "12.345" has more than 2 decimals. Enter an amount like 49.99.']])
    expect(errors({ price: '0' })).toEqual([['price', 'Price: "0" must be more than 0.']])
    expect(errors({ price: '-3' })).toEqual([['price', 'Price: "-3" must be more than 0.']])
    expect(errors({ price: '5000000' })).toEqual([['price', 'Price: "5000000" is above 1000000.']])
    expect(errors({ price: '1500.5', currency: 'JPY' })).toEqual([['price', 'Price: "1500.5" has decimals, and this currency has none. Enter a whole amount like 4999.']])
    expect(errors({ price: '¥1500' })).toEqual([['price', 'Price: "¥" stands for several currencies. Put the currency code (like JPY or CNY) in the Currency column.']])
    expect(errors({ price: '€20', currency: 'GBP' })).toEqual([['price', 'Price: "€20" is marked €, but the Currency column says GBP.']])
  })

  it('names a bad currency, and a price and a currency both wrong as two cells', () => {
    expect(errors({ currency: 'dollars' })).toEqual([['currency', 'Currency: "dollars" is not an ISO 4217 code. Use a 3-letter code like USD, EUR or GBP (empty means USD).']])
    expect(errors({ price: 'x', currency: 'QQQ' }).map(([c]) => c)).toEqual(['price', 'currency'])
  })

  it('bounds brand, material and description, counting characters not bytes', () => {
    expect(errors({ brand: 'é'.repeat(100) })).toEqual([])
    expect(errors({ brand: 'b'.repeat(101) })).toEqual([['brand', 'Brand: at most 100 characters (this one has 101).']])
    expect(errors({ material: 'm'.repeat(201) })).toEqual([['material', 'Material: at most 200 characters (this one has 201).']])
    expect(errors({ description: 'd'.repeat(4001) })).toEqual([['description', 'Description: at most 4000 characters (this one has 4001).']])
  })

  it('bounds colours and style tags by count and length', () => {
    expect(errors({ colour: Array.from({ length: 9 }, (_, i) => `c${i}`).join(',') })).toEqual([
      ['colour', 'Colour: at most 8 colours of up to 40 characters each, separated by commas.'],
    ])
    expect(errors({ colour: 'x'.repeat(41) }).map(([c]) => c)).toEqual(['colour'])
    expect(errors({ styleTags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(';') })).toEqual([
      ['styleTags', 'Style Tags: at most 20 tags of up to 40 characters each, separated by commas or semicolons.'],
    ])
    expect(errors({ styleTags: `boho, ${'y'.repeat(41)}` }).map(([c]) => c)).toEqual(['styleTags'])
  })

  it('lists the required columns first, then the optional ones, in the row order', () => {
    expect(formatErrors(row({ productName: '', brand: 'b'.repeat(101), price: 'x', styleTags: 't'.repeat(50) }), HOSTS).map((e) => e.column)).toEqual([
      'productName',
      'brand',
      'price',
      'styleTags',
    ])
  })
})

describe('control characters in file cells', () => {
  const base = row()

  it('names the row, the cell and the character', () => {
    const issues = controlCharacterCells([base, { ...base, productName: 'Dress\u0000' }, { ...base, affiliateUrl: 'https://a.co/\u001b' }])
    expect(issues).toEqual([
      { path: 'rows.1.productName', message: 'Row 2: the product name contains a character that is not allowed (U+0000). Remove it from the file and upload it again.' },
      { path: 'rows.2.affiliateUrl', message: 'Row 3: the affiliate link contains a character that is not allowed (U+001B). Remove it from the file and upload it again.' },
    ])
  })

  it('lets a line break stand in a name, never in a link', () => {
    expect(controlCharacterCells([{ ...base, productName: 'Wrap\nDress' }])).toEqual([])
    expect(controlCharacterCells([{ ...base, imageUrl: 'https://x.test/images/a.jpg\n' }])).toHaveLength(1)
  })
})
