import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeLeanings, decayOf, learnLeanings, type ProductFacts } from './leanings.ts'
import { type RankCandidate, rerank } from './rerank.ts'
import { activeSignals, MAX_SIGNALS, mergeSignals, type Signal, signalListSchema } from './signals.ts'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 25)

const CATALOGUE: Record<string, ProductFacts> = {
  red1: { name: 'Red Wrap Dress', features: ['colour:red', 'category:dresses', 'type:dress', 'silhouette:wrap', 'price:60-120'] },
  red2: { name: 'Red Shirt', features: ['colour:red', 'category:tops', 'type:shirt', 'price:30-60'] },
  red3: { name: 'Red Skirt', features: ['colour:red', 'category:bottoms', 'type:skirt', 'price:30-60'] },
  blue1: { name: 'Blue Shirt', features: ['colour:blue', 'category:tops', 'type:shirt', 'price:30-60'] },
  blue2: { name: 'Blue Jeans', features: ['colour:blue', 'category:bottoms', 'type:jeans', 'price:60-120'] },
  green1: { name: 'Green Wrap Dress', features: ['colour:green', 'category:dresses', 'type:dress', 'silhouette:wrap', 'price:60-120'] },
  bodycon: { name: 'Green Bodycon Dress', features: ['colour:green', 'category:dresses', 'type:dress', 'silhouette:bodycon', 'price:60-120'] },
}
const facts = (id: string) => CATALOGUE[id] ?? null
const sig = (kind: Signal['kind'], ref: string, daysAgo = 0, reason?: Signal['reason']): Signal => ({ kind, ref, at: NOW - daysAgo * DAY, ...(reason ? { reason } : {}) })
const candidate = (id: string, score: number, unsuitable = false): RankCandidate => ({ id, score, features: CATALOGUE[id]!.features, unsuitable })
const order = (list: RankCandidate[], signals: Signal[]) => rerank(list, learnLeanings(signals, facts, NOW)).map((r) => list[r.index]!.id)

describe('signal decay', () => {
  it('halves a signal every half-life and never grows it', () => {
    expect(decayOf(0)).toBe(1)
    expect(decayOf(30 * DAY)).toBeCloseTo(0.5, 10)
    expect(decayOf(60 * DAY)).toBeCloseTo(0.25, 10)
    expect(decayOf(-DAY)).toBe(1)
  })

  it('learns less from an old save than from a fresh one, by the clock it is given', () => {
    const fresh = learnLeanings([sig('save', 'blue1')], facts, NOW).weights.get('colour:blue')!
    const old = learnLeanings([sig('save', 'blue1', 60)], facts, NOW).weights.get('colour:blue')!
    expect(fresh).toBeGreaterThan(0)
    expect(old).toBeGreaterThan(0)
    expect(old).toBeLessThan(fresh / 2)
    // The same history read later has faded.
    const later = learnLeanings([sig('save', 'blue1')], facts, NOW + 90 * DAY).weights.get('colour:blue')!
    expect(later).toBeLessThan(fresh / 4)
  })

  it('weighs a click less than a save and saturates below 1', () => {
    const click = learnLeanings([sig('click', 'blue1')], facts, NOW).weights.get('colour:blue')!
    const save = learnLeanings([sig('save', 'blue1')], facts, NOW).weights.get('colour:blue')!
    expect(click).toBeLessThan(save)
    const many = learnLeanings(Array.from({ length: 16 }, (_, k) => sig('save', 'blue1', k / 1000)), facts, NOW).weights.get('colour:blue')!
    expect(many).toBeLessThan(1)
    expect(many).toBeGreaterThan(0.98)
  })
})

describe('"Not for me"', () => {
  const list = ['red1', 'blue1', 'red2', 'green1', 'red3', 'blue2'].map((id, k) => candidate(id, 90 - k))

  it('removes the item and lowers the ones like it', () => {
    const after = order(list, [sig('reject', 'red1', 0, 'colour')])
    expect(after).not.toContain('red1')
    expect(after).toEqual(['blue1', 'green1', 'blue2', 'red2', 'red3'])
  })

  it('with the reason "colour" lowers that colour only; "have-it" only removes', () => {
    const l = learnLeanings([sig('reject', 'red1', 0, 'colour')], facts, NOW)
    expect([...l.weights.keys()]).toEqual(['colour:red'])
    const owned = learnLeanings([sig('reject', 'red1', 0, 'have-it')], facts, NOW)
    expect(owned.weights.size).toBe(0)
    expect(owned.rejected.has('red1')).toBe(true)
    expect(order(list, [sig('reject', 'red1', 0, 'have-it')])).toEqual(['blue1', 'red2', 'green1', 'red3', 'blue2'])
  })

  it('can be undone: the item comes back and nothing is learned', () => {
    const signals = [sig('reject', 'red1', 1, 'colour'), sig('undo', 'red1')]
    expect(learnLeanings(signals, facts, NOW).rejected.size).toBe(0)
    expect(order(list, signals)).toEqual(list.map((c) => c.id))
    // A second reject after the undo counts again.
    expect(learnLeanings([...signals, { ...sig('reject', 'red1'), at: NOW + 1 }], facts, NOW + 1).rejected.has('red1')).toBe(true)
  })

  it('says on the lowered card why', () => {
    const l = learnLeanings([sig('reject', 'red1', 0, 'colour'), sig('reject', 'red2', 0, 'colour')], facts, NOW)
    const red3 = rerank([candidate('blue1', 90), candidate('red3', 80), candidate('green1', 70)], l).find((r) => r.index === 1)!
    expect(red3.reason?.direction).toBe('down')
    expect(red3.reason?.text).toMatch(/^Shown lower because the Red (Wrap Dress|Shirt) was not for you$/)
  })
})

describe('explanations and control', () => {
  it('says "Because you saved the …" on a card her saves lifted', () => {
    const l = learnLeanings([sig('save', 'green1')], facts, NOW)
    const moved = rerank([candidate('red2', 90), candidate('blue2', 80), candidate('bodycon', 70)], l).find((r) => r.index === 2)
    expect(moved!.adjustment).toBeGreaterThan(0)
    expect(moved!.reason?.text).toBe('Because you saved the Green Wrap Dress')
  })

  it('tells her leanings in plain words, and forgets one she removes', () => {
    const signals = [sig('save', 'blue1', 2), sig('save', 'blue2', 1)]
    const told = describeLeanings(learnLeanings(signals, facts, NOW))
    expect(told[0]).toMatchObject({ feature: 'colour:blue', direction: 'more', text: 'More blue colours' })
    const forgot = learnLeanings([...signals, sig('forget', 'colour:blue')], facts, NOW)
    expect(forgot.weights.has('colour:blue')).toBe(false)
    expect(forgot.weights.has('category:tops')).toBe(true)
    // What she does after forgetting is learned again.
    const again = learnLeanings([...signals, sig('forget', 'colour:blue'), { ...sig('save', 'blue1'), at: NOW + 1 }], facts, NOW)
    expect(again.weights.get('colour:blue')).toBeGreaterThan(0)
  })

  it('leaves the order alone with no history', () => {
    const list = ['red1', 'blue1', 'red2'].map((id, k) => candidate(id, [70, 90, 80][k]!))
    expect(order(list, [])).toEqual(['red1', 'blue1', 'red2'])
  })
})

describe('fit rules are never overridden', () => {
  it('does not lift a cut that does not suit her shape because she clicked and saved it', () => {
    const list = [candidate('red1', 90), candidate('blue1', 85), candidate('bodycon', 80, true), candidate('blue2', 75)]
    const signals = [sig('click', 'bodycon'), sig('save', 'bodycon'), sig('save', 'green1')]
    const ranked = rerank(list, learnLeanings(signals, facts, NOW))
    const b = ranked.find((r) => list[r.index]!.id === 'bodycon')!
    expect(b.adjustment).toBe(0)
    expect(ranked.map((r) => list[r.index]!.id).indexOf('bodycon')).toBeGreaterThanOrEqual(2)
  })

  const ids = Object.keys(CATALOGUE)
  const arbSignal = fc.record({
    kind: fc.constantFrom<Signal['kind']>('save', 'click', 'reject', 'undo'),
    ref: fc.constantFrom(...ids),
    at: fc.integer({ min: NOW - 120 * DAY, max: NOW }),
    reason: fc.option(fc.constantFrom<NonNullable<Signal['reason']>>('colour', 'cut', 'style', 'price', 'have-it'), { nil: undefined }),
  }).map((s) => (s.kind === 'reject' && s.reason ? s : { kind: s.kind, ref: s.ref, at: s.at }))
  const arbList = fc.array(fc.record({ id: fc.constantFrom(...ids), score: fc.integer({ min: 60, max: 100 }), unsuitable: fc.boolean() }), { maxLength: 20 })

  it('never puts an unsuitable item ahead of a suitable one that was ahead of it, nor raises it (property)', () => {
    fc.assert(
      fc.property(arbList, fc.array(arbSignal, { maxLength: 30 }), (rows, signals) => {
        const list = rows.map((r) => ({ ...r, features: CATALOGUE[r.id]!.features }))
        const ranked = rerank(list, learnLeanings(signals, facts, NOW))
        const pos = new Map(ranked.map((r, k) => [r.index, k]))
        for (const r of ranked) if (list[r.index]!.unsuitable) expect(r.adjustment).toBeLessThanOrEqual(0)
        for (let s = 0; s < list.length; s++) {
          for (let u = s + 1; u < list.length; u++) {
            if (list[s]!.unsuitable || !list[u]!.unsuitable || !pos.has(s) || !pos.has(u)) continue
            expect(pos.get(s)!).toBeLessThan(pos.get(u)!)
          }
        }
        // Only what she rejected leaves, and nothing enters.
        const rejected = new Set(activeSignals(signals).flatMap((s) => (s.kind === 'reject' ? [s.ref] : [])))
        expect(ranked.length).toBe(list.filter((c) => !rejected.has(c.id)).length)
      }),
    )
  })
})

describe('merge on sign-in', () => {
  it('joins the visitor history to the account one, in time order, each signal once', () => {
    const account = [sig('save', 'blue1', 5), sig('reject', 'red1', 3, 'colour')]
    const visitor = [sig('reject', 'red1', 3, 'colour'), sig('save', 'green1', 1), sig('undo', 'green1')]
    const merged = mergeSignals(account, visitor)
    expect(merged.map((s) => `${s.kind}:${s.ref}`)).toEqual(['save:blue1', 'reject:red1', 'save:green1', 'undo:green1'])
    expect(activeSignals(merged).map((s) => s.ref)).toEqual(['blue1', 'red1'])
    // What was learned from both is what is learned from the merged history.
    expect(learnLeanings(merged, facts, NOW)).toEqual(learnLeanings([...account, ...visitor.slice(1)], facts, NOW))
  })

  it('keeps the newest signals within the bound, and a merged list passes the request schema', () => {
    const account = Array.from({ length: MAX_SIGNALS }, (_, k) => sig('click', 'blue1', 100 - k / 10))
    const visitor = Array.from({ length: 50 }, (_, k) => sig('save', 'green1', 1 - k / 100))
    const merged = mergeSignals(account, visitor)
    expect(merged).toHaveLength(MAX_SIGNALS)
    expect(merged.at(-1)).toEqual(visitor.at(-1))
    expect(merged.filter((s) => s.kind === 'save')).toHaveLength(50)
    expect(signalListSchema.safeParse(merged).success).toBe(true)
    expect(signalListSchema.safeParse([...merged, sig('save', 'x')]).success).toBe(false)
    expect(signalListSchema.safeParse([{ kind: 'save', ref: 'x', at: 1, reason: 'colour' }]).success).toBe(false)
  })
})
