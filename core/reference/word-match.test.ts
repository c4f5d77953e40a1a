import { describe, expect, it } from 'vitest'
import { compileVocabulary, findTerms, normaliseText } from './word-match.ts'

describe('word matching', () => {
  const vocab = compileVocabulary(['dress', 't-shirt', 'wide leg'])

  it('finds whole words with their offsets, plurals included', () => {
    expect(findTerms('two dresses', vocab)).toEqual([{ term: 'dress', start: 4, end: 11 }])
    expect(findTerms('address', vocab)).toEqual([])
  })

  it('treats spaces and hyphens inside a term alike', () => {
    for (const text of ['t-shirt', 't shirt', 'tshirt', 'wide-leg', 'wide leg']) {
      expect(findTerms(text, vocab), text).toHaveLength(1)
    }
    expect(findTerms('wide\nleg', vocab)).toEqual([])
  })

  it('unifies case and typographic dashes', () => {
    expect(normaliseText('Wide\u2011Leg')).toBe('wide-leg')
    expect(findTerms(normaliseText('WIDE\u2013LEG'), vocab)).toHaveLength(1)
  })

  it('keeps no state between calls on the shared patterns', () => {
    expect(findTerms('dress dress', vocab)).toHaveLength(2)
    expect(findTerms('dress dress', vocab)).toHaveLength(2)
  })
})
