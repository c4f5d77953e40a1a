import { afterEach, describe, expect, it } from 'vitest'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import type { RecommendationResponse } from '#core/recommendation/contract.ts'
import { browserHeaders, type CookieJar, signUpAndVerify } from '#tests/support/accounts.ts'
import { insertCatalogue } from '#tests/support/catalogue-fixtures.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type Ctx = Awaited<ReturnType<typeof createTestApp>>
type Err = { error: { code: string } }
const profile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] }

describe.each(DIALECTS)('learning signals on %s', (dialect) => {
  let ctx: Ctx | undefined
  afterEach(async () => {
    await ctx?.database.destroy()
    ctx = undefined
  })

  const req = (c: Ctx, method: string, path: string, body?: unknown, jar?: CookieJar) =>
    c.app.request(path, { method, headers: browserHeaders(c.config, jar), ...(body ? { body: JSON.stringify(body) } : {}) })
  const recommend = async (c: Ctx, body: Record<string, unknown>, jar?: CookieJar) => {
    const res = await req(c, 'POST', '/api/recommendations', { profile, ...body }, jar)
    expect(res.status).toBe(200)
    return (await res.json()) as RecommendationResponse
  }

  it("re-ranks a visitor's page from the history she sends: rejected products leave, and undone they come back", async () => {
    const c = (ctx = await createTestApp(dialect))
    await insertCatalogue(c.database.db, generateSyntheticProducts(400, { seed: 7 }))
    const before = await recommend(c, {})
    expect(before.items.length).toBe(12)
    const [first, second] = before.items
    const now = Date.now()
    const signals = [
      { kind: 'reject', ref: first!.product.id, at: now - 2000, reason: 'colour' },
      { kind: 'reject', ref: second!.product.id, at: now - 1000 },
    ]
    const after = await recommend(c, { signals })
    const ids = after.items.map((i) => i.product.id)
    expect(ids).not.toContain(first!.product.id)
    expect(ids).not.toContain(second!.product.id)
    expect(after.items.length).toBe(12)
    // Undone, the order is the segment's again.
    const undone = await recommend(c, { signals: [...signals, { kind: 'undo', ref: first!.product.id, at: now }, { kind: 'undo', ref: second!.product.id, at: now }] })
    expect(undone.items.map((i) => i.product.id)).toEqual(before.items.map((i) => i.product.id))
  })

  it('refuses malformed or oversized histories', async () => {
    const c = (ctx = await createTestApp(dialect))
    const bad = [
      [{ kind: 'like', ref: 'x', at: 1 }],
      [{ kind: 'save', ref: 'x', at: 1, reason: 'colour' }],
      [{ kind: 'save', ref: 'x'.repeat(121), at: 1 }],
      Array.from({ length: 201 }, (_, k) => ({ kind: 'save', ref: `p${k}`, at: k })),
    ]
    for (const signals of bad) {
      const res = await req(c, 'POST', '/api/recommendations', { profile, signals })
      expect(res.status).toBe(400)
      expect(((await res.json()) as Err).error.code).toBe('validation-failed')
    }
  })

  it("keeps a signed-in shopper's history in her account only, merges a visitor's, tells what was learned, exports and clears it", async () => {
    const c = (ctx = await createTestApp(dialect))
    await insertCatalogue(c.database.db, generateSyntheticProducts(400, { seed: 7 }))
    expect((await req(c, 'GET', '/api/signals')).status).toBe(401)
    const a = await signUpAndVerify(c.app, c.config, 'a@example.com')
    const b = await signUpAndVerify(c.app, c.config, 'b@example.com')
    const before = await recommend(c, {}, a.jar)
    const [p0, p1] = before.items.map((i) => i.product.id)
    const now = Date.now()
    expect((await req(c, 'POST', '/api/signals', { signals: [{ kind: 'save', ref: p0, at: now - 5000 }] }, a.jar)).status).toBe(200)
    const merged = await req(c, 'POST', '/api/signals/merge', { signals: [{ kind: 'reject', ref: p1, at: now - 4000, reason: 'colour' }, { kind: 'save', ref: p0, at: now - 5000 }] }, a.jar)
    expect(((await merged.json()) as { count: number }).count).toBe(2)
    const mine = (await (await req(c, 'GET', '/api/signals', undefined, a.jar)).json()) as { signals: unknown[]; leanings: Array<{ text: string }> }
    expect(mine.signals).toHaveLength(2)
    expect(mine.leanings.length).toBeGreaterThan(0)
    // Her own history shapes her list; a body's history is ignored for her, and b sees nothing of a's.
    const hers = await recommend(c, { signals: [{ kind: 'reject', ref: p0, at: now }] }, a.jar)
    expect(hers.items.map((i) => i.product.id)).not.toContain(p1)
    // The body's reject of p0, which she saved, changes nothing: her list is the one her account alone gives.
    expect(hers.items.map((i) => i.product.id)).toContain(p0)
    expect(hers.items.map((i) => i.product.id)).toEqual((await recommend(c, {}, a.jar)).items.map((i) => i.product.id))
    const theirs = await recommend(c, {}, b.jar)
    expect(theirs.items.map((i) => i.product.id)).toContain(p1)
    const other = (await (await req(c, 'GET', '/api/signals', undefined, b.jar)).json()) as { signals: unknown[] }
    expect(other.signals).toEqual([])
    const exported = (await (await req(c, 'GET', '/api/account/export', undefined, a.jar)).json()) as { learning: { signals: Array<{ ref: string }> } }
    expect(exported.learning.signals.map((s) => s.ref)).toEqual([p0, p1])
    const cleared = await req(c, 'DELETE', '/api/signals', undefined, a.jar)
    expect(((await cleared.json()) as { removed: number }).removed).toBe(2)
    expect((await recommend(c, {}, a.jar)).items.map((i) => i.product.id)).toEqual(before.items.map((i) => i.product.id))
  })
})
