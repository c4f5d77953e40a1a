import { afterEach, describe, expect, it } from 'vitest'
import { SHARE_RATE_LIMIT } from '#core/profile/blueprint-share.ts'
import { findLiveBlueprintShare } from '#db/repositories/blueprint-shares-repository.ts'
import { browserHeaders, type CookieJar, nextAddress, signUpAndVerify } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const CHOICES = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] }

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

describe.each(DIALECTS)('/api/blueprint-shares on %s', (dialect) => {
  let t: TestApp | undefined
  let clock = new Date('2026-11-26T10:00:00.000Z')
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })
  const start = async () => {
    clock = new Date('2026-11-26T10:00:00.000Z')
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true', PUBLIC_URL: 'https://styleblueprint.example' }, { clock: () => clock })
    return t
  }

  const create = (app: TestApp['app'], config: TestApp['config'], body: unknown, jar?: CookieJar, address = '203.0.113.7') =>
    app.request('/api/blueprint-shares', { method: 'POST', headers: browserHeaders(config, jar, address), body: JSON.stringify(body) })
  const revoke = (app: TestApp['app'], config: TestApp['config'], id: string, body?: unknown, jar?: CookieJar) =>
    app.request(`/api/blueprint-shares/${id}`, { method: 'DELETE', headers: browserHeaders(config, jar), ...(body ? { body: JSON.stringify(body) } : {}) })

  it('a visitor creates a link with an unguessable id and a revocation token kept only as a hash', async () => {
    const { app, config, database } = await start()
    const res = await create(app, config, { ...CHOICES, firstName: 'Anna' })
    expect(res.status).toBe(201)
    const share = (await res.json()) as { id: string; url: string; revokeToken: string; firstName: string; choices: unknown; createdAt: string }
    expect(share.id).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(share.url).toBe(`https://styleblueprint.example/blueprint/s/${share.id}`)
    expect(share.revokeToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(share).toMatchObject({ choices: CHOICES, firstName: 'Anna', createdAt: clock.toISOString() })

    const row = await database.db.selectFrom('blueprint_shares').selectAll().executeTakeFirstOrThrow()
    expect(row.user_id).toBeNull()
    expect(row.revoke_token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(share.revokeToken)
  })

  it('keeps her colour season with the link, only as one of the twelve', async () => {
    const { app, config, database } = await start()
    const res = await create(app, config, { ...CHOICES, colorSeason: 'soft-autumn' })
    expect(res.status).toBe(201)
    const share = (await res.json()) as { id: string; choices: unknown }
    expect(share.choices).toEqual({ ...CHOICES, colorSeason: 'soft-autumn' })
    expect(await database.db.selectFrom('blueprint_shares').select('color_season').executeTakeFirstOrThrow()).toEqual({ color_season: 'soft-autumn' })
    // What the shared page and its card are drawn from.
    expect((await findLiveBlueprintShare(database.db, share.id))?.choices).toEqual({ ...CHOICES, colorSeason: 'soft-autumn' })
    expect((await app.request(`/blueprint/s/${share.id}/card.png`)).status).toBe(200)
    for (const colorSeason of ['autumn', 'Soft Autumn', 'soft_autumn']) {
      const bad = await create(app, config, { ...CHOICES, colorSeason }, undefined, nextAddress())
      expect(bad.status, colorSeason).toBe(400)
    }
    expect(await database.db.selectFrom('blueprint_shares').select('id').execute()).toHaveLength(1)
  })

  it('keeps the runner-up beside her season, and refuses one without a season or equal to it', async () => {
    const { app, config, database } = await start()
    const withRunnerUp = { ...CHOICES, colorSeason: 'soft-autumn', colorSeasonRunnerUp: 'soft-summer' }
    const res = await create(app, config, withRunnerUp)
    expect(res.status).toBe(201)
    const share = (await res.json()) as { id: string; choices: unknown }
    expect(share.choices).toEqual(withRunnerUp)
    expect((await findLiveBlueprintShare(database.db, share.id))?.choices).toEqual(withRunnerUp)
    for (const bad of [{ ...CHOICES, colorSeasonRunnerUp: 'soft-summer' }, { ...CHOICES, colorSeason: 'soft-autumn', colorSeasonRunnerUp: 'soft-autumn' }]) {
      expect((await create(app, config, bad, undefined, nextAddress())).status).toBe(400)
    }
  })

  it('ids do not repeat', async () => {
    const { app, config } = await start()
    const ids = new Set<string>()
    for (let i = 0; i < SHARE_RATE_LIMIT.max; i++) {
      const res = await create(app, config, CHOICES, undefined, nextAddress())
      ids.add(((await res.json()) as { id: string }).id)
    }
    expect(ids.size).toBe(SHARE_RATE_LIMIT.max)
  })

  it('refuses anything beyond the three answers and a first name, storing nothing', async () => {
    const { app, config, database } = await start()
    for (const body of [
      { ...CHOICES, measurements: { bust: 36, waist: 27, hips: 38 } },
      { ...CHOICES, email: 'anna@example.com' },
      { ...CHOICES, firstName: '<img src=x>' },
      { ...CHOICES, stylePreferences: [] },
      { bodyShape: 'hourglass' },
    ]) {
      const res = await create(app, config, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: 'validation-failed' } })
    }
    expect(await database.db.selectFrom('blueprint_shares').selectAll().execute()).toEqual([])
  })

  it('says what is wrong with a first name in one message, the one the share dialog shows', async () => {
    const { app, config } = await start()
    for (const [firstName, message] of [
      ['A'.repeat(52), 'Use at most 40 characters (this name has 52).'],
      ['  ', 'Enter your first name, or untick "Show my first name".'],
      ['Anna 🌼', 'Use letters only, like Anna, Mary-Jane or 李娜.'],
    ] as const) {
      const res = await create(app, config, { ...CHOICES, firstName })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { issues: Array<{ path: string; message: string }> } }).error.issues).toEqual([{ path: 'firstName', message }])
    }
  })

  it('refuses another site’s page', async () => {
    const { app } = await start()
    const res = await app.request('/api/blueprint-shares', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(CHOICES),
    })
    expect(res.status).toBe(403)
  })

  it('the creating browser revokes with its token; a wrong token or a second try is a 404', async () => {
    const { app, config } = await start()
    const share = (await (await create(app, config, CHOICES)).json()) as { id: string; revokeToken: string }
    const other = 'A'.repeat(43)
    expect((await revoke(app, config, share.id, { revokeToken: other })).status).toBe(404)
    expect((await revoke(app, config, share.id)).status).toBe(404)
    expect((await app.request(`/blueprint/s/${share.id}/card.png`)).status).toBe(200)

    expect((await revoke(app, config, share.id, { revokeToken: share.revokeToken })).status).toBe(204)
    expect((await revoke(app, config, share.id, { revokeToken: share.revokeToken })).status).toBe(404)
    expect((await app.request(`/blueprint/s/${share.id}/card.png`)).status).toBe(404)
    expect((await revoke(app, config, 'not-an-id', { revokeToken: share.revokeToken })).status).toBe(400)
  })

  it('a signed-in shopper owns her links: she lists and revokes them, nobody else can', async () => {
    const { app, config } = await start()
    const ana = await signUpAndVerify(app, config, 'ana@example.com')
    const bea = await signUpAndVerify(app, config, 'bea@example.com')
    const first = (await (await create(app, config, CHOICES, ana.jar)).json()) as { id: string }
    clock = new Date(clock.getTime() + 60_000)
    const second = (await (await create(app, config, { ...CHOICES, colorPalette: 'cool' }, ana.jar)).json()) as { id: string }
    await create(app, config, CHOICES, bea.jar)

    const list = async (jar?: CookieJar) => app.request('/api/blueprint-shares', { headers: browserHeaders(config, jar) })
    expect((await list()).status).toBe(401)
    const mine = (await (await list(ana.jar)).json()) as { items: Array<{ id: string; url: string }> }
    expect(mine.items.map((s) => s.id)).toEqual([second.id, first.id])
    expect(JSON.stringify(mine)).not.toContain('revokeToken')

    expect((await revoke(app, config, first.id, undefined, bea.jar)).status).toBe(404)
    expect((await revoke(app, config, first.id, undefined, ana.jar)).status).toBe(204)
    const after = (await (await list(ana.jar)).json()) as { items: Array<{ id: string }> }
    expect(after.items.map((s) => s.id)).toEqual([second.id])
  })

  it(`allows ${SHARE_RATE_LIMIT.max} links an hour per address, revoked ones counting, then 429 with Retry-After`, async () => {
    const { app, config } = await start()
    const address = '198.51.100.77'
    for (let i = 0; i < SHARE_RATE_LIMIT.max; i++) {
      const res = await create(app, config, CHOICES, undefined, address)
      expect(res.status).toBe(201)
      if (i === 0) {
        const { id, revokeToken } = (await res.json()) as { id: string; revokeToken: string }
        expect((await revoke(app, config, id, { revokeToken })).status).toBe(204)
      }
    }
    const refused = await create(app, config, CHOICES, undefined, address)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(SHARE_RATE_LIMIT.windowMinutes * 60))
    expect(await refused.json()).toMatchObject({ error: { code: 'rate-limited' } })
    // Another address is not affected, and the window moves on.
    expect((await create(app, config, CHOICES, undefined, '198.51.100.78')).status).toBe(201)
    clock = new Date(clock.getTime() + SHARE_RATE_LIMIT.windowMinutes * 60_000 + 1)
    expect((await create(app, config, CHOICES, undefined, address)).status).toBe(201)
  })

  it('serves a live link’s 1200x630 preview card, and 404 for an unknown or malformed id', async () => {
    const { app, config } = await start()
    const share = (await (await create(app, config, { ...CHOICES, firstName: 'Ольга' })).json()) as { id: string }
    const card = await app.request(`/blueprint/s/${share.id}/card.png`)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')
    expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 })
    // A Chinese or Korean name is drawn with its font subset, read only for such names.
    for (const firstName of ['李娜', '서연']) {
      const cjk = (await (await create(app, config, { ...CHOICES, firstName })).json()) as { id: string; firstName: string }
      expect(cjk.firstName).toBe(firstName)
      expect((await app.request(`/blueprint/s/${cjk.id}/card.png`)).status).toBe(200)
    }
    expect((await app.request(`/blueprint/s/${'x'.repeat(24)}/card.png`)).status).toBe(404)
    expect((await app.request('/blueprint/s/short/card.png')).status).toBe(404)
  })
})
