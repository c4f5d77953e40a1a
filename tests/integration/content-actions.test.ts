import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { action as blogAction } from '#app/routes/blog.tsx'
import { action as contactAction } from '#app/routes/contact.tsx'
import { findNewsletterSignupByEmail } from '#tests/support/stored-rows.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { createLogger } from '#server/logger.ts'
import { createAppServices } from '#server/services/app-services.ts'
import { freePort } from '#tests/support/server-process.ts'
import { captureLogs, testConfig } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'

// The page actions, called directly with a built request and the context the Hono entry
// would build, against a real database and a real mailer.

type DataResult<T> = { data: T; init: ResponseInit | null }

function form(fields: Record<string, string>): Request {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  return new Request('http://localhost/contact', { method: 'POST', body })
}

describe.each(DIALECTS)('content page actions on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.destroy()
    database = undefined
  })

  async function contextWith(env: Record<string, string>) {
    database = await createTestDatabase(dialect)
    const config = testConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sb-actions-')), ...env })
    const logs = captureLogs()
    const logger = createLogger(config, logs.stream)
    const { pages } = await createAppServices({ config, database, logger })
    const context = new RouterContextProvider()
    context.set(servicesContext, pages)
    context.set(requestContext, { requestId: 'test-request-1', auth: null, clientAddress: '192.0.2.1', userAgent: null })
    return { context, db: database.db, config }
  }

  const message = { name: 'Ada', email: 'ada@example.com', subject: 'Fit question', category: 'technical', message: 'The dashboard shows no products for me.' }

  it('contact: a mail outage answers "failed" with a 502, keeps the values and still stores the message', async () => {
    const { context, db } = await contextWith({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, SUPPORT_EMAIL: 'help@example.test' })
    const result = (await contactAction({ request: form(message), context, params: {} } as never)) as DataResult<unknown>
    expect(result.init?.status).toBe(502)
    expect(result.data).toEqual({ status: 'failed', values: message })
    const rows = await db.selectFrom('contact_messages').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'mail-failed', client_address: '192.0.2.1', category: 'technical' })
  })

  it('contact: invalid fields answer 400 with one message per field, nothing stored', async () => {
    const { context, db } = await contextWith({})
    const result = (await contactAction({ request: form({ name: '', email: 'x', subject: '', message: '' }), context, params: {} } as never)) as DataResult<{
      status: string
      errors: Record<string, string>
    }>
    expect(result.init?.status).toBe(400)
    expect(result.data.errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    })
    expect(await db.selectFrom('contact_messages').selectAll().execute()).toEqual([])
  })

  it('contact: a sent message answers "sent" and is written to the outbox', async () => {
    const { context, db } = await contextWith({})
    const result = (await contactAction({ request: form(message), context, params: {} } as never)) as DataResult<{ status: string; ref: string }>
    expect(result.init?.status ?? 200).toBe(200)
    expect(result.data.status).toBe('sent')
    const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', result.data.ref).executeTakeFirst()
    expect(row?.status).toBe('sent')
  })

  it('blog: the notify action stores the address with consent, and needs the tick', async () => {
    const { context, db } = await contextWith({})
    const refused = (await blogAction({ request: form({ email: 'reader@example.com' }), context, params: {} } as never)) as DataResult<{ status: string }>
    expect(refused.init?.status).toBe(400)
    const ok = (await blogAction({ request: form({ email: 'Reader@Example.com', consent: 'on' }), context, params: {} } as never)) as DataResult<{ status: string; email: string }>
    expect(ok.data).toEqual({ status: 'subscribed', email: 'reader@example.com' })
    expect(await findNewsletterSignupByEmail(db, 'reader@example.com')).toMatchObject({ client_address: '192.0.2.1', source: 'blog' })
  })
})
