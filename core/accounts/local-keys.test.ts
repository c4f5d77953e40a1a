import { describe, expect, it } from 'vitest'
import { CONSENT_STORAGE_KEY } from '../consent/consent.ts'
import { keysToClearOnSignOut } from './local-keys.ts'

describe('keysToClearOnSignOut', () => {
  it('removes auth and supabase keys and our own keys, but keeps the consent record and strangers', () => {
    const keys = [
      'styleblueprint.style-profile',
      'styleblueprint:style-profile',
      'styleblueprint:last-activity',
      CONSENT_STORAGE_KEY,
      'sb-project-auth-token',
      'supabase.auth.token',
      'AuthState',
      'theme',
    ]
    expect(keysToClearOnSignOut(keys)).toEqual([
      'styleblueprint.style-profile',
      'styleblueprint:style-profile',
      'styleblueprint:last-activity',
      'sb-project-auth-token',
      'supabase.auth.token',
      'AuthState',
    ])
  })
})
