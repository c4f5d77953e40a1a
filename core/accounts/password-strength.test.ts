import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PASSWORD_STRENGTHS, passwordStrength } from './password-strength.ts'

describe('passwordStrength', () => {
  it('is none for an empty password', () => {
    expect(passwordStrength('')).toBe('none')
  })

  it('is Weak under 6 characters, whatever they are', () => {
    expect(passwordStrength('a')).toBe('weak')
    expect(passwordStrength('Ab1!x')).toBe('weak')
  })

  it('is Fair at 6 and 7 characters, even with upper case and digits', () => {
    expect(passwordStrength('abcdef')).toBe('fair')
    expect(passwordStrength('Abcdef1')).toBe('fair')
  })

  it('is Strong from 8 characters with an uppercase letter and a digit', () => {
    expect(passwordStrength('Abcdefg1')).toBe('strong')
    expect(passwordStrength('1234567X')).toBe('strong')
  })

  it('is Good from 8 characters when the uppercase letter or the digit is missing', () => {
    expect(passwordStrength('abcdefgh')).toBe('good')
    expect(passwordStrength('abcdefg1')).toBe('good')
    expect(passwordStrength('Abcdefgh')).toBe('good')
  })

  it('counts an emoji as one character', () => {
    expect(passwordStrength('ab👗de')).toBe('weak')
    expect(passwordStrength('ab👗def')).toBe('fair')
  })

  it('never gets weaker when a character is appended (property)', () => {
    const rank = (p: string) => PASSWORD_STRENGTHS.indexOf(passwordStrength(p))
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 1 }), (p, c) => rank(p + c) >= rank(p)),
    )
  })
})
