import { describe, expect, it } from 'vitest'
import {
  matchVerdict,
  parseStoredLinks,
  recommendVerdict,
  retrieveVerdict,
  siteStripeRecommendations,
  storeVerdict,
  TEST_PROFILE,
  testLink,
  withLink,
  withoutTestLinks,
} from './site-stripe-checks.ts'

const NOW = new Date('2026-11-24T10:00:00.000Z')
const test = testLink(NOW)
const own = { ...test, id: 'mine-1', productName: 'Straight Leg Jeans', category: 'Bottoms', tags: ['casual'], price: 300 }

describe('the stored links', () => {
  it('round-trips through storage and keeps one test link however often it is stored', () => {
    const stored = withLink(withLink([own], test), { ...test, updatedAt: 'later' })
    expect(stored.map((l) => l.id)).toEqual(['mine-1', test.id])
    expect(parseStoredLinks(JSON.stringify(stored))).toEqual(stored)
  })
  it('reads nothing from a missing key, an empty list, broken JSON or entries that are not links', () => {
    for (const text of [null, '', '[]', '{not json', '{"a":1}', '[{"id":1}]']) expect(parseStoredLinks(text)).toBeNull()
    expect(parseStoredLinks(JSON.stringify([own, { id: 2 }]))).toEqual([own])
  })
  it('clean-up removes only the test page’s own links', () => {
    expect(withoutTestLinks([own, test])).toEqual([own])
    expect(withoutTestLinks([test])).toBeNull()
  })
})

describe('the four verdicts and the spec’s failure messages', () => {
  it('storing and retrieving', () => {
    expect(storeVerdict([own, test], test)).toEqual({ ok: true, message: 'Stored the test link. Links in this browser: 2.' })
    expect(storeVerdict(null, test)).toEqual({ ok: false, message: 'No data found in localStorage' })
    expect(retrieveVerdict([test])).toEqual({ ok: true, message: 'Links read back from this browser: 1.' })
    expect(retrieveVerdict(null)).toEqual({ ok: false, message: 'No data found in localStorage' })
  })

  it('generating recommendations needs the catalogue’s and the stored links’', () => {
    const scored = siteStripeRecommendations([test], TEST_PROFILE)
    expect(recommendVerdict(10, scored)).toEqual({ ok: true, message: 'Recommendations from the catalogue: 10; from the stored links: 1.' })
    expect(recommendVerdict(0, scored)).toEqual({ ok: false, message: 'No recommendations generated' })
    expect(recommendVerdict(10, [])).toEqual({ ok: false, message: 'No SiteStripe recommendations found' })
  })

  it('scores the active links best first; the test product passes the match', () => {
    const scored = siteStripeRecommendations([own, { ...own, id: 'off', isActive: false }, test], TEST_PROFILE)
    // The wrap dress flatters the hourglass (40), names no colour (half of 30) and is in the
    // price range (10); the rule book reads a wrap dress as romantic, not classic (0 of 20).
    // The jeans earn nothing: not flattering, denim blue is no warm colour, casual, too dear.
    expect(scored.map((s) => [s.link.id, s.score])).toEqual([
      [test.id, 65],
      ['mine-1', 0],
    ])
    expect(matchVerdict(scored, test.id)).toEqual({ ok: true, message: 'The test product matches 65%. Links scored: 2.' })
  })

  it('matching fails without scores, or when the test product scores under 50%', () => {
    expect(matchVerdict([], test.id)).toEqual({ ok: false, message: 'No match scores found' })
    expect(matchVerdict([{ link: test, score: 49 }], test.id)).toEqual({ ok: false, message: 'Test product match score too low' })
    expect(matchVerdict([{ link: own, score: 90 }], test.id)).toEqual({ ok: false, message: 'Test product match score too low' })
    expect(matchVerdict([{ link: test, score: 50 }], test.id).ok).toBe(true)
  })
})
