import { describe, expect, it } from 'vitest'
import Papa from 'papaparse'
import { formatErrors } from './import-row.ts'
import { mapSheet, rowsToFixCsv, templateCsv } from './sheet-mapping.ts'

describe('mapSheet', () => {
  it('gives the empty-file and header-only errors', () => {
    expect(mapSheet([])).toMatchObject({ ok: false, code: 'empty', message: 'The file is empty. Add a header row and at least one product.' })
    expect(mapSheet([[''], ['  ', '']])).toMatchObject({ ok: false, code: 'empty' })
    expect(mapSheet([['Product Name', 'Affiliate Link', 'Image URL']])).toMatchObject({ ok: false, code: 'header-only', message: 'The file has only a header row. Add at least one product below it.' })
  })

  it('maps columns by header name in any order, normalising category and season', () => {
    const result = mapSheet([
      ['Season', 'Image URL', 'Product Name', 'Category', 'Affiliate Link'],
      ['fall', 'https://x/i.jpg', ' Wrap Dress ', 'Blazer with belt', 'https://amzn.to/1'],
      ['monsoon', 'https://x/j.jpg', 'Tee', 'mystery', 'https://amzn.to/2'],
      ['', '', '', '', ''],
    ])
    expect(result).toEqual({
      ok: true,
      rows: [
        { productName: 'Wrap Dress', affiliateUrl: 'https://amzn.to/1', imageUrl: 'https://x/i.jpg', category: 'outerwear', season: 'autumn' },
        { productName: 'Tee', affiliateUrl: 'https://amzn.to/2', imageUrl: 'https://x/j.jpg', category: 'dresses', season: 'spring' },
      ],
      changes: [
        { row: 0, column: 'category', original: 'Blazer with belt', reason: 'interpreted' },
        { row: 1, column: 'category', original: 'mystery', reason: 'defaulted' },
        { row: 1, column: 'season', original: 'monsoon', reason: 'defaulted' },
      ],
    })
  })

  it('lists every cell it did not take as written, row by row, and none it took as written', () => {
    const result = mapSheet([
      ['Product Name', 'Affiliate Link', 'Image URL', 'Category', 'Season'],
      ['Coat', 'https://amzn.to/1', 'https://x/1.jpg', 'Dresses', 'All Season'],
      ['Boot', 'https://amzn.to/2', 'https://x/2.jpg', 'shoe', 'Fall'],
      ['Knit', 'https://amzn.to/3', 'https://x/3.jpg', 'Knitwear', ''],
    ])
    if (!result.ok) throw new Error(result.message)
    expect(result.rows.map((r) => [r.category, r.season])).toEqual([
      ['dresses', 'spring'],
      ['shoes', 'autumn'],
      ['dresses', 'spring'],
    ])
    expect(result.changes).toEqual([
      { row: 0, column: 'season', original: 'All Season', reason: 'defaulted' },
      { row: 2, column: 'category', original: 'Knitwear', reason: 'defaulted' },
      { row: 2, column: 'season', original: '', reason: 'defaulted' },
    ])
  })

  it('falls back to the template order for unrecognised headers and short lines', () => {
    const result = mapSheet([['Nom', 'Lien', 'Photo'], ['Skirt', 'https://amzn.to/3', 'https://x/k.png']])
    // A file without category and season columns gets the defaults, and no change is claimed.
    expect(result).toEqual({ ok: true, rows: [{ productName: 'Skirt', affiliateUrl: 'https://amzn.to/3', imageUrl: 'https://x/k.png', category: 'dresses', season: 'spring' }], changes: [] })
  })

  it('refuses more rows than one import takes, saying how many', () => {
    const lines = [['Product Name', 'Affiliate Link', 'Image URL'], ...Array.from({ length: 10_001 }, (_, i) => [`P${i}`, 'https://amzn.to/x', 'https://x/i.jpg'])]
    expect(mapSheet(lines)).toMatchObject({ ok: false, code: 'too-many-rows', message: 'The file has 10001 products; one import takes at most 10000. Split it into smaller files.' })
  })

  it('reads the optional columns by name and synonym, in any order and any case', () => {
    const result = mapSheet([
      ['TAGS', 'Product Name', 'color', 'Affiliate Link', 'Price (EUR)', 'Image URL', 'Brand Name', 'Fabric', 'Desc', 'Category'],
      ['Boho; festival', 'Tiered Maxi Dress', 'Rust', 'https://amzn.to/1', '89,90', 'https://x/i.jpg', 'Sable', 'Cotton voile', 'Tiered, airy.', 'Dresses'],
      ['', 'Plain Tee', '', 'https://amzn.to/2', '', 'https://x/j.jpg', '', '', '', 'Tops'],
    ])
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          productName: 'Tiered Maxi Dress',
          affiliateUrl: 'https://amzn.to/1',
          imageUrl: 'https://x/i.jpg',
          category: 'dresses',
          season: 'spring',
          brand: 'Sable',
          price: '89,90',
          currency: 'EUR',
          colour: 'Rust',
          description: 'Tiered, airy.',
          material: 'Cotton voile',
          styleTags: 'Boho; festival',
        },
        { productName: 'Plain Tee', affiliateUrl: 'https://amzn.to/2', imageUrl: 'https://x/j.jpg', category: 'tops', season: 'spring' },
      ],
      // No Season column: the default is no change the file made.
      changes: [],
    })
  })

  it('lets a Currency cell win over the currency in the Price header', () => {
    const result = mapSheet([
      ['Product Name', 'Affiliate Link', 'Image URL', 'Price (USD)', 'Currency'],
      ['A', 'https://amzn.to/1', 'https://x/i.jpg', '10', 'GBP'],
      ['B', 'https://amzn.to/2', 'https://x/j.jpg', '12', ''],
    ])
    expect(result.ok && result.rows.map((r) => r.currency)).toEqual(['GBP', 'USD'])
  })

  it('the template is the header row with every column, then an example row that passes the checks', () => {
    const [header, example, ...rest] = templateCsv().split('\r\n')
    expect(header).toBe('Product Name,Affiliate Link,Image URL,Category,Season,Brand,Price,Currency,Colour,Description,Material,Style Tags')
    expect(rest).toEqual([''])
    const parsed = mapSheet(Papa.parse<string[]>(`${header}\n${example}`).data)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const [row] = parsed.rows
    expect(row).toMatchObject({ productName: 'Linen Wrap Midi Dress', category: 'dresses', season: 'summer', brand: 'Example Atelier', price: '49.99', currency: 'USD', material: 'Linen, viscose' })
    expect(formatErrors(row!, ['amazon.com'])).toEqual([])
  })
})

describe('rowsToFixCsv', () => {
  it('writes the template columns and a Reason, and reads back as the same rows when uploaded again', () => {
    const rows = [
      { input: { productName: 'Wrap, "Midi" Dress', affiliateUrl: 'https://asos.com/p/1', imageUrl: 'https://x/i.jpg', category: 'dresses' as const, season: 'summer' as const, brand: 'Atelier', price: '49.99' }, reason: 'Invalid affiliate URL format' },
      { input: { productName: '', affiliateUrl: 'https://amzn.to/2', imageUrl: 'https://x/j.jpg', category: 'tops' as const, season: 'winter' as const }, reason: 'Product name is required; Image URL is not accessible' },
    ]
    const csv = rowsToFixCsv(rows)
    const cells = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data
    expect(cells[0]).toEqual(['Product Name', 'Affiliate Link', 'Image URL', 'Category', 'Season', 'Brand', 'Price', 'Currency', 'Colour', 'Description', 'Material', 'Style Tags', 'Reason'])
    expect(cells[1]).toEqual(['Wrap, "Midi" Dress', 'https://asos.com/p/1', 'https://x/i.jpg', 'Dresses', 'Summer', 'Atelier', '49.99', '', '', '', '', '', 'Invalid affiliate URL format'])
    expect(cells[2]?.at(-1)).toBe('Product name is required; Image URL is not accessible')
    const again = mapSheet(cells)
    expect(again.ok && again.rows.map((r) => [r.productName, r.affiliateUrl, r.category, r.season, r.brand])).toEqual([
      ['Wrap, "Midi" Dress', 'https://asos.com/p/1', 'dresses', 'summer', 'Atelier'],
      ['', 'https://amzn.to/2', 'tops', 'winter', undefined],
    ])
  })
})
