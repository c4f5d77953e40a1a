import { afterEach, describe, expect, it } from 'vitest'
import type { CapsuleResponse, OutfitsResponse } from '#core/outfits/contract.ts'
import { upsertStyleProfile } from '#db/repositories/style-profiles-repository.ts'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import { browserHeaders, type CookieJar, signUpAndVerify } from '#tests/support/accounts.ts'
import { insertCatalogue, userIdByEmail } from '#tests/support/catalogue-fixtures.ts'
import { createTestApp } from '#tests/support/test-app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Err = { error: { code: string } }

// The outfit rules themselves are held by tests/integration/outfit-rules.test.ts; these hold the
// HTTP edge: the query's bounds, who is asked for, and that swap and lock do what they say.
// No stored data but a profile is read, so one dialect is enough.
const SEEDS = generateSyntheticProducts(600, { seed: 27 })
const VISITOR = 'shape=pear&palette=cool&styles=classic,minimal'

describe('GET /api/outfits and /api/capsule', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  async function start() {
    t = await createTestApp('sqlite')
    await insertCatalogue(t.database.db, SEEDS)
    const app = t
    return async <T>(path: string, jar?: CookieJar) => {
      const res = await app.app.request(path, { headers: browserHeaders(app.config, jar) })
      return { status: res.status, body: (await res.json()) as T & Err }
    }
  }

  /** The first piece of the catalogue that makes three outfits for the visitor. */
  async function pieceWithThree(get: Awaited<ReturnType<typeof start>>) {
    for (const seed of SEEDS) {
      const res = await get<OutfitsResponse>(`/api/outfits?piece=${seed.id}&${VISITOR}`)
      expect(res.status).toBe(200)
      if (res.body.outfits.length === 3) return res.body
    }
    throw new Error('no piece makes three outfits')
  }

  it('gives three outfits around a piece, each with the piece and one line; swap changes one slot; locked pieces stay', async () => {
    const get = await start()
    const look = await pieceWithThree(get)
    for (const o of look.outfits) {
      expect(o.pieces.map((p) => p.product.id)).toContain(look.piece)
      expect(o.why).toMatch(/pear shape/)
      // A piece carries what a row shows (its name and one image) and its id, not the whole product.
      for (const p of o.pieces) {
        expect(Object.keys(p.product).sort()).toEqual(['id', 'images', 'name'])
        expect(p.product.images.length).toBeLessThanOrEqual(1)
      }
    }
    const first = look.outfits[0]!
    const ids = first.pieces.map((p) => p.product.id)
    const slot = first.pieces.find((p) => p.product.id !== look.piece)!.slot
    const swapped = await get<OutfitsResponse>(`/api/outfits?piece=${look.piece}&swap=${slot}&outfit=${ids.join(',')}&${VISITOR}`)
    expect(swapped.status).toBe(200)
    expect(swapped.body.outfits).toHaveLength(1)
    const after = swapped.body.outfits[0]!.pieces
    for (const p of after) if (p.slot !== slot) expect(ids).toContain(p.product.id)

    const locked = ids.filter((id) => id !== look.piece).slice(0, 2)
    const reshuffled = await get<OutfitsResponse>(`/api/outfits?piece=${look.piece}&locked=${locked.join(',')}&seed=7&${VISITOR}`)
    expect(reshuffled.status).toBe(200)
    expect(reshuffled.body.outfits.length).toBeGreaterThan(0)
    for (const o of reshuffled.body.outfits) for (const id of locked) expect(o.pieces.map((p) => p.product.id)).toContain(id)
  }, 60_000)

  it('refuses a printed bottom for a pear with the reason, which an hourglass is not given', async () => {
    const get = await start()
    const printedBottoms = SEEDS.filter((p) => /\b(Floral|Gingham|Polka-Dot|Paisley|Plaid)\b.*\b(Skirt|Trousers|Pants)\b/.test(p.name))
    expect(printedBottoms.length).toBeGreaterThan(3)
    let unbalanced = 0
    for (const p of printedBottoms.slice(0, 12)) {
      const res = await get<OutfitsResponse>(`/api/outfits?piece=${p.id}&${VISITOR}`)
      expect(res.status).toBe(200)
      // Never an outfit: her balance wants a plain bottom. Her colours may refuse it first.
      expect(res.body.outfits, p.name).toEqual([])
      expect(res.body.refused, p.name).not.toBeNull()
      if (res.body.refused!.code !== 'shape-unbalanced') continue
      unbalanced++
      expect(res.body.refused!.message).toBe('Your shape wants a plain piece in this part of an outfit, and this one has a print or detail, so we will not build a look on it.')
      const hourglass = await get<OutfitsResponse>(`/api/outfits?piece=${p.id}&shape=hourglass&palette=cool&styles=classic,minimal`)
      expect(hourglass.body.refused?.code).not.toBe('shape-unbalanced')
    }
    expect(unbalanced).toBeGreaterThan(0)
  }, 60_000)

  it('answers for a signed-in shopper from her stored profile, not the query', async () => {
    const get = await start()
    const look = await pieceWithThree(get)
    const { jar } = await signUpAndVerify(t!.app, t!.config, 'outfits@example.com')
    const userId = await userIdByEmail(t!.database.db, 'outfits@example.com')
    await upsertStyleProfile(t!.database.db, userId, { bodyShape: 'hourglass', colorPalette: 'cool', stylePreferences: ['classic'], measurements: null, lastAnalysisAt: null }, { now: new Date() })
    const res = await get<OutfitsResponse>(`/api/outfits?piece=${look.piece}&${VISITOR}`, jar)
    expect(res.status).toBe(200)
    for (const o of res.body.outfits) expect(o.why).not.toMatch(/pear/)
    if (res.body.refused) expect(res.body.refused.message).not.toBe('')
  }, 60_000)

  it('refuses bad queries with 400 and an unknown piece with 404', async () => {
    const get = await start()
    const piece = SEEDS[0]!.id
    for (const q of [
      '',
      'piece=',
      `piece=${'x'.repeat(65)}`,
      'piece=a%20b',
      `piece=${piece}&swap=hat&outfit=${piece}`,
      `piece=${piece}&swap=shoes`,
      `piece=${piece}&locked=a,b,c,d,e`,
      `piece=${piece}&seed=-1`,
      `piece=${piece}&shape=oval`,
      `piece=${piece}&styles=classic,goth`,
      `piece=${piece}&extra=1`,
    ]) {
      const res = await get(`/api/outfits?${q}`)
      expect(res.status, q).toBe(400)
      expect(res.body.error.code).toBe('validation-failed')
    }
    const missing = await get('/api/outfits?piece=no-such-piece')
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('product-not-found')
  })

  it('builds her capsule: 20-30 pieces, at least 40 outfits, each outfit of its pieces', async () => {
    const get = await start()
    const res = await get<CapsuleResponse>(`/api/capsule?${VISITOR}&season=winter`)
    expect(res.status).toBe(200)
    expect(res.body.season).toBe('winter')
    expect(res.body.pieces.length).toBeGreaterThanOrEqual(20)
    expect(res.body.pieces.length).toBeLessThanOrEqual(30)
    expect(res.body.outfitCount).toBeGreaterThanOrEqual(40)
    const ids = new Set(res.body.pieces.map((p) => p.product.id))
    for (const o of res.body.outfits) {
      for (const id of o.pieceIds) expect(ids.has(id)).toBe(true)
      expect(o.why).not.toBe('')
    }
    expect((await get('/api/capsule?season=monsoon')).status).toBe(400)
  }, 60_000)
})
