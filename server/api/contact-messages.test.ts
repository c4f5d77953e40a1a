import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_LIMITS, CONTACT_RATE_LIMIT } from '#core/content/contact-form.ts'
import { findContactMessageById } from '#tests/support/stored-rows.ts'
import { type FakeSmtp, startFakeSmtp } from '#tests/fakes/smtp-server.ts'
import { freePort } from '#tests/support/server-process.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

const SUPPORT = 'help@styleblueprint.test'
const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Question about my palette',
  category: 'styling',
  message: 'Is olive green really in my warm palette?',
}

function post(app: Awaited<ReturnType<typeof createTestApp>>['app'], body: unknown, clientAddress = '203.0.113.10') {
  return app.request('/api/contact-messages', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe.each(DIALECTS)('POST /api/contact-messages on %s', (dialect) => {
  let smtp: FakeSmtp
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined
  beforeAll(async () => {
    smtp = await startFakeSmtp()
  })
  afterAll(async () => {
    await smtp.close()
  })
  afterEach(async () => {
    await ctx?.database.destroy()
    ctx = undefined
  })

  const start = (env: Record<string, string> = {}, now?: () => Date) =>
    createTestApp(dialect, {}, { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT, TRUST_PROXY: 'true', ...env }, now ? { clock: now } : {})

  it('stores the message and e-mails it to the support address, replying to the sender', async () => {
    ctx = await start()
    const subject = `Palette question ${crypto.randomUUID()}`
    const res = await post(ctx.app, { ...valid, subject })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { status: string; id: string }
    expect(body.status).toBe('sent')

    const row = await findContactMessageById(ctx.database.db, body.id)
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', subject, category: 'styling', status: 'sent', client_address: '203.0.113.10' })

    const mail = smtp.messages.find((m) => m.subject?.includes(subject))
    expect(mail, 'the e-mail reached the SMTP server').toBeDefined()
    expect(JSON.stringify(mail!.to)).toContain(SUPPORT)
    expect(mail!.subject).toBe(`[Contact: Styling advice] ${subject}`)
    expect(JSON.stringify(mail!.replyTo)).toContain('ada@example.com')
    expect(mail!.text).toContain('Is olive green really in my warm palette?')
    expect(mail!.text).toContain(`Reference: ${body.id}`)
  })

  it('defaults the category to general', async () => {
    ctx = await start()
    const { category: _omit, ...withoutCategory } = valid
    const res = await post(ctx.app, withoutCategory)
    const { id } = (await res.json()) as { id: string }
    expect((await findContactMessageById(ctx.database.db, id))?.category).toBe('general')
  })

  it('answers invalid input with a 400 naming each field, and stores nothing', async () => {
    ctx = await start()
    const res = await post(ctx.app, { name: '', email: 'nope', subject: 'x'.repeat(CONTACT_LIMITS.subjectMax + 1), message: 'short', category: 'legal' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; issues: Array<{ path: string; message: string }> } }
    expect(body.error.code).toBe('validation-failed')
    expect(Object.fromEntries(body.error.issues.map((i) => [i.path, i.message]))).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject must be 150 characters or fewer',
      message: 'Please write at least 10 characters so we can help',
      category: 'Please choose a category from the list',
    })
    const count = await ctx.database.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
  })

  it('answers malformed JSON and oversized bodies without a 500', async () => {
    ctx = await start()
    expect((await post(ctx.app, '{"name":')).status).toBe(400)
    const huge = await post(ctx.app, { ...valid, message: 'x'.repeat(70 * 1024) })
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('payload-too-large')
  })

  it('accepts but silently drops a message whose honeypot field is filled', async () => {
    ctx = await start()
    const subject = `Bot ${crypto.randomUUID()}`
    const res = await post(ctx.app, { ...valid, subject, website: 'https://spam.example' })
    expect(res.status).toBe(201)
    expect(((await res.json()) as { status: string }).status).toBe('sent')
    const count = await ctx.database.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
    // A later real message arrives; the bot's never did.
    const marker = `Real ${crypto.randomUUID()}`
    await post(ctx.app, { ...valid, subject: marker })
    expect(smtp.messages.some((m) => m.subject?.includes(marker))).toBe(true)
    expect(smtp.messages.some((m) => m.subject?.includes(subject))).toBe(false)
  })

  it('limits each client address to a few messages an hour, counted in the database', async () => {
    let clock = new Date('2026-11-22T10:00:00.000Z')
    ctx = await start({}, () => clock)
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await post(ctx.app, valid, '198.51.100.7')).status).toBe(201)

    const refused = await post(ctx.app, valid, '198.51.100.7')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(CONTACT_RATE_LIMIT.windowMinutes * 60))
    const body = (await refused.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('rate-limited')
    expect(body.error.message).toContain(SUPPORT)

    // Another address is unaffected, and the first may write again once the window has passed.
    expect((await post(ctx.app, valid, '198.51.100.8')).status).toBe(201)
    clock = new Date(clock.getTime() + CONTACT_RATE_LIMIT.windowMinutes * 60_000 + 1)
    expect((await post(ctx.app, valid, '198.51.100.7')).status).toBe(201)
  })

  it('keeps the message and records the failure when the mail server is down', async () => {
    ctx = await start({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })
    const res = await post(ctx.app, valid)
    expect(res.status).toBe(502)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error).toMatchObject({ code: 'delivery-failed', message: `Please try again or email us directly at ${SUPPORT}` })
    const rows = await ctx.database.db.selectFrom('contact_messages').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'mail-failed', subject: valid.subject })
    expect(ctx.logs.lines.some((l) => l.msg === 'contact message stored but the e-mail to support failed')).toBe(true)
  })
})
