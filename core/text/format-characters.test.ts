import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCharacterIn, isInvisibleText, type TextKind, withoutFormatCharacters } from './format-characters.ts'

const SCOTLAND = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'
// Emoji people put in their names, each with joiners, modifiers or tags inside.
const EMOJI = ['👩‍👩‍👧', '👩🏽‍💻', '🏳️‍🌈', '🏳️‍⚧️', '❤️‍🔥', '🧑‍🦰', '🏃‍♀️', '🫱🏻‍🫲🏿', '👁️‍🗨️', SCOTLAND]
const KINDS: TextKind[] = ['identifier', 'name', 'prose']

describe('format characters by kind of text', () => {
  it('keeps emoji sequences whole in names and prose, and refuses them in identifiers', () => {
    for (const emoji of EMOJI) {
      expect(formatCharacterIn(`Priya ${emoji} Raman`, 'name'), emoji).toBeNull()
      expect(formatCharacterIn(`Loved it ${emoji}!`, 'prose'), emoji).toBeNull()
    }
    expect(formatCharacterIn('👩‍👩‍👧', 'identifier')).toBe('\u200D')
    expect(formatCharacterIn(SCOTLAND, 'identifier')).toBe('\u{E0067}')
  })

  it('keeps the joiners where a script spells with them', () => {
    // Persian "mi-khaham" with a non-joiner, Devanagari "ksha" with a joiner after the virama, Malayalam chillu.
    for (const name of ['می\u200Cخواهم', 'क्\u200Dष', 'ന്\u200D']) {
      expect(formatCharacterIn(name, 'name'), name).toBeNull()
    }
  })

  it('refuses a joiner on its own, between Latin letters, or at an edge', () => {
    expect(formatCharacterIn('An\u200Dna', 'name')).toBe('\u200D')
    expect(formatCharacterIn('An\u200Cna', 'prose')).toBe('\u200C')
    expect(formatCharacterIn('\u200D', 'name')).toBe('\u200D')
    expect(formatCharacterIn('Anna 😀\u200D', 'name')).toBe('\u200D')
    expect(formatCharacterIn('e\u0301\u200D\u0301', 'name')).toBe('\u200D')
    expect(formatCharacterIn('Αλί\u200Dκη', 'name')).toBe('\u200D')
  })

  it('refuses the bidi controls and invisibles in names, the probe\'s U+202E and U+200B included', () => {
    for (const ch of ['\u202E', '\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200B', '\u200E', '\u200F', '\u061C', '\u00AD', '\u2060', '\uFEFF', '\u2062', '\uFFF9', '\u180E']) {
      expect(formatCharacterIn(`Ann${ch}a`, 'name'), ch.codePointAt(0)!.toString(16)).toBe(ch)
      expect(formatCharacterIn(`${ch}evil`, 'identifier')).toBe(ch)
    }
  })

  it('lets prose keep direction marks and line-break hints, never an override or a stray tag', () => {
    expect(formatCharacterIn('שלום\u200F (hello)', 'prose')).toBeNull()
    expect(formatCharacterIn('extra\u00ADordinary, zero\u200Bwidth, no\u2060break, \u061Cmark', 'prose')).toBeNull()
    expect(formatCharacterIn('price \u202E0001\u202C', 'prose')).toBe('\u202E')
    expect(formatCharacterIn('a \u2067b\u2069', 'prose')).toBe('\u2067')
    expect(formatCharacterIn('hidden \u{E0041}\u{E0042}\u{E007F}', 'prose')).toBe('\u{E0041}')
    expect(formatCharacterIn('🏴\u{E007F}', 'prose')).toBe('\u{E007F}')
    expect(formatCharacterIn('\uFEFFHello', 'prose')).toBe('\uFEFF')
  })

  it('neutralises text to what its kind allows, and nothing else changes', () => {
    expect(withoutFormatCharacters('\u202Eevil', 'identifier')).toBe('evil')
    expect(withoutFormatCharacters('An\u200Bna 👩‍👩‍👧\u200D', 'name')).toBe('Anna 👩‍👩‍👧')
    expect(withoutFormatCharacters('Grace Hopper', 'name')).toBe('Grace Hopper')
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom(...KINDS), (text, kind) => {
        const clean = withoutFormatCharacters(text, kind)
        expect(formatCharacterIn(clean, kind)).toBeNull()
        expect(withoutFormatCharacters(clean, kind)).toBe(clean)
        // Only format characters go.
        expect(clean.replace(/\p{Cf}/gu, '')).toBe(text.replace(/\p{Cf}/gu, ''))
      }),
    )
  })

  it('finds none in text without format characters, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }).map((s) => s.replace(/\p{Cf}/gu, '')), fc.constantFrom(...KINDS), (text, kind) => {
        expect(formatCharacterIn(text, kind)).toBeNull()
      }),
    )
  })

  it('counts text of only invisible characters as empty', () => {
    expect(isInvisibleText('\u200B \u202E\u0000')).toBe(true)
    expect(isInvisibleText('')).toBe(true)
    expect(isInvisibleText('\u200Ba')).toBe(false)
  })
})
