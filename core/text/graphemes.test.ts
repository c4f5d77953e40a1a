import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ellipsize, graphemeCount, graphemes, initials, truncateGraphemes } from './graphemes.ts'

const FAMILY = '👩‍👩‍👧‍👦'
const FLAG = '🇯🇵'
const E_ACUTE = 'e\u0301'

describe('graphemes', () => {
  it('keeps emoji, ZWJ sequences, flags and combining marks whole', () => {
    expect(graphemes(`a${FAMILY}${FLAG}${E_ACUTE}🌼`)).toEqual(['a', FAMILY, FLAG, E_ACUTE, '🌼'])
    expect(graphemeCount(`Priya ${FAMILY}`)).toBe(7)
  })
})

describe('initials', () => {
  it('takes the first letter of the first two words that have one', () => {
    expect(initials('Priya 🌼 Raman')).toBe('PR')
    expect(initials('ada lovelace byron')).toBe('AL')
    expect(initials('  zoë ')).toBe('Z')
    expect(initials(`${E_ACUTE}mile Zola`)).toBe(`${E_ACUTE.toUpperCase()}Z`)
    expect(initials('李娜')).toBe('李')
    expect(initials('\u200bAnna')).toBe('A')
  })

  it('falls back to a whole emoji, then to a question mark', () => {
    expect(initials(`${FAMILY} 🌼`)).toBe(FAMILY)
    expect(initials('   ')).toBe('?')
    expect(initials('')).toBe('?')
  })

  it('is always well-formed text, whatever the name (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
        const out = initials(name)
        expect(out.isWellFormed()).toBe(true)
        expect(out.length).toBeGreaterThan(0)
        // Never part of a character: each of its graphemes is one of the name's, or of the name upper-cased.
        const whole = new Set([...graphemes(name), ...graphemes(name.toLocaleUpperCase('en'))])
        if (out !== '?') for (const g of graphemes(out)) expect(whole.has(g)).toBe(true)
      }),
    )
  })
})

describe('truncateGraphemes and ellipsize', () => {
  it('never split a cluster, and honour both bounds', () => {
    expect(truncateGraphemes(`ab${FAMILY}c`, { graphemes: 3 })).toBe(`ab${FAMILY}`)
    // The family is 7 code points: it does not fit in 5 after "ab".
    expect(truncateGraphemes(`ab${FAMILY}c`, { graphemes: 3, codePoints: 5 })).toBe('ab')
    expect(truncateGraphemes(`ab${FAMILY}c`, { units: 13 })).toBe(`ab${FAMILY}`)
    expect(truncateGraphemes(`ab${FAMILY}c`, { units: 12 })).toBe('ab')
    expect(truncateGraphemes('abc', { graphemes: 10 })).toBe('abc')
  })

  it('cut long text at a word near the end and add an ellipsis', () => {
    expect(ellipsize('Linen wrap dress with a very long name', { graphemes: 20 })).toBe('Linen wrap dress…')
    expect(ellipsize('short', { graphemes: 20 })).toBe('short')
    expect(ellipsize('x'.repeat(30), { graphemes: 10 })).toBe(`${'x'.repeat(9)}…`)
  })

  it('stay within the bounds and well-formed for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 1, max: 80 }), (text, max) => {
        const limits = { graphemes: max, codePoints: max * 2, units: max * 3 }
        const within = (t: string) => graphemeCount(t) <= limits.graphemes && [...t].length <= limits.codePoints && t.length <= limits.units
        const cut = truncateGraphemes(text, limits)
        expect(text.startsWith(cut)).toBe(true)
        expect(within(cut)).toBe(true)
        expect(cut.isWellFormed()).toBe(true)
        // The longest such start: one more cluster would break a limit.
        if (cut !== text) expect(within(text.slice(0, cut.length + graphemes(text.slice(cut.length))[0]!.length))).toBe(false)
        const short = ellipsize(text, { ...limits, graphemes: max + 1 })
        expect(graphemeCount(short)).toBeLessThanOrEqual(max + 1)
        expect([...short].length).toBeLessThanOrEqual(max * 2)
        expect(short.isWellFormed()).toBe(true)
      }),
    )
  })
})
