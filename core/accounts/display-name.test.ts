import { describe, expect, it } from 'vitest'
import { displayName } from './display-name.ts'

describe('displayName', () => {
  it('prefers full_name, then name', () => {
    expect(displayName({ full_name: 'Ada Lovelace', name: 'ada', email: 'a@x.io' }, 'User')).toBe('Ada Lovelace')
    expect(displayName({ full_name: '  ', name: 'Ada', email: 'a@x.io' }, 'User')).toBe('Ada')
  })

  it('then joins given and family names, using whichever exists', () => {
    expect(displayName({ given_name: 'Ada', family_name: 'Lovelace' }, 'User')).toBe('Ada Lovelace')
    expect(displayName({ given_name: 'Ada' }, 'User')).toBe('Ada')
    expect(displayName({ family_name: 'Lovelace' }, 'User')).toBe('Lovelace')
  })

  it('then the part of the e-mail before the at sign', () => {
    expect(displayName({ email: 'ada.l@example.com' }, 'User')).toBe('ada.l')
  })

  it('falls back to the given word when nothing usable is there', () => {
    expect(displayName({ email: '@example.com' }, 'User')).toBe('User')
    expect(displayName({}, 'User')).toBe('User')
    expect(displayName(null, '用户')).toBe('用户')
  })
})
