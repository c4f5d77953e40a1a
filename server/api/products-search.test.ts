import { afterEach, describe, expect, it } from 'vitest'
import { serializeProfileCookie } from '#core/profile/profile-cookie.ts'
import type { ShopResponse } from '#core/shop/shop-query.ts'
import { upsertStyleProfile } from '#db/repositories/style-profiles-repository.ts'
import { browserHeaders, signUpAndVerify } from '#tests/support/accounts.ts'
import { insertCatalogue, seedLike, userIdByEmail } from '#tests/support/catalogue-fixtures.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type Ctx = Awaited<ReturnType<typeof createTestApp>>
const profile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] } as const

describe.each(DIALECTS)('GET /api/products/search on %s', (dialect) => {
  let ctx: Ctx | undefined
  afterEach(async () => {
    await ctx?.database.destroy()
    ctx = undefined
  })

  async function start() {
    ctx = await createTestApp(dialect)
    await insertCatalogue(ctx.database.db, [
      seedLike(0, { id: 's-wrap', name: 'Rust Crepe Wrap Midi Dress', category: 'dresses', colors: ['Rust'], price: 120 }),
      seedLike(1, { id: 's-blazer', name: 'Navy Wool Tailored Blazer', category: 'outerwear', colors: ['Navy'], price: 240 }),
      seedLike(2, { id: 's-tee', name: 'Cream Cotton Crew Tee', category: 'tops', colors: ['Cream'], price: 25 }),
    ])
    return ctx
  }

  const search = (c: Ctx, query: string, cookie?: string) => c.app.request(`/api/products/search${query}`, { headers: cookie ? { cookie } : {} })

  it('finds a piece through a typo, newest first without a profile, with no match on the cards', async () => {
    const c = await start()
    const response = await search(c, '?q=blazr')
    expect(response.status).toBe(200)
    const body = (await response.json()) as ShopResponse
    expect(body.items.map((it) => it.product.id)).toEqual(['s-blazer'])
    expect(body).toMatchObject({ total: 1, page: 1, sort: 'newest', personal: false })
    expect(body.items[0]!.match).toBeNull()
  })

  it('matches a visitor through her profile copy, and a signed-in shopper through her account', async () => {
    const c = await start()
    const cookie = serializeProfileCookie({ ...profile, stylePreferences: [...profile.stylePreferences] }, { now: new Date(), secure: false }).split(';')[0]!
    const visitor = (await (await search(c, '', cookie)).json()) as ShopResponse
    expect(visitor.personal).toBe(true)
    expect(visitor.sort).toBe('match')
    const scores = visitor.items.map((it) => it.match!.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const response = await search(c, '', cookie)
    expect(response.headers.get('cache-control')).toContain('no-store')

    const { jar } = await signUpAndVerify(c.app, c.config, 'shop@example.com')
    const userId = await userIdByEmail(c.database.db, 'shop@example.com')
    await upsertStyleProfile(c.database.db, userId, { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], measurements: null, lastAnalysisAt: null }, { now: new Date() })
    const account = (await (await c.app.request('/api/products/search?sort=price-asc', { headers: browserHeaders(c.config, jar) })).json()) as ShopResponse
    expect(account.personal).toBe(true)
    expect(account.items.map((it) => it.product.id)).toEqual(['s-tee', 's-wrap', 's-blazer'])
    expect(account.items.every((it) => it.match !== null)).toBe(true)
  })

  it('refuses what is out of bounds: a long query, a page past the last allowed, reversed prices, an unknown colour', async () => {
    const c = await start()
    for (const q of [`?q=${'a'.repeat(81)}`, '?page=501', '?page=0', '?min=50&max=10', '?colour=plaid', '?sort=cheapest', '?category=hats']) {
      const response = await search(c, q)
      expect(response.status, q).toBe(400)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation-failed')
    }
  })
})
