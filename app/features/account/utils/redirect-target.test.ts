import { expect, it } from 'vitest'
import { verifiedLanding, withRedirectTarget } from './redirect-target.ts'

it('leaves the path plain when she is headed to the dashboard', () => {
  expect(withRedirectTarget('/register', '/dashboard')).toBe('/register')
  expect(withRedirectTarget(verifiedLanding('ada@example.com'), '/dashboard')).toBe('/login?verified=1&email=ada%40example.com')
})

it('adds the encoded target as a first or further query parameter', () => {
  expect(withRedirectTarget('/login', '/x?y=1')).toBe('/login?redirectTo=%2Fx%3Fy%3D1')
  expect(withRedirectTarget(verifiedLanding(' a+b@example.com '), '/blueprint')).toBe('/login?verified=1&email=a%2Bb%40example.com&redirectTo=%2Fblueprint')
})
