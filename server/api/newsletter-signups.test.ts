import { afterEach, describe, expect, it } from 'vitest'
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_RATE_LIMIT } from '#core/content/newsletter.ts'
import { findNewsletterSignupByEmail } from '#tests/support/stored-rows.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

function post(app: Awaited<ReturnType<typeof createTestApp>>['app'], body: unknown, clientAddress = '203.0.113.20') {
  return app.request('/api/newsletter-signups', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify(body),
  })
}

const count = async (ctx: Awaited<ReturnType<typeof createTestApp>>) =>
  Number(
    (await ctx.database.db.selectFrom('newsletter_signups').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  )

describe.each(DIALECTS)('POST /api/newsletter-signups on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined
  afterEach(async () => {
    await ctx?.database.destroy()
    ctx = undefined
  })

  it('stores a validated, lower-cased address with the consent given', async () => {
    ctx = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' })
    const res = await post(ctx.app, { email: '  Ada@Example.com ', consent: true })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      status: 'subscribed',
      message: "You're on the list! We'll e-mail ada@example.com when our first articles are published.",
    })
    const row = await findNewsletterSignupByEmail(ctx.database.db, 'ada@example.com')
    expect(row).toMatchObject({ source: 'blog', consent_text: NEWSLETTER_CONSENT_TEXT, client_address: '203.0.113.20' })
    expect(row!.consented_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('is idempotent per address: a repeat gets the same answer and adds no row', async () => {
    ctx = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' })
    const first = await post(ctx.app, { email: 'ada@example.com', consent: true })
    const again = await post(ctx.app, { email: 'ADA@example.com', consent: true }, '203.0.113.99')
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    expect(await count(ctx)).toBe(1)
  })

  it('refuses a sign-up without consent or with a bad address, storing nothing', async () => {
    ctx = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' })
    const res = await post(ctx.app, { email: 'not an address' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { issues: Array<{ path: string; message: string }> } }
    expect(Object.fromEntries(body.error.issues.map((i) => [i.path, i.message]))).toEqual({
      email: 'Please enter a valid email address',
      consent: 'Please tick the box to agree to receive e-mails from us',
    })
    expect((await post(ctx.app, { email: 'ada@example.com', consent: false })).status).toBe(400)
    expect(await count(ctx)).toBe(0)
  })

  it('drops honeypot sign-ups and limits new addresses per client address', async () => {
    ctx = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' })
    expect((await post(ctx.app, { email: 'bot@example.com', consent: true, website: 'x' })).status).toBe(200)
    expect(await count(ctx)).toBe(0)

    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++) {
      expect((await post(ctx.app, { email: `reader${i}@example.com`, consent: true }, '198.51.100.1')).status).toBe(200)
    }
    const refused = await post(ctx.app, { email: 'one-more@example.com', consent: true }, '198.51.100.1')
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate-limited')
    expect(await count(ctx)).toBe(NEWSLETTER_RATE_LIMIT.max)
  })
})
