import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { parseImportFile } from './import-file.ts'

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
    })
  })

  it('refuses other file types, files over the size limit, and unreadable workbooks', () => {
    expect(parseImportFile('p.txt', encode('a'))).toEqual({ ok: false, code: 'unsupported', message: 'Choose a .csv, .xlsx or .xls file.' })
    expect(parseImportFile('p.csv', new Uint8Array(5 * 1024 * 1024 + 1))).toEqual({ ok: false, code: 'too-large', message: 'The file is larger than 5 MB. Split it into smaller files.' })
    expect(parseImportFile('p.xlsx', encode('PK\u0003\u0004 not really a zip'))).toMatchObject({ ok: false, code: 'unreadable' })
  })
})
