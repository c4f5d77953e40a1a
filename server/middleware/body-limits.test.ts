import { afterEach, describe, expect, it } from 'vitest'
import { browserHeaders, postJson, signInAdmin } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'

const KB = 1024

describe('body limits', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined
  afterEach(async () => {
    await ctx?.database.destroy()
    ctx = undefined
  })

  /** A JSON body of about `bytes` bytes. */
  const padded = (bytes: number, fields: Record<string, unknown> = {}) => JSON.stringify({ ...fields, padding: 'x'.repeat(bytes) })

  it('refuses an oversized body on every anonymous door with 413 and a clear message, unread', async () => {
    ctx = await createTestApp('sqlite')
    const { app, config } = ctx
    const cases = [
      ['/api/admin-auth/login', 16],
      ['/api/admin-auth/setup', 16],
      ['/api/auth/sign-in/email', 16],
      ['/api/auth/sign-up/email', 16],
      ['/admin/setup', 16],
      ['/contact', 64],
      ['/api/contact-messages', 64],
      ['/api/recommendations', 32],
      ['/api/favourites/merge', 64],
    ] as const
    for (const [path, kb] of cases) {
      const res = await app.request(path, { method: 'POST', headers: { ...browserHeaders(config), 'x-request-id': 'req-too-big' }, body: padded(300 * KB) })
      expect({ path, status: res.status }).toEqual({ path, status: 413 })
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('payload-too-large')
      if (!path.startsWith('/api/') || path.includes('auth')) expect(body.error.message).toBe(`The request is too large: this address accepts at most ${kb} KB.`)
    }
    // Under the limit, the door answers as usual.
    const small = await postJson(app, config, '/api/admin-auth/login', { username: 'nobody@example.com', password: 'wrong' })
    expect(small.status).not.toBe(413)
  })

  it('stops reading a body sent without a length as soon as it passes the limit', async () => {
    ctx = await createTestApp('sqlite')
    let pulled = 0
    const chunk = new TextEncoder().encode('x'.repeat(8 * KB))
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        if (pulled > 1000) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await ctx.app.request('/api/auth/sign-in/email', { method: 'POST', headers: browserHeaders(ctx.config), body, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(413)
    // 16 KB is two or three 8 KB chunks; the 8 MB the client would send are never read.
    expect(pulled).toBeLessThan(10)
  })

  it('keeps the larger limit of uploads: import rows above the JSON API limit are taken', async () => {
    ctx = await createTestApp('sqlite')
    const admin = await signInAdmin(ctx.app, ctx.config, ctx.accounts)
    const rows = Array.from({ length: 2500 }, (_, i) => ({ productName: `Dress ${i}`, affiliateUrl: `https://www.amazon.com/dp/B0ROW${i}`, imageUrl: 'not-a-url', category: 'dresses', season: 'summer' }))
    const body = JSON.stringify({ rows })
    expect(body.length).toBeGreaterThan(256 * KB)
    const res = await ctx.app.request('/api/admin/imports/validate', { method: 'POST', headers: browserHeaders(ctx.config, admin.jar), body })
    expect(res.status).toBe(200)
    // Beyond the default API limit elsewhere: refused.
    const elsewhere = await ctx.app.request('/api/admin/ai/runs', { method: 'POST', headers: browserHeaders(ctx.config, admin.jar), body })
    expect(elsewhere.status).toBe(413)
  })
})
