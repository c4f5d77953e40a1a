import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { earningsQuerySchema, earningsWindow, fillDailyClicks } from './earnings.ts'

describe('earningsWindow', () => {
  it('ends today (UTC) and counts today as one of its days', () => {
    const w = earningsWindow(new Date('2026-11-24T23:59:59.999Z'), 7)
    expect(w.dates).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'])
    expect(w.since).toBe('2026-11-18T00:00:00.000Z')
    expect(w.until).toBe('2026-11-25T00:00:00.000Z')
  })

  it('crosses month and year ends', () => {
    expect(earningsWindow(new Date('2027-01-02T00:00:00.000Z'), 3).dates).toEqual(['2026-12-31', '2027-01-01', '2027-01-02'])
    expect(earningsWindow(new Date('2028-03-01T05:00:00.000Z'), 2).dates).toEqual(['2028-02-29', '2028-03-01'])
  })

  it('always has as many distinct, consecutive days as asked, the last one today', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.constantFrom(7, 30, 90), (now, days) => {
        const w = earningsWindow(now, days)
        expect(w.dates).toHaveLength(days)
        expect(w.dates.at(-1)).toBe(now.toISOString().slice(0, 10))
        expect(Date.parse(w.until) - Date.parse(w.since)).toBe(days * 86_400_000)
        expect([...w.dates].sort()).toEqual(w.dates)
      }),
    )
  })
})

describe('fillDailyClicks', () => {
  it('gives every day of the window a count, 0 where none was recorded, and ignores days outside it', () => {
    const dates = ['2026-11-22', '2026-11-23', '2026-11-24']
    const filled = fillDailyClicks(dates, [
      { date: '2026-11-24', clicks: 5 },
      { date: '2026-11-22', clicks: 2 },
      { date: '2026-11-01', clicks: 9 },
    ])
    expect(filled).toEqual([
      { date: '2026-11-22', clicks: 2 },
      { date: '2026-11-23', clicks: 0 },
      { date: '2026-11-24', clicks: 5 },
    ])
  })
})

describe('earningsQuerySchema', () => {
  it('takes 7, 30 or 90 days and defaults to 7', () => {
    expect(earningsQuerySchema.parse({})).toEqual({ days: 7 })
    expect(earningsQuerySchema.parse({ days: '30' })).toEqual({ days: 30 })
    expect(earningsQuerySchema.parse({ days: '90' })).toEqual({ days: 90 })
  })

  it('refuses any other window', () => {
    for (const days of ['0', '14', '-7', '7.0', 'week', '']) {
      const result = earningsQuerySchema.safeParse({ days })
      expect(result.success, days).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('days must be 7, 30 or 90')
    }
  })
})
