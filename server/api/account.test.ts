import { afterEach, describe, expect, it } from 'vitest'
import { findAccountProfile } from '#tests/support/stored-rows.ts'
import { browserHeaders, CookieJar, nextAddress, postJson, signUpAndVerify } from '#tests/support/accounts.ts'
import { insertCatalogue, seedLike, userIdByEmail } from '#tests/support/catalogue-fixtures.ts'
import { readOutbox, waitForMail } from '#tests/support/outbox.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type Ctx = Awaited<ReturnType<typeof createTestApp>>

const PROFILE = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'], measurements: { waist: 27 }, colorSeason: 'soft-autumn', colorSeasonConfidence: 0.36, colorSeasonRunnerUp: 'soft-summer', undertones: 'warm', skinTone: 'medium' }

describe.each(DIALECTS)('the account: export, deletion, name, e-mail and password on %s', (dialect) => {
  let ctx: Ctx | undefined
  afterEach(async () => {
    await ctx?.database.destroy()
    ctx = undefined
  })
  const start = async () => (ctx = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }))

  const getJson = (c: Ctx, path: string, jar?: CookieJar) => c.app.request(path, { headers: browserHeaders(c.config, jar) })
  const send = (c: Ctx, method: string, path: string, jar: CookieJar, body?: unknown, address?: string) =>
    c.app.request(path, { method, headers: browserHeaders(c.config, jar, address), ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  const session = async (c: Ctx, jar: CookieJar) => (await (await c.app.request('/api/auth/get-session', { headers: { cookie: jar.header() } })).json()) as { user: { email: string; name: string } } | null

  /** A shopper with a saved profile, a favourite, a click, a contact message and a newsletter sign-up. */
  async function shopperWithData(c: Ctx, email: string, productId: string) {
    const { jar, address } = await signUpAndVerify(c.app, c.config, email, 'Linen-Saffron-Tide-42', 'Ada Lovelace')
    expect((await send(c, 'PUT', '/api/style-profile', jar, { profile: PROFILE })).status).toBe(200)
    expect((await send(c, 'PUT', `/api/favourites/${productId}`, jar)).status).toBe(204)
    expect((await c.app.request(`/go/${productId}?source=dashboard`, { headers: { cookie: jar.header() } })).status).toBe(302)
    const contact = await send(c, 'POST', '/api/contact-messages', jar, { name: 'Ada', email, subject: 'Palette', category: 'styling', message: 'Is olive in my palette?' }, address)
    expect(contact.status).toBe(201)
    const newsletter = await send(c, 'POST', '/api/newsletter-signups', jar, { email, consent: true }, address)
    expect(newsletter.status, await newsletter.clone().text()).toBeLessThan(300)
    const share = await send(c, 'POST', '/api/blueprint-shares', jar, { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }, address)
    expect(share.status, await share.clone().text()).toBeLessThan(300)
    const wishlist = await send(c, 'POST', '/api/wishlist-shares', jar, { displayName: email.startsWith('ada') ? 'Ada' : 'Bob' }, address)
    expect(wishlist.status, await wishlist.clone().text()).toBe(201)
    const signal = await send(c, 'POST', '/api/signals', jar, { signals: [{ kind: 'reject', ref: productId, at: Date.now() - 1000, reason: 'colour' }] }, address)
    expect(signal.status, await signal.clone().text()).toBe(200)
    return { jar, address, userId: await userIdByEmail(c.database.db, email) }
  }

  it('refuses visitors', async () => {
    const c = await start()
    const res = await getJson(c, '/api/account/export')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: { code: 'unauthenticated' } })
    const del = await postJson(c.app, c.config, '/api/auth/delete-user', { password: 'Linen-Saffron-Tide-42' })
    expect(del.status).toBe(401)
  })

  it('"Download my data" hands over everything stored about her, and nothing of anyone else or any secret', async () => {
    const c = await start()
    await insertCatalogue(c.database.db, [seedLike(0, { id: 'p-1' }), seedLike(1, { id: 'p-2' })])
    const ada = await shopperWithData(c, 'ada@example.com', 'p-1')
    await shopperWithData(c, 'bob@example.com', 'p-2')

    const res = await getJson(c, '/api/account/export', ada.jar)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="styleblueprint-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const text = await res.text()
    const data = JSON.parse(text) as Record<string, any>
    expect(data).toMatchObject({
      format: 'styleblueprint-personal-data',
      account: { email: 'ada@example.com', name: 'Ada Lovelace', emailVerified: true, role: 'shopper' },
      signInMethods: [{ provider: 'email-and-password', hasPassword: true }],
      profile: { email: 'ada@example.com', fullName: 'Ada Lovelace', bodyType: 'pear', skinTone: 'warm', stylePreferences: ['classic', 'romantic'] },
      styleProfile: { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'], measurements: { waist: 27 }, colorSeason: 'soft-autumn', colorSeasonConfidence: 0.36, colorSeasonRunnerUp: 'soft-summer', undertones: 'warm', skinTone: 'medium' },
      favourites: [{ productId: 'p-1' }],
      retailerClicks: [{ productId: 'p-1', source: 'dashboard' }],
      learning: { signals: [{ kind: 'reject', ref: 'p-1', reason: 'colour' }] },
      contactMessages: [{ email: 'ada@example.com', subject: 'Palette', message: 'Is olive in my palette?' }],
      newsletterSignup: { email: 'ada@example.com' },
      sharedBlueprintLinks: [{ choices: { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] } }],
    })
    expect(data.sharedWishlistLinks).toEqual([{ id: expect.any(String), displayName: 'Ada', createdAt: expect.any(String) }])
    expect(data.sessions).toEqual([expect.objectContaining({ current: true, createdAt: expect.any(String), expiresAt: expect.any(String) })])
    expect(data.sessions[0].id).toBeUndefined()
    expect(data.adminActivity).toBeUndefined()
    // Nothing of Bob's, and no secret: no password hash, no session token.
    expect(text).not.toContain('bob@example.com')
    expect(text).not.toContain('p-2')
    const secrets = await c.database.db.selectFrom('sessions').select('token').execute()
    const hash = await c.database.db.selectFrom('auth_accounts').select('password').where('user_id', '=', ada.userId).executeTakeFirstOrThrow()
    for (const s of secrets) expect(text).not.toContain(s.token)
    expect(text).not.toContain(hash.password!)
    expect(text).not.toContain('"token"')
    expect(text).not.toContain('"password"')
  })

  it('"Delete my account": a wrong or missing password changes nothing; the right one removes her data, keeps anonymous clicks, and signs her out', async () => {
    const c = await start()
    await insertCatalogue(c.database.db, [seedLike(0, { id: 'p-1' }), seedLike(1, { id: 'p-2' })])
    const ada = await shopperWithData(c, 'ada@example.com', 'p-1')
    const bob = await shopperWithData(c, 'bob@example.com', 'p-2')
    const count = async (table: 'favourites' | 'style_profiles' | 'contact_messages' | 'user_profiles' | 'sessions' | 'shopper_signals', userId: string) =>
      (await c.database.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length

    const wrong = await send(c, 'POST', '/api/auth/delete-user', ada.jar, { password: 'not-it' }, nextAddress())
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' })
    // A fresh session alone is not enough for an account with a password.
    const none = await send(c, 'POST', '/api/auth/delete-user', ada.jar, {}, nextAddress())
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter your current password' })
    expect(await count('favourites', ada.userId)).toBe(1)

    const deleted = await send(c, 'POST', '/api/auth/delete-user', ada.jar, { password: 'Linen-Saffron-Tide-42' }, nextAddress())
    expect(deleted.status, await deleted.clone().text()).toBe(200)
    ada.jar.store(deleted)
    expect(await session(c, ada.jar)).toBeNull()

    const db = c.database.db
    expect(await db.selectFrom('users').select('id').where('id', '=', ada.userId).execute()).toEqual([])
    for (const table of ['favourites', 'style_profiles', 'contact_messages', 'user_profiles', 'sessions', 'shopper_signals'] as const) {
      expect(await count(table, ada.userId), table).toBe(0)
      expect(await count(table, bob.userId), `bob's ${table}`).toBeGreaterThan(0)
    }
    expect(await db.selectFrom('auth_accounts').select('id').where('user_id', '=', ada.userId).execute()).toEqual([])
    const newsletter = await db.selectFrom('newsletter_signups').select('email').execute()
    expect(newsletter.map((r) => r.email)).toEqual(['bob@example.com'])
    // Her click is kept as an anonymous count; Bob's still names him.
    const clicks = await db.selectFrom('click_events').select(['product_id', 'user_id']).orderBy('product_id').execute()
    expect(clicks).toEqual([
      { product_id: 'p-1', user_id: null },
      { product_id: 'p-2', user_id: bob.userId },
    ])

    const { mail } = await waitForMail(c.config.dataDir, 'ada@example.com', /Your StyleBlueprint account is deleted/).catch(() => ({ mail: null }))
    expect(mail?.text, 'the account-deleted e-mail').toContain('anonymous click counts')
    const again = await postJson(c.app, c.config, '/api/auth/sign-in/email', { email: 'ada@example.com', password: 'Linen-Saffron-Tide-42' }, undefined, nextAddress())
    expect(again.status).toBe(401)
  })

  it('an account without a password confirms by typing its address; administrators cannot delete themselves here', async () => {
    const c = await start()
    const { jar } = await signUpAndVerify(c.app, c.config, 'gina@example.com')
    const userId = await userIdByEmail(c.database.db, 'gina@example.com')
    // As a Google-only account would be: no credential (password) sign-in method.
    await c.database.db.deleteFrom('auth_accounts').where('user_id', '=', userId).execute()
    const mismatch = await send(c, 'POST', '/api/auth/delete-user', jar, { confirmEmail: 'someone@example.com' }, nextAddress())
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({ message: 'Please type your email address exactly as shown to confirm.' })
    const ok = await send(c, 'POST', '/api/auth/delete-user', jar, { confirmEmail: ' Gina@Example.com ' }, nextAddress())
    expect(ok.status, await ok.clone().text()).toBe(200)
    expect(await c.database.db.selectFrom('users').select('id').where('id', '=', userId).execute()).toEqual([])

    const created = await c.accounts.admin.createAdmin({ email: 'boss@example.com', name: 'Boss', password: 'Tailor#2026' })
    expect(created.ok).toBe(true)
    const adminJar = new CookieJar()
    expect((await postJson(c.app, c.config, '/api/auth/sign-in/email', { email: 'boss@example.com', password: 'Tailor#2026' }, adminJar, nextAddress())).status).toBe(200)
    const refused = await send(c, 'POST', '/api/auth/delete-user', adminJar, { password: 'Tailor#2026' }, nextAddress())
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'ADMIN_ACCOUNT' })
  })

  it('changes the name (only the name), and keeps the profile row in step', async () => {
    const c = await start()
    const { jar } = await signUpAndVerify(c.app, c.config, 'ada@example.com')
    const userId = await userIdByEmail(c.database.db, 'ada@example.com')
    const renamed = await send(c, 'POST', '/api/auth/update-user', jar, { name: '  Ada King  ' }, nextAddress())
    expect(renamed.status, await renamed.clone().text()).toBe(200)
    expect((await session(c, jar))?.user.name).toBe('Ada King')
    expect((await findAccountProfile(c.database.db, userId))?.full_name).toBe('Ada King')

    const blank = await send(c, 'POST', '/api/auth/update-user', jar, { name: '   ' }, nextAddress())
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ message: 'Full name is required' })
    for (const body of [{ name: 'Ada', image: 'https://evil.example/x.png' }, { name: 'Ada', role: 'admin' }, { email: 'x@example.com' }]) {
      const res = await send(c, 'POST', '/api/auth/update-user', jar, body, nextAddress())
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    const row = await c.database.db.selectFrom('users').select(['name', 'role', 'image']).where('id', '=', userId).executeTakeFirstOrThrow()
    expect(row).toEqual({ name: 'Ada King', role: 'shopper', image: null })
  })

  it('changes the e-mail only through the link sent to the new address, and tells the old one', async () => {
    const c = await start()
    const { jar } = await signUpAndVerify(c.app, c.config, 'ada@example.com')
    await signUpAndVerify(c.app, c.config, 'taken@example.com')
    const userId = await userIdByEmail(c.database.db, 'ada@example.com')

    const invalid = await send(c, 'POST', '/api/auth/change-email', jar, { newEmail: 'nope' }, nextAddress())
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ message: 'Please enter a valid email address' })

    const asked = await send(c, 'POST', '/api/auth/change-email', jar, { newEmail: 'Ada.New@Example.com', callbackURL: '/account?emailChanged=1' }, nextAddress())
    expect(asked.status, await asked.clone().text()).toBe(200)
    // Nothing changes until the link is opened.
    expect((await session(c, jar))?.user.email).toBe('ada@example.com')
    const notice = await waitForMail(c.config.dataDir, 'ada@example.com', /is being changed/)
    expect(notice.mail.text).toContain('ada.new@example.com')
    const { link } = await waitForMail(c.config.dataDir, 'ada.new@example.com', /Confirm your new StyleBlueprint email address/)
    expect(link.startsWith(`${c.config.publicUrl}/api/auth/verify-email?token=`)).toBe(true)

    const url = new URL(link)
    const opened = await c.app.request(url.pathname + url.search, { headers: { cookie: jar.header() } })
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe('/account?emailChanged=1')
    jar.store(opened)
    expect((await session(c, jar))?.user.email).toBe('ada.new@example.com')
    const user = await c.database.db.selectFrom('users').select(['email', 'email_verified']).where('id', '=', userId).executeTakeFirstOrThrow()
    expect(user.email).toBe('ada.new@example.com')
    expect(Boolean(user.email_verified)).toBe(true)
    expect((await findAccountProfile(c.database.db, userId))?.email).toBe('ada.new@example.com')
    const signIn = await postJson(c.app, c.config, '/api/auth/sign-in/email', { email: 'ada.new@example.com', password: 'Linen-Saffron-Tide-42' }, undefined, nextAddress())
    expect(signIn.status).toBe(200)

    // An address that belongs to another account gets the same answer and no mail (no account is revealed).
    const before = (await readOutbox(c.config.dataDir)).length
    const taken = await send(c, 'POST', '/api/auth/change-email', jar, { newEmail: 'taken@example.com' }, nextAddress())
    expect(taken.status).toBe(200)
    const after = await readOutbox(c.config.dataDir)
    expect(after.slice(before).some((m) => JSON.stringify(m.to).includes('taken@example.com'))).toBe(false)
  })

  it('changes the password only with the current one, signs other devices out, and says so by e-mail', async () => {
    const c = await start()
    const { jar } = await signUpAndVerify(c.app, c.config, 'ada@example.com')
    const other = new CookieJar()
    expect((await postJson(c.app, c.config, '/api/auth/sign-in/email', { email: 'ada@example.com', password: 'Linen-Saffron-Tide-42' }, other, nextAddress())).status).toBe(200)

    const wrong = await send(c, 'POST', '/api/auth/change-password', jar, { currentPassword: 'guess1', newPassword: 'Maple-Lantern-Echo-55', revokeOtherSessions: true }, nextAddress())
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' })
    const short = await send(c, 'POST', '/api/auth/change-password', jar, { currentPassword: 'Linen-Saffron-Tide-42', newPassword: 'abc', revokeOtherSessions: true }, nextAddress())
    expect(short.status).toBe(400)
    expect(await short.json()).toMatchObject({ message: 'Password must be at least 6 characters long' })

    const guessables: Array<[string, string]> = [
      ['qwerty123', 'This is a commonly used password.'],
      // Her name, from her session: someone else could choose it.
      ['TestShopper2026', 'It contains your name, your email address or the name of this site.'],
    ]
    for (const [newPassword, warning] of guessables) {
      const guessable = await send(c, 'POST', '/api/auth/change-password', jar, { currentPassword: 'Linen-Saffron-Tide-42', newPassword, revokeOtherSessions: true }, nextAddress())
      expect(guessable.status, newPassword).toBe(400)
      expect(await guessable.json(), newPassword).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(new RegExp(`^This password is too easy to guess\\. ${warning.replace(/[.,]/g, '\\$&')} \\S`)) })
    }
    expect((await postJson(c.app, c.config, '/api/auth/sign-in/email', { email: 'ada@example.com', password: 'qwerty123' }, undefined, nextAddress())).status).toBe(401)

    const changed = await send(c, 'POST', '/api/auth/change-password', jar, { currentPassword: 'Linen-Saffron-Tide-42', newPassword: 'Maple-Lantern-Echo-55', revokeOtherSessions: true }, nextAddress())
    expect(changed.status, await changed.clone().text()).toBe(200)
    jar.store(changed)
    expect(await session(c, jar)).not.toBeNull()
    expect(await session(c, other)).toBeNull()
    const { mail } = await waitForMail(c.config.dataDir, 'ada@example.com', /Your StyleBlueprint password was changed/)
    expect(mail.html).toContain('Your password was changed')
    expect((await postJson(c.app, c.config, '/api/auth/sign-in/email', { email: 'ada@example.com', password: 'Linen-Saffron-Tide-42' }, undefined, nextAddress())).status).toBe(401)
    expect((await postJson(c.app, c.config, '/api/auth/sign-in/email', { email: 'ada@example.com', password: 'Maple-Lantern-Echo-55' }, undefined, nextAddress())).status).toBe(200)
  })
})
