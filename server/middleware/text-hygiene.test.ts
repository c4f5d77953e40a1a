import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CookieJar, nextAddress, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { appTables, BOOKKEEPING_TABLES, changedTables, storedControlCharacters, tableHashes } from '#tests/support/db-snapshot.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Role = 'anonymous' | 'shopper' | 'admin'

interface Probe {
  name: string
  role: Role
  method: string
  path: string
  body?: unknown
  /** A multipart body instead of JSON. */
  form?: FormData
}

const NUL = '\u0000'
const product = { productName: 'Wrap Dress', affiliateUrl: 'https://www.amazon.com/dp/B0HYGIENE1', imageUrl: 'https://m.media-amazon.com/images/I/a.jpg', category: 'dresses', season: 'spring' }
const contact = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Hello', message: 'A message that is long enough.' }
const csv = (cell: string) => {
  const form = new FormData()
  form.set('file', new File([`Product Name,Affiliate Link,Image URL\n${cell},https://www.amazon.com/dp/B0HYGIENE2,https://m.media-amazon.com/images/I/b.jpg\n`], 'products.csv', { type: 'text/csv' }))
  return form
}

/** The issue's probes: a control character in every kind of input, for every kind of caller. */
const PROBES: Probe[] = [
  { name: 'product id', role: 'anonymous', method: 'GET', path: '/api/products/%00' },
  { name: 'catalogue search', role: 'anonymous', method: 'GET', path: '/api/products?q=dress%00' },
  { name: 'contact name of NUL only (counts as empty)', role: 'anonymous', method: 'POST', path: '/api/contact-messages', body: { ...contact, name: NUL } },
  { name: 'contact message', role: 'anonymous', method: 'POST', path: '/api/contact-messages', body: { ...contact, message: `Hello there${NUL}, a long message.` } },
  { name: 'contact subject with ESC', role: 'anonymous', method: 'POST', path: '/api/contact-messages', body: { ...contact, subject: 'Hi \u001b[31m' } },
  { name: 'contact name with DEL and a C1 control', role: 'anonymous', method: 'POST', path: '/api/contact-messages', body: { ...contact, name: 'Ann\u007f\u0085' } },
  { name: 'newsletter e-mail', role: 'anonymous', method: 'POST', path: '/api/newsletter-signups', body: { email: `ann${NUL}@example.com`, consent: true } },
  { name: 'recommendations profile', role: 'anonymous', method: 'POST', path: '/api/recommendations', body: { profile: { stylePreferences: ['classic'], skinTone: NUL } } },
  { name: 'outbound link', role: 'anonymous', method: 'GET', path: '/go/%00' },
  { name: 'sign-up name', role: 'anonymous', method: 'POST', path: '/api/auth/sign-up/email', body: { name: `Ann${NUL}`, email: 'ann.new@example.com', password: 'Linen-Saffron-Tide-42' } },
  { name: 'sign-in e-mail', role: 'anonymous', method: 'POST', path: '/api/auth/sign-in/email', body: { email: `ann${NUL}@example.com`, password: 'Linen-Saffron-Tide-42' } },
  { name: 'admin login username', role: 'anonymous', method: 'POST', path: '/api/admin-auth/login', body: { username: `admin${NUL}@example.com`, password: 'x' } },
  { name: 'favourite', role: 'shopper', method: 'PUT', path: '/api/favourites/%00' },
  { name: 'favourites merge', role: 'shopper', method: 'POST', path: '/api/favourites/merge', body: { productIds: [NUL] } },
  { name: 'wishlist link name', role: 'shopper', method: 'POST', path: '/api/wishlist-shares', body: { displayName: `Ann${NUL}` } },
  { name: 'style profile', role: 'shopper', method: 'PUT', path: '/api/style-profile', body: { profile: { stylePreferences: ['classic'], lifestyle: `busy${NUL}` } } },
  { name: 'JSON key', role: 'shopper', method: 'PUT', path: '/api/style-profile', body: { profile: { stylePreferences: ['classic'] }, [`x${NUL}`]: 1 } },
  { name: 'admin product search', role: 'admin', method: 'GET', path: '/api/admin/products?search=%00' },
  { name: 'admin product status', role: 'admin', method: 'POST', path: '/api/admin/products/%00/active', body: { active: true } },
  { name: 'admin product delete', role: 'admin', method: 'DELETE', path: '/api/admin/products/a%00b' },
  { name: 'admin bulk ids', role: 'admin', method: 'POST', path: '/api/admin/products/bulk', body: { action: 'deactivate', ids: [NUL] } },
  { name: 'add product name', role: 'admin', method: 'POST', path: '/api/admin/imports/product', body: { ...product, productName: `Dress${NUL}` } },
  { name: 'add product brand', role: 'admin', method: 'POST', path: '/api/admin/imports/product', body: { ...product, brand: `Brand${NUL}` } },
  { name: 'import rows', role: 'admin', method: 'POST', path: '/api/admin/imports', body: { rows: [{ ...product, productName: NUL }] } },
  { name: 'import file cell', role: 'admin', method: 'POST', path: '/api/admin/imports/parse', form: csv(`Dress${NUL}`) },
  { name: 'retail search', role: 'admin', method: 'GET', path: '/api/admin/retail/search?keywords=%00' },
  { name: 'import job id', role: 'admin', method: 'GET', path: '/api/admin/imports/%00' },
  { name: 'analysis run ids', role: 'admin', method: 'POST', path: '/api/admin/ai/runs', body: { scope: 'selected', productIds: [NUL] } },
  { name: 'sign-up name with half an emoji', role: 'anonymous', method: 'POST', path: '/api/auth/sign-up/email', body: { name: 'Priya \uD83C Raman', email: 'priya.new@example.com', password: 'secret12' } },
  { name: 'contact name with a lone low surrogate', role: 'anonymous', method: 'POST', path: '/api/contact-messages', body: { ...contact, name: 'Ann \uDF3C' } },
  { name: 'add product name with half an emoji', role: 'admin', method: 'POST', path: '/api/admin/imports/product', body: { ...product, productName: 'Dress \uD83C' } },
  { name: 'diagnostics product', role: 'admin', method: 'POST', path: '/api/admin/diagnostics', body: { product: { ...product, productName: NUL } } },
]

describe.each(DIALECTS)('control characters in any input on %s', (dialect) => {
  let t: TestApp
  const jars: Partial<Record<Role, CookieJar>> = {}
  let tables: string[]

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' })
    jars.shopper = (await signUpAndVerify(t.app, t.config, 'shopper@example.com')).jar
    jars.admin = (await signInAdmin(t.app, t.config, t.accounts)).jar
    tables = (await appTables(t.database.db)).filter((name) => !BOOKKEEPING_TABLES.includes(name))
  })
  afterAll(async () => {
    await t.database.destroy()
  })

  function send(probe: Probe) {
    const headers: Record<string, string> = { origin: new URL(t.config.publicUrl).origin, 'x-forwarded-for': nextAddress() }
    const jar = probe.role === 'anonymous' ? undefined : jars[probe.role]
    if (jar) headers.cookie = jar.header()
    if (probe.body !== undefined) headers['content-type'] = 'application/json'
    const body = probe.form ?? (probe.body === undefined ? undefined : JSON.stringify(probe.body))
    return t.app.request(probe.path, { method: probe.method, headers, ...(body === undefined ? {} : { body }) })
  }

  it.each(PROBES)('refuses $name ($role) with a 400 and writes nothing', async (probe) => {
    const before = await tableHashes(t.database.db, tables)
    const res = await send(probe)
    expect(res.status).toBe(400)
    const after = await tableHashes(t.database.db, tables)
    expect(changedTables(before, after)).toEqual([])
  })

  it('says why, and treats a required field of control characters as empty', async () => {
    const res = await send(PROBES[2]!)
    expect(await res.json()).toMatchObject({
      error: { code: 'validation-failed', issues: [{ path: 'name', message: 'This field is empty: control characters do not count as text.' }] },
    })
    const mixed = await send(PROBES[3]!)
    expect(await mixed.json()).toMatchObject({
      error: { code: 'validation-failed', issues: [{ path: 'message', message: 'This field contains a character that is not allowed (U+0000).' }] },
    })
  })

  it('refuses them on page requests and form posts too, before any route', async () => {
    const page = await t.app.request('/dashboard?shape=%00')
    expect(page.status).toBe(400)
    expect(await page.text()).toBe('The request contains a character that is not allowed.')
    const form = await t.app.request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(t.config.publicUrl).origin },
      body: new URLSearchParams({ name: 'Ann\u0000', message: 'Hello' }).toString(),
    })
    expect(form.status).toBe(400)
    // Tab and line breaks are never part of a URL value.
    expect((await t.app.request('/api/products?q=a%0Ab')).status).toBe(400)
  })

  it('keeps tabs and line breaks where a field is multi-line, and has stored no control character anywhere', async () => {
    const ok = await send({ name: 'multi-line message', role: 'anonymous', method: 'POST', path: '/api/contact-messages', body: { ...contact, message: 'Line one\r\nLine two\twith a tab.' } })
    expect(ok.status).toBe(201)
    const stored = await t.database.db.selectFrom('contact_messages').select('message').execute()
    expect(stored.map((m) => m.message)).toContain('Line one\r\nLine two\twith a tab.')
    expect(await storedControlCharacters(t.database.db, tables)).toEqual([])
  })
})
