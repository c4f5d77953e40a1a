import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { readPriceAndCurrency } from '#core/import/optional-columns.ts'
import { xlsxBomb, xlsxBombUnpackedBytes } from '#tests/support/xlsx-bomb.ts'
import { parseImportFile } from './import-file.ts'
import { WORKBOOK_LIMITS } from './import-file-limits.ts'

const encode = (text: string) => new TextEncoder().encode(text)

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8'): Uint8Array {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Products')
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer)
}

describe('parseImportFile', () => {
  it('reads CSV with a BOM, quoted fields, commas and line breaks inside quotes', () => {
    const csv = '\uFEFFProduct Name,Affiliate Link,Image URL,Category,Season\r\n"Wrap Dress, ""Navy""",https://amzn.to/1,https://x/i.jpg,Dresses,Summer\r\n"Two\nLines",https://amzn.to/2,https://x/j.jpg,,\r\n'
    expect(parseImportFile('products.csv', encode(csv))).toEqual({
      ok: true,
      rows: [
        { productName: 'Wrap Dress, "Navy"', affiliateUrl: 'https://amzn.to/1', imageUrl: 'https://x/i.jpg', category: 'dresses', season: 'summer' },
        { productName: 'Two\nLines', affiliateUrl: 'https://amzn.to/2', imageUrl: 'https://x/j.jpg', category: 'dresses', season: 'spring' },
      ],
      // The empty category and season cells of the second row took the defaults, and say so.
      changes: [
        { row: 1, column: 'category', original: '', reason: 'defaulted' },
        { row: 1, column: 'season', original: '', reason: 'defaulted' },
      ],
    })
  })

  it('gives the empty and header-only errors for CSV', () => {
    expect(parseImportFile('a.csv', encode(''))).toMatchObject({ ok: false, code: 'empty' })
    expect(parseImportFile('a.csv', encode('Product Name,Affiliate Link,Image URL\n\n'))).toMatchObject({ ok: false, code: 'header-only' })
  })

  it.each(['xlsx', 'biff8'] as const)('reads the first sheet of an Excel file (%s)', (bookType) => {
    const bytes = workbook(
      [
        ['Product Name', 'Affiliate Link', 'Image URL', 'Category', 'Season'],
        ['Trench Coat', 'https://amzn.to/3', 'https://x/k.png', 'Outerwear', 'Fall'],
      ],
      bookType,
    )
    expect(parseImportFile(bookType === 'xlsx' ? 'p.xlsx' : 'p.xls', bytes)).toEqual({
      ok: true,
      rows: [{ productName: 'Trench Coat', affiliateUrl: 'https://amzn.to/3', imageUrl: 'https://x/k.png', category: 'outerwear', season: 'autumn' }],
      changes: [],
    })
  })

  it('reads the optional columns of an Excel file, numeric and currency-formatted prices as the sheet shows them', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Product Name', 'Affiliate Link', 'Image URL', 'Category', 'Season', 'Brand', 'Price', 'Currency', 'Color', 'Description', 'Material', 'Tags'],
      ['Trench Coat', 'https://amzn.to/3', 'https://x/k.png', 'Outerwear', 'Fall', 'Northline', 189, 'USD', 'Khaki', 'Double-breasted, belted.', 'Cotton gabardine', 'Classic; work'],
      ['Wool Blazer', 'https://amzn.to/4', 'https://x/l.png', 'Outerwear', 'Winter', 'Nord', 1299.5, '', 'Black', '', 'Wool', 'minimal'],
    ])
    // The second price shows as euros in Excel: the reader takes the text the sheet shows.
    sheet['G3']!.z = '[$€-x-euro2] #,##0.00'
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, sheet, 'Products')
    const result = parseImportFile('p.xlsx', new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer))
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          productName: 'Trench Coat',
          affiliateUrl: 'https://amzn.to/3',
          imageUrl: 'https://x/k.png',
          category: 'outerwear',
          season: 'autumn',
          brand: 'Northline',
          price: '189',
          currency: 'USD',
          colour: 'Khaki',
          description: 'Double-breasted, belted.',
          material: 'Cotton gabardine',
          styleTags: 'Classic; work',
        },
        { productName: 'Wool Blazer', affiliateUrl: 'https://amzn.to/4', imageUrl: 'https://x/l.png', category: 'outerwear', season: 'winter', brand: 'Nord', price: '€ 1,299.50', colour: 'Black', material: 'Wool', styleTags: 'minimal' },
      ],
      changes: [],
    })
    expect(readPriceAndCurrency('€ 1,299.50', undefined)).toEqual({ ok: true, value: { price: 1299.5, currency: 'EUR' } })
  })

  it('refuses other file types, files over the size limit, and unreadable workbooks', () => {
    expect(parseImportFile('p.txt', encode('a'))).toEqual({ ok: false, code: 'unsupported', message: 'Choose a .csv, .xlsx or .xls file.' })
    expect(parseImportFile('p.csv', new Uint8Array(5 * 1024 * 1024 + 1))).toEqual({ ok: false, code: 'too-large', message: 'The file is larger than 5 MB. Split it into smaller files.' })
    expect(parseImportFile('p.xlsx', encode('PK\u0003\u0004 not really a zip'))).toMatchObject({ ok: false, code: 'unreadable' })
  })

  it('reads the generated workbook while it is small (so the limits below are what refuse the big ones)', () => {
    const result = parseImportFile('small.xlsx', xlsxBomb({ chunks: 1 }))
    if (!result.ok) throw new Error(result.message)
    expect(result.rows).toHaveLength(4096)
    expect(result.rows[0]).toMatchObject({ productName: 'Bomb Dress', affiliateUrl: 'https://www.amazon.com/dp/B0BOMB0001' })
  })

  it('refuses a zip bomb from its central directory, and one that understates its size once it inflates past it', () => {
    const chunks = 100
    expect(xlsxBombUnpackedBytes(chunks)).toBeGreaterThan(WORKBOOK_LIMITS.maxUnpackedBytes)
    const honest = xlsxBomb({ chunks })
    expect(honest.byteLength).toBeLessThan(1024 * 1024)
    const refusal = {
      ok: false,
      code: 'unpacks-too-large',
      message: 'This workbook unpacks to more than 64 MB (or hides its real size), more than one import can read. Split it into smaller files, or save it as CSV.',
    }
    expect(parseImportFile('bomb.xlsx', honest)).toEqual(refusal)
    expect(parseImportFile('bomb.xlsx', xlsxBomb({ chunks, declare: 'understated' }))).toEqual(refusal)
    // By content: a renamed one is no way around it.
    expect(parseImportFile('bomb.xls', honest)).toEqual(refusal)
  })

  it('refuses a sheet with more cells than the limit', () => {
    expect(parseImportFile('wide.xlsx', xlsxBomb({ chunks: 1 }), { ...WORKBOOK_LIMITS, maxCells: 10_000 })).toEqual({
      ok: false,
      code: 'too-many-cells',
      message: 'The first sheet of this workbook has more than 10000 cells. Delete unused rows and columns, or split it into smaller files.',
    })
  })
})
