import { describe, expect, it } from 'vitest'
import { affiliateTagOf, countLinkTags } from './settings.ts'

describe('affiliateTagOf', () => {
  it('reads the tag query value of a link, wherever it sits', () => {
    expect(affiliateTagOf('https://www.amazon.com/dp/B0C8R4WQ2N?tag=styleblueprint-20')).toBe('styleblueprint-20')
    expect(affiliateTagOf('https://www.amazon.com/dp/B0C8?th=1&tag=shop-21&psc=1')).toBe('shop-21')
  })
  it('finds none in a link without one, an empty one, a look-alike parameter or text that is no URL', () => {
    for (const url of ['https://amzn.to/3xYz', 'https://www.amazon.com/dp/X?tag=', 'https://www.amazon.com/dp/X?subtag=a', 'not a url']) {
      expect(affiliateTagOf(url)).toBeNull()
    }
  })
})

describe('countLinkTags', () => {
  it('counts each tag over the links, most used first, ties by name', () => {
    const urls = [
      'https://www.amazon.com/dp/1?tag=b-20',
      'https://www.amazon.com/dp/2?tag=a-20',
      'https://www.amazon.com/dp/3?tag=main-20',
      'https://www.amazon.com/dp/4?tag=main-20',
      'https://amzn.to/xyz',
    ]
    expect(countLinkTags(urls, 6)).toEqual({
      tags: [
        { tag: 'main-20', products: 2 },
        { tag: 'a-20', products: 1 },
        { tag: 'b-20', products: 1 },
      ],
      activeProducts: 6,
    })
    expect(countLinkTags([], 0)).toEqual({ tags: [], activeProducts: 0 })
  })
})
