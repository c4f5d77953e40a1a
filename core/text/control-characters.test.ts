import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codePointLabel, controlCharacterIn, isBlankText } from './control-characters.ts'

describe('control characters', () => {
  it('finds NUL, the other C0 controls, DEL and C1 controls; keeps tab and line breaks only in multi-line text', () => {
    for (const ch of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(controlCharacterIn(`a${ch}b`, { multiLine: true })).toBe(ch)
      expect(controlCharacterIn(`a${ch}b`, { multiLine: false })).toBe(ch)
    }
    for (const ch of ['\t', '\n', '\r']) {
      expect(controlCharacterIn(`a${ch}b`, { multiLine: true })).toBeNull()
      expect(controlCharacterIn(`a${ch}b`, { multiLine: false })).toBe(ch)
    }
    expect(controlCharacterIn('Crème brûlée, 50 % off — ✓ 🙂 \u00a0', { multiLine: false })).toBeNull()
  })

  it('finds half of a surrogate pair, and keeps whole emoji', () => {
    expect(controlCharacterIn('P\uD83C', { multiLine: false })).toBe('\uD83C')
    expect(controlCharacterIn('\uDF3C tail', { multiLine: true })).toBe('\uDF3C')
    expect(controlCharacterIn('Priya 🌼 Raman 👩‍👩‍👧‍👦', { multiLine: false })).toBeNull()
    expect(codePointLabel('\uD83C')).toBe('U+D83C')
  })

  it('names a character by its code point', () => {
    expect(codePointLabel('\u0000')).toBe('U+0000')
    expect(codePointLabel('\u009f')).toBe('U+009F')
  })

  it('treats text of whitespace and control characters as blank, and nothing with a visible character', () => {
    expect(isBlankText('\u0000')).toBe(true)
    expect(isBlankText(' \t\u0000\u007f\n')).toBe(true)
    expect(isBlankText('')).toBe(true)
    expect(isBlankText('\u0000a')).toBe(false)
    expect(isBlankText('\u0080\u009f')).toBe(true)
    // Visible: not whitespace, not a C0 control, not DEL or a C1 control (U+007F-U+009F; U+0080 once slipped through here).
    const control = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)
    const visible = (s: string) => [...s].some((ch) => ch.trim() !== '' && !control(ch.codePointAt(0)!))
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => isBlankText(s) === !visible(s)))
  })
})
