import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import type { RecommendationResponse } from '#core/recommendation/contract.ts'
import { listClickEventsForProduct } from '#tests/support/stored-rows.ts'
import { readGarment } from '#core/garment/read-garment.ts'
import { upsertReadAttributes } from '#db/repositories/product-attributes-repository.ts'
import { upsertStyleProfile } from '#db/repositories/style-profiles-repository.ts'
import { browserHeaders, type CookieJar, signUpAndVerify } from '#tests/support/accounts.ts'
import { insertCatalogue, seedLike, userIdByEmail } from '#tests/support/catalogue-fixtures.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type Ctx = Awaited<ReturnType<typeof createTestApp>>
type Err = { error: { code: string; message: string } }

const profile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] }

describe.each(DIALECTS)('recommendations, catalogue, favourites and /go on %s', (dialect) => {
  let ctx: Ctx | undefined
  afterEach(async () => {
    await ctx?.database.destroy()
    ctx = undefined
  })

  async function start() {
    ctx = await createTestApp(dialect)
    return ctx
  }

  const post = (c: Ctx, body: unknown, jar?: CookieJar) =>
    c.app.request('/api/recommendations', { method: 'POST', headers: browserHeaders(c.config, jar), body: JSON.stringify(body) })

  describe('GET /api/products', () => {
    it('filters by inclusive price range and searches name, brand and tags case-insensitively', async () => {
      const c = await start()
      await insertCatalogue(c.database.db, [
        seedLike(0, { id: 'p-cheap', price: 20, name: 'Plain Tee', brand: 'Acme', tags: ['cotton'] }),
        seedLike(1, { id: 'p-mid', price: 50, name: 'Linen Shirt', brand: 'Zed', tags: ['summer'] }),
        seedLike(2, { id: 'p-dear', price: 100, name: 'Wool Coat', brand: 'Linenworks', tags: ['outer'] }),
        seedLike(3, { id: 'p-tag', price: 75, name: 'Scarf', brand: 'Acme', tags: ['LINEN-blend', '100%_wool'] }),
      ])
      const ids = async (query: string) => {
        const res = await c.app.request(`/api/products?${query}`)
        expect(res.status).toBe(200)
        const body = (await res.json()) as { items: Array<{ id: string }>; total: number }
        return body.items.map((p) => p.id)
      }
      expect(await ids('minPrice=50&maxPrice=100')).toEqual(['p-mid', 'p-dear', 'p-tag'])
      expect(await ids('minPrice=50.01&maxPrice=99.99')).toEqual(['p-tag'])
      expect(await ids('q=linen')).toEqual(['p-mid', 'p-dear', 'p-tag'])
      expect(await ids('q=%25')).toEqual(['p-tag'])
      expect(await ids('q=_')).toEqual(['p-tag'])
      expect(await ids('q=L_nen')).toEqual([])
      expect(await ids('q=ACME&maxPrice=30')).toEqual(['p-cheap'])
    })

    it('answers bad parameters with 400', async () => {
      const c = await start()
      for (const q of ['minPrice=-1', 'maxPrice=abc', 'minPrice=10&maxPrice=5', `q=${'x'.repeat(101)}`, 'limit=0', 'category=hats']) {
        const res = await c.app.request(`/api/products?${q}`)
        expect(res.status, q).toBe(400)
        expect(((await res.json()) as Err).error.code).toBe('validation-failed')
      }
    })
  })

  describe('POST /api/recommendations', () => {
    it("returns the visitor profile's best matches with scores, breakdown, reasons and tailored figures", async () => {
      const c = await start()
      await insertCatalogue(c.database.db, SAMPLE_PRODUCTS)
      const res = await post(c, { profile })
      expect(res.status).toBe(200)
      const body = (await res.json()) as RecommendationResponse
      // Every product has read attributes, so the fit engine answers.
      expect(body.engine).toBe('dynamic')
      expect(body.degraded).toBe(false)
      expect(body.message).toBeNull()
      expect(body.items.length).toBeGreaterThan(0)
      expect(body.items.length).toBeLessThanOrEqual(12)
      const scores = body.items.map((i) => i.score)
      expect([...scores].sort((a, b) => b - a)).toEqual(scores)
      expect(new Set(scores).size).toBeGreaterThan(1)
      const top = body.items[0]!
      expect(top.reasons.length).toBeGreaterThan(0)
      expect(top.reasons.length).toBeLessThanOrEqual(3)
      expect(top.stylingTips.length).toBeLessThanOrEqual(3)
      expect(top.aiScore).toBeNull()
      for (const v of Object.values(top.breakdown)) expect(v).toBeGreaterThanOrEqual(0)
      const mean = Math.round(body.items.reduce((s, i) => s + i.breakdown.body, 0) / body.items.length)
      expect(body.tailored.body).toBe(mean)
      // The belted wrap dress in rust suits an hourglass, warm shopper's shape and colouring fully; a wrap is
      // romantic by the guide (its shop's "classic" tag does not count), so it meets one of her two styles.
      const wrap = body.items.find((i) => i.product.id === 'sample-belted-wrap-midi-dress')
      expect(wrap?.breakdown.color).toBe(100)
      expect(wrap!.breakdown.body).toBeGreaterThanOrEqual(90)
      expect(wrap!.breakdown.style).toBeGreaterThan(75)
      expect(wrap!.breakdown.style).toBeLessThan(100)
      expect(wrap?.reasons).toContain('The wrap waist marks the curves of your Hourglass shape')
      // A hat is never cut to flatter.
      const hat = body.items.find((i) => i.product.id === 'sample-wide-brim-wool-felt-hat')
      if (hat) expect(hat.reasons.join(' ')).not.toMatch(/flatter|shape/i)
      // The page mixes the categories.
      expect(new Set(body.items.map((i) => i.product.category)).size).toBeGreaterThanOrEqual(4)
    })

    it('filters on a style from the fit (the style tiles), and refuses an unknown style', async () => {
      const c = await start()
      await insertCatalogue(c.database.db, SAMPLE_PRODUCTS)
      // The wide-brim felt hat is bohemian by the guide; nothing else in the sample is.
      const bohemian = (await (await post(c, { profile, mode: 'all', style: 'bohemian', limit: 48 })).json()) as RecommendationResponse
      expect(bohemian.total).toBeGreaterThan(0)
      expect(bohemian.total).toBeLessThan(SAMPLE_PRODUCTS.length)
      expect(bohemian.items.every((i) => i.product.styles.includes('bohemian'))).toBe(true)
      expect((await post(c, { profile, mode: 'all', style: 'punk' })).status).toBe(400)
    })

    it('filters by category and season, pages, and ranks every product in "all" mode', async () => {
      const c = await start()
      await insertCatalogue(c.database.db, SAMPLE_PRODUCTS)
      const dresses = (await (await post(c, { profile, category: 'dresses', mode: 'all' })).json()) as RecommendationResponse
      expect(dresses.items.every((i) => i.product.category === 'dresses')).toBe(true)
      expect(dresses.total).toBe(SAMPLE_PRODUCTS.filter((p) => p.category === 'dresses').length)
      const winter = (await (await post(c, { profile, season: 'winter', mode: 'all' })).json()) as RecommendationResponse
      expect(winter.items.every((i) => i.product.seasons.includes('winter'))).toBe(true)
      const all = (await (await post(c, { profile, mode: 'all', limit: 48 })).json()) as RecommendationResponse
      expect(all.total).toBe(SAMPLE_PRODUCTS.length)
      const page2 = (await (await post(c, { profile, mode: 'all', limit: 5, offset: 5 })).json()) as RecommendationResponse
      expect(page2.items.map((i) => i.product.id)).toEqual(all.items.slice(5, 10).map((i) => i.product.id))
    })

    it('requires a profile from a visitor asking for recommended items, and validates the body', async () => {
      const c = await start()
      const missing = await post(c, {})
      expect(missing.status).toBe(400)
      expect(((await missing.json()) as Err).error.code).toBe('profile-required')
      expect((await post(c, { mode: 'all' })).status).toBe(200)
      for (const bad of [{ profile, limit: 49 }, { profile, mode: 'best' }, { profile, category: 'hats' }, { profile: { bodyShape: 'oval', stylePreferences: [] } }, { profile: { ...profile, bodyShapeAlternative: 'spoon' } }, { profile, offset: -1 }]) {
        const res = await post(c, bad)
        expect(res.status, JSON.stringify(bad)).toBe(400)
      }
      const malformed = await c.app.request('/api/recommendations', { method: 'POST', headers: browserHeaders(c.config), body: '{"profile":' })
      expect(malformed.status).toBe(400)
    })

    it('ranks a shopper between two shapes for both, and says which pieces are there for the other one (issue 26)', async () => {
      const c = await start()
      await insertCatalogue(c.database.db, SAMPLE_PRODUCTS)
      const pear = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }
      const alone = (await (await post(c, { profile: pear, mode: 'all', limit: 48 })).json()) as RecommendationResponse
      const both = (await (await post(c, { profile: { ...pear, bodyShapeAlternative: 'hourglass' }, mode: 'all', limit: 48 })).json()) as RecommendationResponse
      const bodyOf = (r: RecommendationResponse) => new Map(r.items.map((i) => [i.product.id, i.breakdown.body]))
      const before = bodyOf(alone)
      for (const [id, body] of bodyOf(both)) expect(body).toBeGreaterThanOrEqual(before.get(id)!)
      expect(both.items.some((i) => i.reasons.some((r) => r.endsWith('(you sit between Pear and Hourglass)')))).toBe(true)
      expect(alone.items.some((i) => i.reasons.some((r) => r.includes('you sit between')))).toBe(false)
    })

    it("uses a signed-in shopper's stored profile over the one in the body", async () => {
      const c = await start()
      await insertCatalogue(c.database.db, SAMPLE_PRODUCTS)
      const { jar } = await signUpAndVerify(c.app, c.config, 'shopper@example.com')
      const userId = await userIdByEmail(c.database.db, 'shopper@example.com')
      await upsertStyleProfile(
        c.database.db,
        userId,
        { bodyShape: 'pear', colorPalette: 'cool', stylePreferences: ['minimal'], measurements: null, lastAnalysisAt: null },
        { now: new Date() },
      )
      const res = await post(c, { profile }, jar)
      const body = (await res.json()) as RecommendationResponse
      expect(body.items.some((i) => i.reasons.some((r) => r.includes('Pear')))).toBe(true)
      expect(body.items.some((i) => i.reasons.some((r) => r.includes('Hourglass')))).toBe(false)
    })

    it('gives a visitor and a signed-in shopper with the same answers the same list, occasions and age group included', async () => {
      const c = await start()
      await insertCatalogue(c.database.db, SAMPLE_PRODUCTS)
      const answers = { ...profile, preferredOccasions: ['work'], ageGroup: '36-45' }
      const { jar } = await signUpAndVerify(c.app, c.config, 'same@example.com')
      // Her answers saved the way the analysis saves them for an account.
      const saved = await c.app.request('/api/style-profile', { method: 'PUT', headers: browserHeaders(c.config, jar), body: JSON.stringify({ profile: answers }) })
      expect(saved.status).toBe(200)
      const list = async (res: Response) => ((await res.json()) as RecommendationResponse).items.map((i) => [i.product.id, i.score, i.breakdown.occasion])
      const visitor = await list(await post(c, { profile: answers, mode: 'all', limit: 48 }))
      const account = await list(await post(c, { profile: { stylePreferences: [] }, mode: 'all', limit: 48 }, jar))
      expect(account).toEqual(visitor)
      // The occasion she chose is what both lists were scored with.
      const withoutOccasion = await list(await post(c, { profile, mode: 'all', limit: 48 }))
      expect(withoutOccasion).not.toEqual(visitor)
    })

    it('shows an AI score only on products whose attributes a model read', async () => {
      const c = await start()
      await insertCatalogue(c.database.db, SAMPLE_PRODUCTS)
      const byModel = SAMPLE_PRODUCTS[0]!.id
      const read = readGarment({ name: SAMPLE_PRODUCTS[0]!.name, colour: 'Rust' })
      await upsertReadAttributes(c.database.db, [{ productId: byModel, read, method: 'ai', model: 'gpt-test', analysedAt: new Date().toISOString() }], new Date().toISOString())
      const body = (await (await post(c, { profile, mode: 'all', limit: 48 })).json()) as RecommendationResponse
      expect(body.engine).toBe('dynamic')
      const scored = body.items.filter((i) => i.aiScore !== null)
      expect(scored.map((i) => i.product.id)).toEqual([byModel])
      expect(scored[0]!.aiScore).toBe(scored[0]!.score / 10)
    })
  })

  describe('/api/favourites', () => {
    it('answers visitors with 401', async () => {
      const c = await start()
      for (const [method, path] of [
        ['GET', '/api/favourites'],
        ['PUT', '/api/favourites/x'],
        ['DELETE', '/api/favourites/x'],
        ['POST', '/api/favourites/merge'],
      ] as const) {
        const res = await c.app.request(path, { method, headers: browserHeaders(c.config), ...(method === 'POST' ? { body: '{"productIds":[]}' } : {}) })
        expect(res.status, `${method} ${path}`).toBe(401)
        expect(((await res.json()) as Err).error.code).toBe('unauthenticated')
      }
    })

    it('adds (idempotently), lists newest first, removes, merges and keeps users apart', async () => {
      const c = await start()
      await insertCatalogue(c.database.db, SAMPLE_PRODUCTS)
      const a = await signUpAndVerify(c.app, c.config, 'a@example.com')
      const b = await signUpAndVerify(c.app, c.config, 'b@example.com')
      const req = (method: string, path: string, jar: CookieJar, body?: unknown) =>
        c.app.request(path, { method, headers: browserHeaders(c.config, jar), ...(body ? { body: JSON.stringify(body) } : {}) })
      const [p0, p1, p2] = SAMPLE_PRODUCTS.map((p) => p.id)
      expect((await req('PUT', `/api/favourites/${p0}`, a.jar)).status).toBe(204)
      expect((await req('PUT', `/api/favourites/${p0}`, a.jar)).status).toBe(204)
      const unknown = await req('PUT', '/api/favourites/no-such-product', a.jar)
      expect(unknown.status).toBe(404)
      expect(((await unknown.json()) as Err).error.code).toBe('product-not-found')
      const merged = await req('POST', '/api/favourites/merge', a.jar, { productIds: [p1, 'ghost', p2, p0] })
      expect(merged.status).toBe(200)
      const mergedIds = ((await merged.json()) as { productIds: string[] }).productIds
      expect(mergedIds.sort()).toEqual([p0, p1, p2].sort())
      const list = (await (await req('GET', '/api/favourites', a.jar)).json()) as { productIds: string[]; items: Array<{ id: string }> }
      expect(list.items.map((p) => p.id)).toEqual(list.productIds)
      expect(list.productIds[0]).toBe(p2)
      expect((await req('DELETE', `/api/favourites/${p1}`, a.jar)).status).toBe(204)
      expect((await req('DELETE', `/api/favourites/${p1}`, a.jar)).status).toBe(204)
      const after = (await (await req('GET', '/api/favourites', a.jar)).json()) as { productIds: string[] }
      expect(after.productIds).not.toContain(p1)
      const other = (await (await req('GET', '/api/favourites', b.jar)).json()) as { productIds: string[] }
      expect(other.productIds).toEqual([])
      const tooMany = await req('POST', '/api/favourites/merge', a.jar, { productIds: Array.from({ length: 501 }, (_, i) => `x${i}`) })
      expect(tooMany.status).toBe(400)
    })
  })

  describe('favourites as the grid shows them (issue 27)', () => {
    it('her favourites carry the grid\u2019s style chips, and asked by id each scores exactly as on the grid', async () => {
      const c = await start()
      // One piece whose shop stated styles of its own ("Classic, Minimal"): the rule book's fit is what every view shows.
      await insertCatalogue(c.database.db, [...SAMPLE_PRODUCTS, seedLike(3, { id: 'stated-styles', styles: ['classic', 'minimalist'] })])
      const a = await signUpAndVerify(c.app, c.config, 'fav@example.com')
      const grid = (await (await post(c, { profile, mode: 'all', limit: 48 }, a.jar)).json()) as RecommendationResponse
      const chosen = ['stated-styles', SAMPLE_PRODUCTS[0]!.id, SAMPLE_PRODUCTS[5]!.id]
      for (const id of chosen) {
        const res = await c.app.request(`/api/favourites/${id}`, { method: 'PUT', headers: browserHeaders(c.config, a.jar) })
        expect(res.status).toBe(204)
      }
      const onGrid = new Map(grid.items.map((it) => [it.product.id, it]))
      const favourites = (await (await c.app.request('/api/favourites', { headers: browserHeaders(c.config, a.jar) })).json()) as { items: Array<{ id: string; styles: string[] }> }
      for (const product of favourites.items) expect(product.styles, product.id).toEqual(onGrid.get(product.id)!.product.styles)

      const byId = (await (await post(c, { profile, mode: 'all', ids: chosen, limit: chosen.length }, a.jar)).json()) as RecommendationResponse
      expect(byId.items.map((it) => it.product.id).sort()).toEqual([...chosen].sort())
      for (const item of byId.items) {
        const shown = onGrid.get(item.product.id)!
        expect({ styles: item.product.styles, score: item.score, breakdown: item.breakdown, reasons: item.reasons }, item.product.id).toEqual({
          styles: shown.product.styles,
          score: shown.score,
          breakdown: shown.breakdown,
          reasons: shown.reasons,
        })
      }
    })

    it('refuses an id list that is empty or longer than a page', async () => {
      const c = await start()
      expect((await post(c, { profile, mode: 'all', ids: [] })).status).toBe(400)
      expect((await post(c, { profile, mode: 'all', ids: Array.from({ length: 49 }, (_, i) => `p${i}`) })).status).toBe(400)
    })
  })

  describe('GET /go/:productId', () => {
    it('records the click with a validated profile summary and redirects to the stored affiliate URL', async () => {
      const c = await start()
      const seed = seedLike(0, { id: 'go-1', price: 42.5 })
      await insertCatalogue(c.database.db, [seed])
      const res = await c.app.request('/go/go-1?source=dashboard&shape=pear&palette=lilac&styles=classic,nonsense,edgy&email=a@b.c')
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(seed.affiliateUrl)
      const [event] = await listClickEventsForProduct(c.database.db, 'go-1')
      expect(event).toMatchObject({
        productId: 'go-1',
        userId: null,
        source: 'dashboard',
        action: 'click',
        category: seed.category,
        price: 42.5,
        profileSummary: { bodyShape: 'pear', colorPalette: null, stylePreferences: ['classic', 'edgy'] },
      })
      const bad = await c.app.request('/go/go-1?source=<script>')
      expect(bad.status).toBe(302)
      const events = await listClickEventsForProduct(c.database.db, 'go-1')
      expect(events[0]).toMatchObject({ source: 'unknown', profileSummary: null })
    })

    it("takes a signed-in shopper's summary from the account and records their id", async () => {
      const c = await start()
      await insertCatalogue(c.database.db, [seedLike(0, { id: 'go-2' })])
      const { jar } = await signUpAndVerify(c.app, c.config, 'clicker@example.com')
      const userId = await userIdByEmail(c.database.db, 'clicker@example.com')
      await upsertStyleProfile(
        c.database.db,
        userId,
        { bodyShape: 'apple', colorPalette: 'cool', stylePreferences: ['minimal'], measurements: { bust: 36, waist: 30, hips: 38 }, lastAnalysisAt: null },
        { now: new Date() },
      )
      const res = await c.app.request('/go/go-2?source=favourites&shape=pear', { headers: { cookie: jar.header() } })
      expect(res.status).toBe(302)
      const [event] = await listClickEventsForProduct(c.database.db, 'go-2')
      expect(event).toMatchObject({ userId, source: 'favourites', profileSummary: { bodyShape: 'apple', colorPalette: 'cool', stylePreferences: ['minimal'] } })
      expect(JSON.stringify(event)).not.toContain('clicker@example.com')
      expect(JSON.stringify(event?.profileSummary)).not.toContain('36')
    })

    it('redirects only to https links, with the host written one way', async () => {
      const c = await start()
      const links = {
        'plain-http': 'http://www.amazon.com/dp/B0GOHTTP01',
        'credentials': 'https://user:pw@www.amazon.com/dp/B0GOCRED01',
        'dotted': 'https://WWW.Amazon.COM./dp/B0GODOT001',
      }
      const seeds = Object.keys(links).map((k, i) => seedLike(i, { id: `link-${k}` }))
      const overrides = Object.fromEntries(Object.entries(links).map(([k, url]) => [`link-${k}`, { affiliate_url: url, affiliate_url_key: `k-${k}` }]))
      await insertCatalogue(c.database.db, seeds, overrides)
      expect((await c.app.request('/go/link-plain-http')).status).toBe(404)
      expect((await c.app.request('/go/link-credentials')).status).toBe(404)
      const dotted = await c.app.request('/go/link-dotted')
      expect(dotted.status).toBe(302)
      expect(dotted.headers.get('location')).toBe('https://www.amazon.com/dp/B0GODOT001')
    })

    it('never redirects to javascript:, data: or other non-http targets, nor for unknown or inactive products', async () => {
      const c = await start()
      const targets = {
        'js': 'javascript:alert(1)',
        'js-upper': ' JAVASCRIPT:alert(1)',
        'data': 'data:text/html,<script>alert(1)</script>',
        'relative': '/admin',
        'proto-relative': '//evil.example/x',
        'hash': '#',
        'ftp': 'ftp://files.example/x',
        'vbscript': 'vbscript:msgbox(1)',
      }
      const seeds = Object.keys(targets).map((k, i) => seedLike(i, { id: `bad-${k}` }))
      const overrides = Object.fromEntries(Object.entries(targets).map(([k, url]) => [`bad-${k}`, { affiliate_url: url, affiliate_url_key: `k-${k}` }]))
      await insertCatalogue(c.database.db, [...seeds, seedLike(20, { id: 'inactive' })], { ...overrides, inactive: { is_active: false } })
      for (const id of [...Object.keys(targets).map((k) => `bad-${k}`), 'inactive', 'missing']) {
        const res = await c.app.request(`/go/${id}?source=dashboard`)
        expect(res.status, id).toBe(404)
        expect(res.headers.get('location'), id).toBeNull()
        expect(await listClickEventsForProduct(c.database.db, id)).toEqual([])
      }
    })
  })
})
