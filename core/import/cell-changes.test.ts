import { describe, expect, it } from 'vitest'
import { readCategoryCell, readSeasonCell } from './cell-changes.ts'

describe('readCategoryCell', () => {
  it('takes a category’s own name as written, in any case and in the singular', () => {
    for (const text of ['Dresses', 'dresses', ' DRESS ', 'Top', 'shoes', 'Shoe', 'Outerwear', 'accessories']) {
      expect(readCategoryCell(text).change, text).toBeNull()
    }
  })
  it('reports a garment word read as its category', () => {
    expect(readCategoryCell('Blazer')).toEqual({ value: 'outerwear', change: { original: 'Blazer', reason: 'interpreted' } })
    expect(readCategoryCell('Denim jeans')).toEqual({ value: 'bottoms', change: { original: 'Denim jeans', reason: 'interpreted' } })
  })
  it('reports an unknown or empty category replaced by Dresses', () => {
    expect(readCategoryCell('Knitwear')).toEqual({ value: 'dresses', change: { original: 'Knitwear', reason: 'defaulted' } })
    expect(readCategoryCell('  ')).toEqual({ value: 'dresses', change: { original: '', reason: 'defaulted' } })
  })
})

describe('readSeasonCell', () => {
  it('takes a season’s id or name as written', () => {
    for (const text of ['spring', 'Summer', 'autumn', 'Fall', 'WINTER']) expect(readSeasonCell(text).change, text).toBeNull()
  })
  it('reports "All Season", anything unknown and an empty cell replaced by Spring', () => {
    for (const text of ['All Season', 'All', 'monsoon', '']) {
      expect(readSeasonCell(text)).toEqual({ value: 'spring', change: { original: text, reason: 'defaulted' } })
    }
  })
})
