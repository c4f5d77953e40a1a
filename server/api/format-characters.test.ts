import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserHeaders, type CookieJar, nextAddress, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { appTables, BOOKKEEPING_TABLES, storedFormatCharacters } from '#tests/support/db-snapshot.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

// The probe of issue 25: a right-to-left override and a zero-width space in an account name,
// and a signal whose ref starts with an override, were stored. Names shown in e-mails and in
// the back office could be spoofed with them (docs/decisions/040-format-characters-by-kind-of-text.md).
const RLO = '\u202E'
const ZWSP = '\u200B'
const FAMILY = '👩‍👩‍👧'

describe.each(DIALECTS)('invisible and direction characters, as the probe sent them, on %s', (dialect) => {
  let t: TestApp
  let shopper: CookieJar
  let admin: CookieJar
  let userId: string

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' })
    shopper = (await signUpAndVerify(t.app, t.config, 'ada@example.com', undefined, 'Ada Lovelace')).jar
    admin = (await signInAdmin(t.app, t.config, t.accounts)).jar
    userId = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'ada@example.com').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    await t.database.destroy()
  })

  const send = (path: string, body: unknown, jar?: CookieJar, method = 'POST') =>
    t.app.request(path, { method, headers: browserHeaders(t.config, jar, nextAddress()), body: JSON.stringify(body) })
  const storedName = async () => {
    const user = await t.database.db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirstOrThrow()
    const profile = await t.database.db.selectFrom('user_profiles').select('full_name').where('user_id', '=', userId).executeTakeFirstOrThrow()
    return [user.name, profile.full_name]
  }

  it('refuses an override or a zero-width space in the account name, and keeps a family emoji whole', async () => {
    const override = await send('/api/auth/update-user', { name: `Ada ${RLO}ecalevoL` }, shopper)
    expect(override.status).toBe(400)
    expect(await override.json()).toMatchObject({ error: { code: 'validation-failed', issues: [{ path: 'name', message: expect.stringContaining('U+202E') }] } })

    // A joiner between Latin letters joins nothing, in a name as in prose: the check before any route refuses it.
    const joiner = await send('/api/auth/update-user', { name: 'An\u200Dna' }, shopper)
    expect(await joiner.json()).toMatchObject({ error: { issues: [{ path: 'name', message: expect.stringContaining('U+200D') }] } })
    // What prose may carry, a name may not: the name's own rule refuses it.
    for (const name of [`Ada${ZWSP} Lovelace`, '\u200E Ada', '\u00ADAda']) {
      const res = await send('/api/auth/update-user', { name }, shopper)
      expect(res.status, JSON.stringify(name)).toBe(400)
      expect(await res.json()).toMatchObject({ message: 'Full name cannot contain invisible or text-direction characters: please retype it' })
    }
    const invisible = await send('/api/auth/update-user', { name: `${ZWSP}${ZWSP}` }, shopper)
    expect(await invisible.json()).toMatchObject({ message: 'Full name is required' })
    expect(await storedName()).toEqual(['Ada Lovelace', 'Ada Lovelace'])

    const family = await send('/api/auth/update-user', { name: `Ada ${FAMILY} Lovelace` }, shopper)
    expect(family.status).toBe(200)
    expect(await storedName()).toEqual([`Ada ${FAMILY} Lovelace`, `Ada ${FAMILY} Lovelace`])
  })

  it('refuses them in the name of a new account', async () => {
    for (const name of [`Eve ${RLO}lin`, `Eve${ZWSP}`]) {
      const res = await send('/api/auth/sign-up/email', { name, email: 'eve@example.com', password: 'Quartz-Harbor-Lantern-58', callbackURL: '/login?verified=1' })
      expect(res.status, JSON.stringify(name)).toBe(400)
    }
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'eve@example.com').execute()).toEqual([])
  })

  it("refuses a signal's ref with an override or any invisible character", async () => {
    for (const ref of [`${RLO}evil`, `sample-1${ZWSP}`, 'colour:\u2066navy\u2069']) {
      const res = await send('/api/signals', { signals: [{ kind: 'save', ref, at: Date.now() }] }, shopper)
      expect(res.status, JSON.stringify(ref)).toBe(400)
      const merged = await send('/api/signals/merge', { signals: [{ kind: 'click', ref, at: Date.now() }] }, shopper)
      expect(merged.status, JSON.stringify(ref)).toBe(400)
    }
    expect(await t.database.db.selectFrom('shopper_signals').selectAll().execute()).toEqual([])
  })

  it('keeps what prose may carry in a message, and refuses invisible characters in the name beside it', async () => {
    const contact = { name: 'Dana Cohen', email: 'dana@example.com', subject: 'Hello', message: `שלום\u200F (hello) — extra\u00ADordinary ${FAMILY}` }
    const prose = await send('/api/contact-messages', contact)
    expect(prose.status).toBe(201)
    const stored = await t.database.db.selectFrom('contact_messages').select('message').where('email', '=', 'dana@example.com').executeTakeFirstOrThrow()
    expect(stored.message).toBe(contact.message)
    const named = await send('/api/contact-messages', { ...contact, name: `Dana${ZWSP}` })
    expect(named.status).toBe(400)
    expect(await named.json()).toMatchObject({ error: { issues: [{ path: 'name', message: 'Remove the invisible or text-direction character from this field.' }] } })
    const overridden = await send('/api/contact-messages', { ...contact, message: `Refund me ${RLO}0001 dollars please` })
    expect(overridden.status).toBe(400)
  })

  it('refuses them in a URL and in what the back-office login writes to its activity log', async () => {
    expect((await t.app.request('/api/products?q=dress%E2%80%AE')).status).toBe(400)
    expect((await t.app.request(`/api/products/${encodeURIComponent(`x${ZWSP}`)}`)).status).toBe(400)
    // A family emoji is a fine search.
    expect((await t.app.request(`/api/products?q=${encodeURIComponent(FAMILY)}`)).status).toBe(200)

    const login = await send('/api/admin-auth/login', { username: `admin${ZWSP}@example.com`, password: 'x' })
    expect(login.status).toBe(400)
    expect(await login.json()).toMatchObject({ error: { message: 'The username is your administrator email address, without invisible or text-direction characters.' } })
    const logged = await t.database.db.selectFrom('admin_activity_log').select('username').execute()
    expect(logged.map((r) => r.username).filter((u) => u?.includes(ZWSP))).toEqual([])
  })

  it('refuses them in a cell of an uploaded import file, naming the row', async () => {
    const form = new FormData()
    form.set('file', new File([`Product Name,Affiliate Link,Image URL\nWrap ${RLO}sserD,https://www.amazon.com/dp/B0FORMAT01,https://m.media-amazon.com/images/I/f.jpg\n`], 'products.csv', { type: 'text/csv' }))
    const res = await t.app.request('/api/admin/imports/parse', { method: 'POST', headers: { origin: new URL(t.config.publicUrl).origin, cookie: admin.header() }, body: form })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      error: { message: 'Row 1: the product name contains an invisible or text-direction character (U+202E). Remove it from the file and upload it again.' },
    })
  })

  it('has stored no override, isolate or stray invisible character anywhere', async () => {
    const tables = (await appTables(t.database.db)).filter((name) => !BOOKKEEPING_TABLES.includes(name))
    expect(await storedFormatCharacters(t.database.db, tables)).toEqual([])
    // The check can fail: it finds what the probe used to store.
    await t.database.db.updateTable('users').set({ name: `${RLO}evil` }).where('id', '=', userId).execute()
    expect((await storedFormatCharacters(t.database.db, tables)).map((f) => f.table)).toEqual(['users'])
  })
})
