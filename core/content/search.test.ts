import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FAQ_FILTERS, FAQ_ITEMS, type FaqItem } from './faq.ts'
import { HELP_ARTICLES, HELP_FILTERS } from './help-articles.ts'
import { filterFaq, filterHelpArticles, matchesQuery, paragraphs } from './search.ts'

describe('matchesQuery', () => {
  it('matches a substring in any field, ignoring case', () => {
    expect(matchesQuery('CAPSULE', ['nothing here', 'A capsule wardrobe'])).toBe(true)
    expect(matchesQuery('capsule', ['nothing here', 'nor here'])).toBe(false)
  })

  it('treats an empty or blank query as matching everything', () => {
    expect(matchesQuery('', ['x'])).toBe(true)
    expect(matchesQuery('   ', ['x'])).toBe(true)
  })

  it('ignores whitespace around the query but not inside it', () => {
    expect(matchesQuery('  body shape ', ['Your body shape'])).toBe(true)
    expect(matchesQuery('bodyshape', ['Your body shape'])).toBe(false)
  })

  it('finds any piece of a field, whatever its case (property)', () => {
    // fast-check's default strings are ASCII, where upper- and lower-casing round-trip.
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), fc.nat(), (field, a, b) => {
        const from = Math.min(a, b) % (field.length + 1)
        const to = Math.max(a, b) % (field.length + 1)
        const piece = field.slice(Math.min(from, to), Math.max(from, to))
        expect(matchesQuery(piece.toUpperCase(), [field.toLowerCase()])).toBe(true)
      }),
    )
  })
})

describe('filterFaq', () => {
  it('searches questions and answers', () => {
    const byQuestion = filterFaq(FAQ_ITEMS, { query: 'between two', category: 'all' })
    expect(byQuestion.map((i) => i.id)).toEqual(['between-shapes'])
    // "20-30 pieces" only appears in an answer.
    const byAnswer = filterFaq(FAQ_ITEMS, { query: '20-30 pieces', category: 'all' })
    expect(byAnswer.map((i) => i.id)).toEqual(['capsule-wardrobe'])
  })

  it('combines the query with the category', () => {
    const all = filterFaq(FAQ_ITEMS, { query: 'account', category: 'all' })
    const general = filterFaq(FAQ_ITEMS, { query: 'account', category: 'general' })
    expect(general.length).toBeGreaterThan(0)
    expect(general.length).toBeLessThan(all.length)
    expect(general.every((i) => i.category === 'general')).toBe(true)
  })

  it('returns nothing for a query no item contains', () => {
    expect(filterFaq(FAQ_ITEMS, { query: 'zzz-no-such-text', category: 'all' })).toEqual([])
  })

  it('always returns a subset in the original order, each item matching both filters (property)', () => {
    const item = fc.record({
      id: fc.uuid(),
      question: fc.string(),
      answer: fc.string(),
      category: fc.constantFrom('body-type', 'ai-styling', 'personalized', 'general' as const),
    }) as fc.Arbitrary<FaqItem>
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), fc.string({ maxLength: 4 }), fc.constantFrom(...FAQ_FILTERS), (items, query, category) => {
        const result = filterFaq(items, { query, category })
        const positions = result.map((r) => items.indexOf(r))
        expect(positions).toEqual([...positions].sort((x, y) => x - y))
        for (const r of result) {
          if (category !== 'all') expect(r.category).toBe(category)
          expect(matchesQuery(query, [r.question, r.answer])).toBe(true)
        }
        const expectedCount = items.filter(
          (i) => (category === 'all' || i.category === category) && matchesQuery(query, [i.question, i.answer]),
        ).length
        expect(result).toHaveLength(expectedCount)
      }),
    )
  })
})

describe('filterHelpArticles', () => {
  it('searches titles and content, case-insensitively', () => {
    expect(filterHelpArticles(HELP_ARTICLES, { query: 'MEASURE BUST', category: 'all' }).map((a) => a.id)).toEqual([
      'measurements-how-to',
    ])
    expect(filterHelpArticles(HELP_ARTICLES, { query: 'soft tape measure', category: 'all' }).map((a) => a.id)).toEqual([
      'measurements-how-to',
    ])
  })

  it('limits results to the chosen topic', () => {
    for (const category of HELP_FILTERS.filter((c) => c !== 'all')) {
      const result = filterHelpArticles(HELP_ARTICLES, { query: '', category })
      expect(result.length).toBeGreaterThan(0)
      expect(result.every((a) => a.category === category)).toBe(true)
    }
    expect(filterHelpArticles(HELP_ARTICLES, { query: 'password', category: 'troubleshooting' })).toEqual([])
    expect(filterHelpArticles(HELP_ARTICLES, { query: 'password', category: 'account' }).length).toBeGreaterThan(0)
  })
})

describe('paragraphs', () => {
  it('splits at blank lines and drops empty pieces', () => {
    expect(paragraphs('One.\n\nTwo.\n  \nThree.\n\n')).toEqual(['One.', 'Two.', 'Three.'])
    expect(paragraphs('Single line\nwith a break')).toEqual(['Single line\nwith a break'])
  })
})
