import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { buildCapsule, completeTheLook, createOutfitPlanner, outfitSeason, rankedIn, swapPiece } from '#core/outfits/outfit-engine.ts'
import { outfitTablesOf } from '#core/outfits/outfit-tables.ts'
import { buildCatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import { segmentOf } from '#core/recommendation/segment.ts'
import { SEASONS } from '#core/reference/seasons.ts'
import { CAPSULE_MIN_OUTFITS, CAPSULE_PIECES, CAPSULE_SHAPE, OUTFIT_SLOTS, SHAPE_BALANCE } from '#core/rule-book/outfits.ts'
import { checkedOutfitOf, outfitViolations } from '#core/testing/outfit-violations.ts'
import { styleProfileArbitrary } from '#core/testing/style-profile.arbitrary.ts'
import { seedAsProduct } from '#db/repositories/products-repository.ts'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'

// Issue 27: every outfit the engine gives, for any profile, any piece, any locked pieces, seed
// or swap, and every outfit of any capsule, keeps every outfit rule of the rule book
// (completeness, palette, formality, season, balance), as the checker reads them from the
// products' attributes alone. `npm run bench:outfits` runs the same checker over every quiz
// segment and 20,000 generated products.
const AT = new Date('2026-11-15T12:00:00.000Z')
const indexOf = (seeds: ReturnType<typeof generateSyntheticProducts> | typeof SAMPLE_PRODUCTS) =>
  buildCatalogueIndex(seeds.map((seed, k) => ({ product: seedAsProduct(seed, 'sample', new Date(AT.getTime() - k * 1000).toISOString()), attributes: null })))
const generated = indexOf(generateSyntheticProducts(1500, { seed: 27 }))
const sample = indexOf(SAMPLE_PRODUCTS)
const generatedSlots = outfitTablesOf(generated).slot
const piecesOfSlot = OUTFIT_SLOTS.map((_, s) => Array.from(generatedSlots.keys()).filter((i) => generatedSlots[i] === s))
const BALANCED_SHAPES = Object.keys(SHAPE_BALANCE) as Array<keyof typeof SHAPE_BALANCE>

describe('outfits keep every rule of the rule book (issue 27)', () => {
  it.each([
    ['1,500 generated products', generated],
    ['the sample catalogue', sample],
  ])('complete the look, lock, reshuffle and swap on %s', (_, ix) => {
    let outfits = 0
    fc.assert(
      fc.property(
        styleProfileArbitrary,
        fc.constantFrom(...SEASONS),
        fc.nat(ix.products.length - 1),
        fc.option(fc.nat(2 ** 31 - 1), { nil: undefined }),
        fc.nat(3),
        fc.constantFrom(...OUTFIT_SLOTS),
        (profile, asked, anchor, seed, lockCount, swapSlot) => {
          const segment = { ...segmentOf(profile, AT), season: asked }
          const planner = createOutfitPlanner(ix, segment, outfitSeason(ix, anchor, asked))
          const first = completeTheLook(planner, { anchor, seed })
          for (const plan of first.outfits) expect(outfitViolations(checkedOutfitOf(ix, plan), segment)).toEqual([])
          outfits += first.outfits.length
          const look = first.outfits[0]
          if (!look) return
          // Lock some of the first look's pieces and reshuffle the rest.
          const locked = [...look.slots].filter((i) => i >= 0 && i !== anchor).slice(0, lockCount)
          const again = completeTheLook(planner, { anchor, locked, seed: (seed ?? 0) + 1 })
          expect(again.refused).toBeNull()
          for (const plan of again.outfits) {
            expect(outfitViolations(checkedOutfitOf(ix, plan), segment)).toEqual([])
            for (const i of locked) expect([...plan.slots]).toContain(i)
          }
          const swapped = swapPiece(planner, [...look.slots].filter((i) => i >= 0), swapSlot)
          if (look.slots[OUTFIT_SLOTS.indexOf(swapSlot)]! < 0) expect(swapped).toBeNull()
          else {
            expect(swapped).not.toBeNull()
            expect(outfitViolations(checkedOutfitOf(ix, swapped!), segment)).toEqual([])
            // Only the swapped slot may change.
            OUTFIT_SLOTS.forEach((s, k) => (s === swapSlot ? undefined : expect(swapped!.slots[k]).toBe(look.slots[k])))
          }
        },
      ),
      { numRuns: 150, seed: 27 },
    )
    if (ix === generated) expect(outfits).toBeGreaterThan(100)
  }, 120_000)

  it('gives three outfits, no two alike, around pieces of a large enough catalogue', () => {
    const segment = segmentOf({ bodyShape: 'pear', colorPalette: 'cool', stylePreferences: ['classic', 'minimal'] }, AT)
    const planner = createOutfitPlanner(generated, segment, segment.season)
    const anchors = planner.base.flatMap((_, s) => [...rankedIn(planner, s).slice(0, 3)])
    for (const anchor of anchors) {
      const { outfits } = completeTheLook(planner, { anchor })
      expect(outfits.length).toBe(3)
      const keys = outfits.map((o) => [...o.slots].join(','))
      expect(new Set(keys).size).toBe(3)
    }
  })

  it('refuses a printed piece where her shape wants a plain one, and the checker finds every outfit holding it unbalanced', () => {
    let refused = 0
    fc.assert(
      fc.property(styleProfileArbitrary, fc.constantFrom(...BALANCED_SHAPES), fc.nat(), fc.nat(), (anyProfile, bodyShape, pick, pickOther) => {
        const profile = { ...anyProfile, bodyShape }
        const rule = SHAPE_BALANCE[bodyShape]!
        // A piece of the slot her balance wants plain (elsewhere the refusal never applies: the first test builds on those).
        const inSlot = piecesOfSlot[OUTFIT_SLOTS.indexOf(rule.plain)]!
        const anchor = inSlot[pick % inSlot.length]!
        const segment = segmentOf(profile, AT)
        const planner = createOutfitPlanner(generated, segment, outfitSeason(generated, anchor, segment.season))
        const look = completeTheLook(planner, { anchor })
        if (look.refused !== 'shape-unbalanced') {
          if (look.refused === null) expect(look.outfits.every((o) => outfitViolations(checkedOutfitOf(generated, o), segment).length === 0)).toBe(true)
          return
        }
        refused++
        // With any piece in the slot it balances, the checker reads the outfit unbalanced.
        const slots = new Int32Array(OUTFIT_SLOTS.length).fill(-1)
        slots[OUTFIT_SLOTS.indexOf(rule.plain)] = anchor
        const others = piecesOfSlot[OUTFIT_SLOTS.indexOf(rule.than)]!
        slots[OUTFIT_SLOTS.indexOf(rule.than)] = others[pickOther % others.length]!
        const plan = { template: 'separates' as const, season: planner.season, slots, formality: [0, 0] as [number, number], score: 0 }
        expect(outfitViolations(checkedOutfitOf(generated, plan), segment)).toContain('balance')
      }),
      { numRuns: 400, seed: 27 },
    )
    expect(refused).toBeGreaterThan(5)
  }, 120_000)

  it('finds three outfits through every piece of hers when her best pieces of a slot have no companions for the one built around', () => {
    const segment = segmentOf({ bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['bohemian'] }, AT)
    const planner = createOutfitPlanner(generated, segment, segment.season)
    // The same planner, keeping only its single best piece a slot: the first two looks cannot find three outfits.
    const firsts = planner.base.map((_, s) => rankedIn(planner, s).slice(0, 1))
    const starved = { ...planner, base: firsts, order: new Uint16Array(firsts.reduce((n, l) => n + l.length, 0)) }
    let checked = 0
    for (const anchor of planner.base.flatMap((_, s) => [...rankedIn(planner, s).slice(0, 4)])) {
      const full = completeTheLook(planner, { anchor })
      if (full.outfits.length < 3) continue
      const { outfits } = completeTheLook(starved, { anchor })
      expect(outfits.length).toBe(3)
      for (const plan of outfits) expect(outfitViolations(checkedOutfitOf(generated, plan), segment)).toEqual([])
      checked++
    }
    expect(checked).toBeGreaterThan(10)
  })

  it('builds capsules of 20-30 pieces that make 40 or more outfits, each keeping every rule', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, fc.constantFrom(...SEASONS), (profile, season) => {
        const segment = { ...segmentOf(profile, AT), season }
        const capsule = buildCapsule(createOutfitPlanner(generated, segment, season), CAPSULE_SHAPE)
        expect(capsule.pieces.length).toBeGreaterThanOrEqual(CAPSULE_PIECES.min)
        expect(capsule.pieces.length).toBeLessThanOrEqual(CAPSULE_PIECES.max)
        expect(capsule.outfits.length).toBeGreaterThanOrEqual(CAPSULE_MIN_OUTFITS)
        for (const plan of capsule.outfits) {
          expect(outfitViolations(checkedOutfitOf(generated, plan), segment)).toEqual([])
          for (const i of plan.slots) if (i >= 0) expect(capsule.pieces).toContain(i)
        }
      }),
      { numRuns: 25, seed: 27 },
    )
  }, 120_000)
})
