import { afterEach, describe, expect, it } from 'vitest'
import { WISHLIST_SHARE_MAX_LIVE, WISHLIST_SHARE_RATE_LIMIT } from '#core/catalog/wishlist-share.ts'
import { browserHeaders, type CookieJar, signUpAndVerify } from '#tests/support/accounts.ts'
import { insertCatalogue, seedLike } from '#tests/support/catalogue-fixtures.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Link = { id: string; url: string; displayName: string | null; createdAt: string }

describe.each(DIALECTS)('/api/wishlist-shares on %s', (dialect) => {
  let t: TestApp | undefined
  let clock = new Date('2026-12-02T10:00:00.000Z')
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })
  const start = async () => {
    clock = new Date('2026-12-02T10:00:00.000Z')
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true', PUBLIC_URL: 'https://styleblueprint.example' }, { clock: () => clock })
    return t
  }
  const create = (app: TestApp['app'], config: TestApp['config'], body: unknown, jar?: CookieJar) =>
    app.request('/api/wishlist-shares', { method: 'POST', headers: browserHeaders(config, jar), body: JSON.stringify(body) })
  const list = (app: TestApp['app'], config: TestApp['config'], jar?: CookieJar) => app.request('/api/wishlist-shares', { headers: browserHeaders(config, jar) })
  const revoke = (app: TestApp['app'], config: TestApp['config'], id: string, jar?: CookieJar) =>
    app.request(`/api/wishlist-shares/${id}`, { method: 'DELETE', headers: browserHeaders(config, jar) })

  it('is for signed-in shoppers only', async () => {
    const { app, config, database } = await start()
    expect((await create(app, config, {})).status).toBe(401)
    expect((await list(app, config)).status).toBe(401)
    expect((await revoke(app, config, 'A'.repeat(24))).status).toBe(401)
    expect(await database.db.selectFrom('wishlist_shares').select('id').execute()).toHaveLength(0)
  })

  it('she creates a link with an unguessable id and an opt-in name, lists and revokes it; nobody else can', async () => {
    const { app, config } = await start()
    const ana = await signUpAndVerify(app, config, 'ana@example.com')
    const bea = await signUpAndVerify(app, config, 'bea@example.com')
    const res = await create(app, config, { displayName: '  Ana  ' }, ana.jar)
    expect(res.status).toBe(201)
    const link = (await res.json()) as Link
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(link).toEqual({ id: link.id, url: `https://styleblueprint.example/wishlist/s/${link.id}`, displayName: 'Ana', createdAt: clock.toISOString() })
    clock = new Date(clock.getTime() + 60_000)
    const anonymous = (await (await create(app, config, {}, ana.jar)).json()) as Link
    expect(anonymous.displayName).toBeNull()

    expect(((await (await list(app, config, ana.jar)).json()) as { items: Link[] }).items.map((l) => l.id)).toEqual([anonymous.id, link.id])
    expect(((await (await list(app, config, bea.jar)).json()) as { items: Link[] }).items).toEqual([])

    expect((await revoke(app, config, link.id, bea.jar)).status).toBe(404)
    expect((await revoke(app, config, link.id, ana.jar)).status).toBe(204)
    expect((await revoke(app, config, link.id, ana.jar)).status).toBe(404)
    expect(((await (await list(app, config, ana.jar)).json()) as { items: Link[] }).items.map((l) => l.id)).toEqual([anonymous.id])
  })

  it('refuses bad names, unknown fields and malformed ids', async () => {
    const { app, config } = await start()
    const ana = await signUpAndVerify(app, config, 'ana@example.com')
    for (const body of [{ displayName: 'x'.repeat(200) }, { displayName: 'https://evil.example' }, { displayName: 3 }, { email: 'a@b.c' }, []]) {
      expect((await create(app, config, body, ana.jar)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await revoke(app, config, 'short', ana.jar)).status).toBe(400)
  })

  it('bounds her live links, and counts revoked ones against the hourly limit', async () => {
    const { app, config } = await start()
    const ana = await signUpAndVerify(app, config, 'ana@example.com')
    const made: Link[] = []
    for (let i = 0; i < WISHLIST_SHARE_MAX_LIVE; i++) made.push((await (await create(app, config, {}, ana.jar)).json()) as Link)
    expect((await create(app, config, {}, ana.jar)).status).toBe(409)
    // Revoking frees a live slot, until the hour's creations run out.
    let created = WISHLIST_SHARE_MAX_LIVE
    while (created < WISHLIST_SHARE_RATE_LIMIT.max) {
      expect((await revoke(app, config, made.pop()!.id, ana.jar)).status).toBe(204)
      const res = await create(app, config, {}, ana.jar)
      expect(res.status).toBe(201)
      made.push((await res.json()) as Link)
      created++
    }
    expect((await revoke(app, config, made.pop()!.id, ana.jar)).status).toBe(204)
    const limited = await create(app, config, {}, ana.jar)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe(String(WISHLIST_SHARE_RATE_LIMIT.windowMinutes * 60))
    clock = new Date(clock.getTime() + WISHLIST_SHARE_RATE_LIMIT.windowMinutes * 60_000 + 1000)
    expect((await create(app, config, {}, ana.jar)).status).toBe(201)
  })

  it('the page shows her favourites as they are when opened, and nothing once revoked', async () => {
    const { app, config, database, pages } = await start()
    await insertCatalogue(database.db, [seedLike(0, { id: 'linen-shirt', name: 'Linen shirt' }), seedLike(1, { id: 'wrap-dress', name: 'Wrap dress' })])
    const ana = await signUpAndVerify(app, config, 'ana@example.com')
    const fav = (id: string) => app.request(`/api/favourites/${id}`, { method: 'PUT', headers: browserHeaders(config, ana.jar) })
    expect((await fav('linen-shirt')).status).toBe(204)
    const link = (await (await create(app, config, { displayName: 'Ana' }, ana.jar)).json()) as Link
    const shares = pages.wishlistShares
    const view = await shares.view(link.id)
    expect(view?.displayName).toBe('Ana')
    expect(view?.pieces.map((p) => p.name)).toEqual(['Linen shirt'])
    expect(Object.keys(view!.pieces[0]!).sort()).toEqual(['brand', 'currency', 'id', 'imageUrl', 'name', 'price'])
    expect(JSON.stringify(view)).not.toContain('ana@example.com')
    expect((await fav('wrap-dress')).status).toBe(204)
    expect((await shares.view(link.id))?.pieces.map((p) => p.id).sort()).toEqual(['linen-shirt', 'wrap-dress'])
    expect((await revoke(app, config, link.id, ana.jar)).status).toBe(204)
    expect(await shares.view(link.id)).toBeNull()
  })
})
