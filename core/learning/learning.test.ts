import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { StyleProfile } from '../profile/style-profile.ts'
import { buildCatalogueIndex, type CatalogueIndex } from '../recommendation/catalogue-index.ts'
import { recommendFit } from '../recommendation/engines.ts'
import { testEntry, testQuery } from '../testing/test-products.ts'
import { adjusterFor, compileAdjuster, similarity } from './adjustments.ts'
import { featuresAt, lookAt } from './features.ts'
import { decayOf, describeLeanings, LEARNING, learnLeanings } from './leanings.ts'
import { activeSignals, MAX_SIGNALS, mergeSignals, type Signal, signalListSchema } from './signals.ts'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 25)

// A small shop, every product read by the real reader and rules.
const ix = buildCatalogueIndex(
  [
    ['trousers-brown', 'Brown High-Rise Wide-Leg Trousers', 'bottoms', 80],
    ['trousers-brown-2', 'Chocolate Wide-Leg Linen Trousers', 'bottoms', 70],
    ['trousers-navy', 'Navy Tailored Cigarette Trousers', 'bottoms', 75],
    ['skirt-rust', 'Rust A-Line Midi Skirt', 'bottoms', 60],
    ['jeans-blue', 'Denim Bootcut Jeans', 'bottoms', 55],
    ['dress-red', 'Red Wrap Midi Dress', 'dresses', 90],
    ['dress-green', 'Green Wrap Midi Dress', 'dresses', 95],
    ['dress-bodycon', 'Green Bodycon Mini Dress', 'dresses', 40],
    ['shirt-red', 'Red Poplin Shirt', 'tops', 45],
    ['shirt-blue', 'Blue Poplin Shirt', 'tops', 45],
    ['scarf', 'Camel Cashmere Scarf', 'accessories', 65],
    ['puffer', 'Coral Puffer Jacket', 'outerwear', 120],
  ].map(([id, name, category, price]) => testEntry(name as string, { id: id as string, category: category as string, price: price as number })),
)
const byId = ix.byId
const facts = (id: string) => {
  const i = byId.get(id)
  return i === undefined ? null : { features: featuresAt(ix, i), name: ix.products.get(i).name, look: lookAt(ix, i) }
}
const sig = (kind: Signal['kind'], ref: string, daysAgo = 0, reason?: Signal['reason']): Signal => ({ kind, ref, at: NOW - daysAgo * DAY, ...(reason ? { reason } : {}) })
const pearWarm: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] }

function page(signals: Signal[], index: CatalogueIndex = ix, profile: StyleProfile = pearWarm) {
  const q = testQuery(profile, { mode: 'all', limit: 48 })
  return recommendFit(index, { ...q, adjuster: adjusterFor(index, byId, signals, q.segment, NOW) })
}
const scoreOf = (items: ReturnType<typeof page>['items'], id: string) => items.find((i) => i.product.id === id)?.score

describe('signal decay', () => {
  it('halves a signal every half-life and never grows it', () => {
    expect(decayOf(0)).toBe(1)
    expect(decayOf(30 * DAY)).toBeCloseTo(0.5, 10)
    expect(decayOf(60 * DAY)).toBeCloseTo(0.25, 10)
    expect(decayOf(-DAY)).toBe(1)
  })

  it('learns less from an old save than from a fresh one, by the clock it is given', () => {
    const fresh = learnLeanings([sig('save', 'dress-red')], facts, NOW).weights.get('colour:red')!
    const old = learnLeanings([sig('save', 'dress-red', 60)], facts, NOW).weights.get('colour:red')!
    expect(fresh).toBeGreaterThan(0)
    expect(old).toBeLessThan(fresh / 2)
    const later = learnLeanings([sig('save', 'dress-red')], facts, NOW + 90 * DAY).weights.get('colour:red')!
    expect(later).toBeLessThan(fresh / 4)
  })

  it('weighs a click less than a save and saturates below 1', () => {
    const click = learnLeanings([sig('click', 'dress-red')], facts, NOW).weights.get('colour:red')!
    const save = learnLeanings([sig('save', 'dress-red')], facts, NOW).weights.get('colour:red')!
    expect(click).toBeLessThan(save)
    const many = learnLeanings(Array.from({ length: 16 }, (_, k) => sig('save', 'dress-red', k / 1000)), facts, NOW).weights.get('colour:red')!
    expect(many).toBeLessThan(1)
    expect(many).toBeGreaterThan(0.98)
  })
})

describe('"Not for me" without a reason moves only pieces like it', () => {
  it('removes the piece, lowers trousers like it by a bounded amount, and leaves a scarf, a skirt and unlike trousers alone', () => {
    const before = page([])
    const after = page([sig('reject', 'trousers-brown')])
    expect(after.items.map((i) => i.product.id)).not.toContain('trousers-brown')
    const like = scoreOf(after.items, 'trousers-brown-2')! - scoreOf(before.items, 'trousers-brown-2')!
    expect(like).toBeLessThan(0)
    expect(-like).toBeLessThanOrEqual(LEARNING.lookPoints)
    for (const id of ['scarf', 'skirt-rust', 'jeans-blue', 'dress-red', 'puffer']) expect(scoreOf(after.items, id), id).toBe(scoreOf(before.items, id))
    const moved = after.items.find((i) => i.product.id === 'trousers-brown-2')!
    expect(moved.learned?.text).toBe('Like the Brown High-Rise Wide-Leg Trousers you said was not for you')
    expect(moved.learned?.points).toBe(moved.score - scoreOf(before.items, 'trousers-brown-2')!)
    for (const id of ['scarf', 'skirt-rust', 'puffer']) expect(after.items.find((i) => i.product.id === id)!.learned).toBeUndefined()
  })

  it('needs the same kind of garment and one more thing alike', () => {
    const look = (type: number, silhouette: number, colourFamily: number, styles: number) => ({ type, silhouette, colourFamily, styles })
    expect(similarity(look(1, 2, 3, 1), look(1, 9, 9, 2))).toBe(0)
    expect(similarity(look(1, 2, 3, 1), look(1, 2, 9, 2))).toBe(0.5)
    expect(similarity(look(1, 2, 3, 1), look(1, 2, 3, 1))).toBe(1)
    expect(similarity(look(-1, 2, 3, 1), look(-1, 2, 3, 1))).toBe(0)
    expect(similarity(look(1, 2, 3, 1), look(4, 2, 3, 1))).toBe(0)
  })

  it('with the reason "colour" lowers that colour only; "have-it" only removes', () => {
    const l = learnLeanings([sig('reject', 'dress-red', 0, 'colour')], facts, NOW)
    expect([...l.weights.keys()]).toEqual(['colour:red'])
    const owned = learnLeanings([sig('reject', 'dress-red', 0, 'have-it')], facts, NOW)
    expect(owned.weights.size).toBe(0)
    expect(owned.looks).toEqual([])
    expect(owned.rejected.has('dress-red')).toBe(true)
  })

  it('can be undone: the piece comes back and nothing is learned', () => {
    const signals = [sig('reject', 'dress-red', 1), sig('undo', 'dress-red')]
    const l = learnLeanings(signals, facts, NOW)
    expect(l.rejected.size).toBe(0)
    expect(l.looks).toEqual([])
    expect(page(signals).items.map((i) => [i.product.id, i.score])).toEqual(page([]).items.map((i) => [i.product.id, i.score]))
  })
})

describe('her history on the match she sees', () => {
  it('lifts pieces like the ones she saved, saying so with the points', () => {
    const before = page([])
    const after = page([sig('save', 'dress-green'), sig('save', 'shirt-red')])
    const red = after.items.find((i) => i.product.id === 'dress-red')!
    expect(red.score).toBeGreaterThan(scoreOf(before.items, 'dress-red')!)
    expect(red.learned?.points).toBe(red.score - scoreOf(before.items, 'dress-red')!)
    expect(red.learned?.text).toMatch(/^Because you saved the (Green Wrap Midi Dress|Red Poplin Shirt)$/)
  })

  it('never lifts a cut that works against her shape, whatever she clicked and saved', () => {
    const before = page([])
    const after = page([sig('click', 'dress-bodycon'), sig('save', 'dress-bodycon'), sig('save', 'dress-green')])
    expect(scoreOf(after.items, 'dress-bodycon')!).toBeLessThanOrEqual(scoreOf(before.items, 'dress-bodycon')!)
  })

  it('keeps the order of the displayed match, whatever her history (property)', () => {
    const ids = [...byId.keys()]
    const arbSignal = fc
      .record({
        kind: fc.constantFrom<Signal['kind']>('save', 'click', 'reject', 'undo'),
        ref: fc.constantFrom(...ids),
        at: fc.integer({ min: NOW - 120 * DAY, max: NOW }),
        reason: fc.option(fc.constantFrom<NonNullable<Signal['reason']>>('colour', 'cut', 'style', 'price', 'have-it'), { nil: undefined }),
      })
      .map((s) => (s.kind === 'reject' && s.reason ? s : { kind: s.kind, ref: s.ref, at: s.at }))
    fc.assert(
      fc.property(fc.array(arbSignal, { maxLength: 30 }), (signals) => {
        const { items } = page(signals)
        const scores = items.map((i) => i.score)
        expect(scores).toEqual([...scores].sort((a, b) => b - a))
        const base = new Map(page([]).items.map((i) => [i.product.id, i.score]))
        for (const it of items) {
          const moved = it.score - base.get(it.product.id)!
          // What moved says by how much; a card that says nothing did not move (scores clamp at 0 and 100).
          if (it.learned) expect(it.learned.points).not.toBe(0)
          else expect(moved).toBe(0)
          expect(moved).toBeLessThanOrEqual(LEARNING.maxUp + 1)
          expect(moved).toBeGreaterThanOrEqual(-LEARNING.maxDown - 1)
        }
        const rejected = new Set(activeSignals(signals).flatMap((s) => (s.kind === 'reject' ? [s.ref] : [])))
        expect(items.length).toBe(ix.products.length - rejected.size)
      }),
      { numRuns: 60 },
    )
  })
})

describe('"What we\'ve learned" tells what the cards say', () => {
  it('after two hearts and one "Not for me", names the leaning and the look (the measured "Nothing yet")', () => {
    const told = describeLeanings(learnLeanings([sig('save', 'dress-red'), sig('save', 'shirt-red'), sig('reject', 'trousers-brown')], facts, NOW))
    expect(told.map((t) => t.text)).toEqual(expect.arrayContaining(['More red colours', 'Fewer pieces like the Brown High-Rise Wide-Leg Trousers']))
  })

  it('forgets a leaning or a look she removes, and learns again what she does after', () => {
    const signals = [sig('save', 'dress-red', 2), sig('save', 'shirt-red', 1), sig('reject', 'trousers-brown', 1)]
    const forgot = learnLeanings([...signals, sig('forget', 'colour:red'), sig('forget', 'look:trousers-brown')], facts, NOW)
    expect(forgot.weights.has('colour:red')).toBe(false)
    expect(forgot.looks).toEqual([])
    expect(forgot.rejected.has('trousers-brown')).toBe(true)
    const again = learnLeanings([...signals, sig('forget', 'colour:red'), { ...sig('save', 'dress-red'), at: NOW + 1 }], facts, NOW)
    expect(again.weights.get('colour:red')).toBeGreaterThan(0)
  })

  it('leaves the list alone with no history', () => {
    expect(compileAdjuster(ix, byId, learnLeanings([], facts, NOW), 'pear')).toBeNull()
  })
})

describe('merge on sign-in', () => {
  it('joins the visitor history to the account one, in time order, each signal once', () => {
    const account = [sig('save', 'dress-red', 5), sig('reject', 'trousers-brown', 3, 'colour')]
    const visitor = [sig('reject', 'trousers-brown', 3, 'colour'), sig('save', 'dress-green', 1), sig('undo', 'dress-green')]
    const merged = mergeSignals(account, visitor)
    expect(merged.map((s) => `${s.kind}:${s.ref}`)).toEqual(['save:dress-red', 'reject:trousers-brown', 'save:dress-green', 'undo:dress-green'])
    expect(activeSignals(merged).map((s) => s.ref)).toEqual(['dress-red', 'trousers-brown'])
    expect(learnLeanings(merged, facts, NOW)).toEqual(learnLeanings([...account, ...visitor.slice(1)], facts, NOW))
  })

  it('keeps the newest signals within the bound, and a merged list passes the request schema', () => {
    const account = Array.from({ length: MAX_SIGNALS }, (_, k) => sig('click', 'shirt-blue', 100 - k / 10))
    const visitor = Array.from({ length: 50 }, (_, k) => sig('save', 'dress-green', 1 - k / 100))
    const merged = mergeSignals(account, visitor)
    expect(merged).toHaveLength(MAX_SIGNALS)
    expect(merged.at(-1)).toEqual(visitor.at(-1))
    expect(merged.filter((s) => s.kind === 'save')).toHaveLength(50)
    expect(signalListSchema.safeParse(merged).success).toBe(true)
    expect(signalListSchema.safeParse([...merged, sig('save', 'x')]).success).toBe(false)
    expect(signalListSchema.safeParse([{ kind: 'save', ref: 'x', at: 1, reason: 'colour' }]).success).toBe(false)
  })
})
