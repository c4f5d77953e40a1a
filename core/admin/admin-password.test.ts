import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/translate.ts'
import { adminPasswordProblems } from './admin-password.ts'

const messages = (pw: string) => adminPasswordProblems(pw).map((k) => translate(k))

describe('adminPasswordProblems', () => {
  it('passes a password that meets all five rules', () => {
    expect(adminPasswordProblems('Tailor#2026')).toEqual([])
  })

  it('lists every broken rule with the spec messages, in order', () => {
    expect(messages('')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ])
  })

  it('names each missing kind of character on its own', () => {
    expect(messages('tailor#2026')).toEqual(['Password must contain at least one uppercase letter'])
    expect(messages('TAILOR#2026')).toEqual(['Password must contain at least one lowercase letter'])
    expect(messages('Tailor#tailor')).toEqual(['Password must contain at least one number'])
    expect(messages('Tailor2026')).toEqual(['Password must contain at least one special character'])
    expect(messages('Ta#1')).toEqual(['Password must be at least 8 characters long'])
  })

  it('does not count a space as a special character', () => {
    expect(messages('Tailor 2026')).toEqual(['Password must contain at least one special character'])
  })
})
