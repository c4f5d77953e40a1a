import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/translate.ts'
import { type AuthAction, authErrorText, type AuthFailure } from './auth-errors.ts'

const text = (failure: AuthFailure, action: AuthAction = 'login') => {
  const r = authErrorText(failure, action)
  return 'text' in r ? r.text : translate(r.key, r.params)
}

describe('authErrorText', () => {
  it('explains wrong credentials, an unverified address and a rate limit', () => {
    expect(text({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe('Invalid email or password')
    expect(text({ status: 403, code: 'EMAIL_NOT_VERIFIED' })).toMatch(/verify your email/i)
    expect(text({ status: 429, retryAfter: 42 })).toBe('Too many attempts. Please wait 42 seconds and try again.')
  })

  it('passes the server validation message through, since it is the form message', () => {
    expect(text({ status: 400, code: 'VALIDATION_FAILED', message: 'Full name is required' }, 'register')).toBe('Full name is required')
  })

  it('falls back to the spec texts per form', () => {
    expect(text({ status: 400, code: 'SOMETHING' }, 'login')).toBe('Login failed. Please try again.')
    expect(text({ status: 400 }, 'register')).toBe('Registration failed. Please try again.')
    expect(text({ status: 500 }, 'register')).toBe('An unexpected error occurred. Please try again.')
  })

  it('tells a network failure apart', () => {
    expect(text({ status: 0, message: 'Failed to fetch' })).toMatch(/connection/i)
  })

  it('explains an expired or used reset link', () => {
    expect(text({ status: 400, code: 'INVALID_TOKEN' }, 'reset')).toBe('This reset link is invalid or has expired. Please request a new one.')
  })
})
