import { describe, expect, it } from 'vitest'
import { retailerHref } from './retailer-link.ts'

describe('retailerHref', () => {
  it('goes through /go with the source and the profile summary', () => {
    expect(retailerHref('p-1', 'dashboard', { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'edgy'] })).toBe(
      '/go/p-1?source=dashboard&shape=pear&palette=warm&styles=classic%2Cedgy',
    )
  })
  it('leaves out what the profile lacks, and escapes the id', () => {
    expect(retailerHref('a/b', 'favourites', null)).toBe('/go/a%2Fb?source=favourites')
    expect(retailerHref('x', 'ai-card', { stylePreferences: [] })).toBe('/go/x?source=ai-card')
  })
})
