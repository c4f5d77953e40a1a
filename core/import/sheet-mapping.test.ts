import { describe, expect, it } from 'vitest'
import { mapSheet, templateCsv } from './sheet-mapping.ts'

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
    })
  })

  it('falls back to the template order for unrecognised headers and short lines', () => {
    const result = mapSheet([['Nom', 'Lien', 'Photo'], ['Skirt', 'https://amzn.to/3', 'https://x/k.png']])
    expect(result).toEqual({ ok: true, rows: [{ productName: 'Skirt', affiliateUrl: 'https://amzn.to/3', imageUrl: 'https://x/k.png', category: 'dresses', season: 'spring' }] })
  })

  it('refuses more rows than one import takes, saying how many', () => {
    const lines = [['Product Name', 'Affiliate Link', 'Image URL'], ...Array.from({ length: 10_001 }, (_, i) => [`P${i}`, 'https://amzn.to/x', 'https://x/i.jpg'])]
    expect(mapSheet(lines)).toMatchObject({ ok: false, code: 'too-many-rows', message: 'The file has 10001 products; one import takes at most 10000. Split it into smaller files.' })
  })

  it('the template is the header row', () => {
    expect(templateCsv()).toBe('Product Name,Affiliate Link,Image URL,Category,Season\r\n')
  })
})
