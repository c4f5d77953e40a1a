import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/translate.ts'
import {
  allFilled,
  isValidEmail,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  validateForm,
} from './credentials.ts'

const valid = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' }
const messages = (errors: Record<string, string> | null) =>
  errors && Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translate(v as never)]))

describe('isValidEmail', () => {
  it('accepts an address with one at sign and a dotted domain', () => {
    expect(isValidEmail('ada@example.com')).toBe(true)
    expect(isValidEmail('a.b+c@mail.example.co.uk')).toBe(true)
  })

  it('refuses empty, whitespace, missing or doubled at signs, and undotted domains', () => {
    for (const bad of ['', 'ada example.com', 'ada@ex ample.com', 'ada.example.com', 'a@b@example.com', 'ada@example', '@example.com', 'ada@.com', 'ada@example.']) {
      expect(isValidEmail(bad), bad).toBe(false)
    }
  })
})

describe('registrationSchema', () => {
  it('passes a complete, matching form', () => {
    expect(validateForm(registrationSchema, valid)).toBeNull()
  })

  it('gives the four spec messages word for word', () => {
    expect(messages(validateForm(registrationSchema, { fullName: ' ', email: '', password: '12345', confirmPassword: '1234' }))).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      password: 'Password must be at least 6 characters long',
      confirmPassword: 'Passwords do not match',
    })
  })

  it('keeps a name on one line and counts one of control characters only as missing', () => {
    expect(messages(validateForm(registrationSchema, { ...valid, fullName: 'Ada\nLovelace' }))).toEqual({
      fullName: 'Full name must be on one line, without tabs or control characters',
    })
    expect(messages(validateForm(registrationSchema, { ...valid, fullName: ' \t\n ' }))).toEqual({ fullName: 'Full name is required' })
    expect(messages(validateForm(registrationSchema, { ...valid, fullName: '\u0000\u007f' }))).toEqual({ fullName: 'Full name is required' })
  })

  it('reports a malformed e-mail separately from a missing one', () => {
    expect(messages(validateForm(registrationSchema, { ...valid, email: 'ada@example' }))).toEqual({
      email: 'Please enter a valid email address',
    })
  })

  it('reports only the mismatch when the passwords are long enough but differ', () => {
    expect(messages(validateForm(registrationSchema, { ...valid, confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    })
  })

  it('refuses input that is not a form at all without throwing', () => {
    expect(validateForm(registrationSchema, null)).toEqual({ form: expect.any(String) })
    expect(validateForm(registrationSchema, { fullName: 42 })).not.toBeNull()
  })
})

describe('loginSchema and resetPasswordSchema', () => {
  it('needs an e-mail and a password to sign in', () => {
    expect(messages(validateForm(loginSchema, { email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(validateForm(loginSchema, { email: 'ada@example.com', password: 'x' })).toBeNull()
  })

  it('needs a new password of at least 6 characters, typed twice', () => {
    expect(messages(validateForm(resetPasswordSchema, { password: 'abc', confirmPassword: 'abc' }))).toEqual({
      password: 'Password must be at least 6 characters long',
    })
    expect(validateForm(resetPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull()
  })
})

describe('allFilled', () => {
  it('is false while any field is empty, and counts typed spaces as filled (validation then names the field)', () => {
    expect(allFilled({ a: 'x', b: '' })).toBe(false)
    expect(allFilled({ a: 'x', b: 'y' })).toBe(true)
    expect(allFilled({ a: 'x', b: '  ' })).toBe(true)
  })
})
