import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConsentCookie } from '#core/consent/consent-cookie.ts'
import { createTestApp } from '#tests/support/test-app.ts'

// The consent layer's form as a browser posts it before the page's script runs.
describe('POST /api/consent', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp('sqlite')
  })
  afterAll(async () => {
    await ctx.database.destroy()
  })

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    ctx.app.request('/api/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(ctx.config.publicUrl).origin, ...headers },
      body: new URLSearchParams(fields).toString(),
    })
  const stored = (res: Response) => readConsentCookie(res.headers.get('set-cookie')?.split(';')[0], new Date())

  it('stores the pressed button in the consent cookie and sends the shopper back to her page', async () => {
    const res = await post({ choice: 'accept', returnTo: '/login?next=%2Fdashboard' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/login?next=%2Fdashboard')
    expect(res.headers.get('set-cookie')).toMatch(/^styleblueprint_consent=.+; Max-Age=31536000; Path=\/; SameSite=Lax$/)
    expect(stored(res)).toMatchObject({ status: 'accepted', settings: { analytics: true, personalization: true, marketing: true } })

    const declined = await post({ choice: 'decline', analytics: 'on', returnTo: '/' })
    expect(stored(declined)).toMatchObject({ status: 'declined', settings: { analytics: false, personalization: false, marketing: false } })
  })

  it('saves the switches as set for "custom", and goes home without a return path', async () => {
    const res = await post({ choice: 'custom', personalization: 'on' })
    expect(res.headers.get('location')).toBe('/')
    expect(stored(res)).toMatchObject({ status: 'accepted', settings: { essential: true, analytics: false, personalization: true, marketing: false } })
    const none = await post({ choice: 'custom' })
    expect(stored(none)).toMatchObject({ status: 'declined' })
  })

  it('never sends her to another site, and refuses an unknown button', async () => {
    for (const returnTo of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a b']) {
      const res = await post({ choice: 'accept', returnTo })
      expect(res.status, returnTo).toBe(400)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    expect((await post({ choice: 'maybe' })).status).toBe(400)
  })

  it('refuses a form another site posted', async () => {
    const res = await post({ choice: 'accept' }, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})
