import { expect, it } from 'vitest'
import { VERIFIED_LANDING, withRedirectTarget } from './redirect-target.ts'

it('leaves the path plain when she is headed to the dashboard', () => {
  expect(withRedirectTarget('/register', '/dashboard')).toBe('/register')
  expect(withRedirectTarget(VERIFIED_LANDING, '/dashboard')).toBe('/login?verified=1')
})

it('adds the encoded target as a first or further query parameter', () => {
  expect(withRedirectTarget('/login', '/x?y=1')).toBe('/login?redirectTo=%2Fx%3Fy%3D1')
  expect(withRedirectTarget(VERIFIED_LANDING, '/blueprint')).toBe('/login?verified=1&redirectTo=%2Fblueprint')
})
