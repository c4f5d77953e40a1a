import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ASSUMED_CONVERSION_RATE, commissionRate, COMMISSION_RATES, DEFAULT_COMMISSION_RATE, estimatedCommission, roundMoney } from './commission-rates.ts'
import { aggregateEarnings, chartRows, type ClickCell, earningsCsv, earningsRangeSchema, MAX_EARNINGS_DAYS, type ProductClicks, rangeDays, rangeProblem } from './earnings.ts'

const TODAY = '2026-11-24'

describe('earningsRangeSchema', () => {
  const parse = (query: Record<string, string>) => earningsRangeSchema(TODAY).safeParse(query)

  it('defaults to the 30 days ending today; a lone `to` ends them there, a lone `from` runs to today', () => {
    expect(parse({}).data).toEqual({ from: '2026-10-26', to: TODAY })
    expect(parse({ to: '2026-03-01' }).data).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(parse({ from: '2026-11-01' }).data).toEqual({ from: '2026-11-01', to: TODAY })
    expect(parse({ from: '2026-11-24', to: '2026-11-24' }).data).toEqual({ from: TODAY, to: TODAY })
  })

  it('takes up to 366 days and no more', () => {
    expect(parse({ from: '2025-11-24', to: TODAY }).success).toBe(true) // 366 days
    const tooLong = parse({ from: '2025-11-23', to: TODAY })
    expect(tooLong.error?.issues).toMatchObject([{ path: ['from'], message: `the range must be at most ${MAX_EARNINGS_DAYS} days` }])
    expect(parse({ from: '2000-01-01' }).success).toBe(false)
  })

  it('refuses a start after the end, and anything that is not a real YYYY-MM-DD day', () => {
    expect(parse({ from: '2026-11-25', to: TODAY }).error?.issues).toMatchObject([{ path: ['from'], message: 'from must not be after to' }])
    for (const bad of ['2026-02-30', '2026-13-01', '24/11/2026', '2026-1-5', '', 'today', '2026-11-24T00:00:00Z', '2026-11-24'.repeat(1000)]) {
      expect(parse({ from: bad, to: TODAY }).error?.issues[0], bad).toMatchObject({ path: ['from'], message: 'from must be a date written YYYY-MM-DD' })
      expect(parse({ to: bad }).error?.issues[0], bad).toMatchObject({ path: ['to'], message: 'to must be a date written YYYY-MM-DD' })
    }
  })
})

it('rangeProblem is the schema’s rule, for the page to say before it asks', () => {
  expect(rangeProblem({ from: '2026-11-25', to: TODAY })).toBe('order')
  expect(rangeProblem({ from: '2025-11-23', to: TODAY })).toBe('length')
  expect(rangeProblem({ from: '2025-11-24', to: TODAY })).toBeNull()
})

describe('rangeDays', () => {
  it('lists every UTC day, both ends included, across month, year and leap-day ends', () => {
    expect(rangeDays({ from: '2026-12-30', to: '2027-01-02' })).toEqual({
      dates: ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'],
      since: '2026-12-30T00:00:00.000Z',
      until: '2027-01-03T00:00:00.000Z',
    })
    expect(rangeDays({ from: '2028-02-28', to: '2028-03-01' }).dates).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
  })

  it('has as many consecutive days as the range spans, whatever it is', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.integer({ min: 1, max: MAX_EARNINGS_DAYS }), (start, days) => {
        const from = start.toISOString().slice(0, 10)
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10)
        const r = rangeDays({ from, to })
        expect(r.dates).toHaveLength(days)
        expect(r.dates[0]).toBe(from)
        expect(r.dates.at(-1)).toBe(to)
        expect(Date.parse(r.until) - Date.parse(r.since)).toBe(days * 86_400_000)
      }),
    )
  })
})

describe('commission rates', () => {
  it('has a rate for every category and a default, all shares of a sale', () => {
    for (const rate of [...Object.values(COMMISSION_RATES), DEFAULT_COMMISSION_RATE, ASSUMED_CONVERSION_RATE]) {
      expect(rate).toBeGreaterThan(0)
      expect(rate).toBeLessThan(1)
    }
    expect(commissionRate('dresses')).toBe(COMMISSION_RATES.dresses)
    expect(commissionRate(null)).toBe(DEFAULT_COMMISSION_RATE)
    expect(commissionRate('spaceships')).toBe(DEFAULT_COMMISSION_RATE)
  })

  it('estimates price × rate × assumed conversion, and rounds money to the cent once', () => {
    expect(estimatedCommission(1000, 'dresses')).toBeCloseTo(1000 * COMMISSION_RATES.dresses * ASSUMED_CONVERSION_RATE)
    expect(estimatedCommission(0, 'tops')).toBe(0)
    expect(roundMoney(0.125 + 0.0001)).toBe(0.13)
    expect(roundMoney(2.004)).toBe(2)
  })
})

// Three days; dresses clicked from the dashboard and the shop, shoes from favourites, one
// click with no category from an old page ("unknown"), and a row outside the range.
const RANGE = { from: '2026-11-22', to: TODAY }
const cell = (date: string, source: string, category: string | null, clicks: number, priceSum: number): ClickCell => ({ date, source, category, clicks, priceSum })
const CELLS = [
  cell('2026-11-22', 'dashboard', 'dresses', 2, 200),
  cell('2026-11-22', 'shop', 'dresses', 1, 100),
  cell('2026-11-24', 'favourites', 'shoes', 3, 300),
  cell('2026-11-24', 'unknown', null, 1, 0),
  cell('2026-11-21', 'shop', 'tops', 9, 900),
]
const product = (productId: string, name: string | null, category: string | null, clicks: number, priceSum: number): ProductClicks => ({
  productId,
  category,
  clicks,
  priceSum,
  name,
  brand: name ? 'Atelier' : null,
  url: null,
})
const PRODUCTS = [product('p-dress', 'Rust Wrap Dress', 'dresses', 3, 300), product('p-boot', '=HYPERLINK("x")', 'shoes', 3, 300), product('p-gone', null, null, 1, 0)]
const PRODUCT_DAYS = [
  { ...PRODUCTS[0]!, date: '2026-11-22' },
  { ...PRODUCTS[1]!, date: '2026-11-24' },
]
const view = aggregateEarnings(RANGE, { cells: CELLS, products: PRODUCTS, productDays: PRODUCT_DAYS, uniqueProducts: 3 })
// 100 of price in dresses or shoes (both 4%) at 5% conversion: 0.20 each.
const per100 = estimatedCommission(100, 'dresses')

describe('aggregateEarnings', () => {
  it('totals clicks and estimated commission per day, every day of the range, nothing outside it', () => {
    expect(view).toMatchObject({ from: RANGE.from, to: TODAY, days: 3, totals: { clicks: 7, commission: roundMoney(6 * per100), products: 3 } })
    expect(view.daily).toEqual([
      { date: '2026-11-22', clicks: 3, commission: roundMoney(3 * per100) },
      { date: '2026-11-23', clicks: 0, commission: 0 },
      { date: '2026-11-24', clicks: 4, commission: roundMoney(3 * per100) },
    ])
  })

  it('splits by category and by source, most clicks first, each with its figures per day', () => {
    expect(view.byCategory.map((s) => [s.key, s.label, s.clicks, s.commission])).toEqual([
      ['dresses', 'Dresses', 3, roundMoney(3 * per100)],
      ['shoes', 'Shoes', 3, roundMoney(3 * per100)],
      ['none', 'No category', 1, 0],
    ])
    expect(view.byCategory[1]!.daily.map((d) => d.clicks)).toEqual([0, 0, 3])
    expect(view.bySource.map((s) => [s.key, s.label, s.clicks])).toEqual([
      ['favourites', 'Favourites', 3],
      ['dashboard', 'Dashboard', 2],
      ['shop', 'Shop', 1],
      ['unknown', 'Unknown', 1],
    ])
  })

  it('ranks products, naming deleted ones, and gives the chart’s products their days', () => {
    expect(view.byProduct.map((p) => [p.id, p.clicks, p.commission])).toEqual([
      ['p-boot', 3, roundMoney(3 * per100)],
      ['p-dress', 3, roundMoney(3 * per100)],
      ['p-gone', 1, 0],
    ])
    expect(view.productSeries.map((s) => [s.key, s.daily.map((d) => d.clicks)])).toEqual([
      ['p-boot', [0, 0, 3]],
      ['p-dress', [3, 0, 0]],
    ])
  })

  it('adds up a product filed under two categories, each part at its own rate', () => {
    const split = aggregateEarnings(RANGE, { cells: [], products: [product('p', 'Dress', 'dresses', 1, 100), product('p', 'Dress', null, 2, 100)], productDays: [], uniqueProducts: 1 })
    expect(split.byProduct).toMatchObject([{ id: 'p', clicks: 3, commission: roundMoney(per100 + estimatedCommission(100, null)) }])
  })
})

describe('chartRows', () => {
  it('stacks each day to its total: the drawn series, then Other for the rest', () => {
    const { rows, series } = chartRows(view, 'product', 'clicks')
    expect(series).toEqual([
      { key: 'p-boot', label: '=HYPERLINK("x")' },
      { key: 'p-dress', label: 'Rust Wrap Dress' },
      { key: 'other', label: 'Other' },
    ])
    expect(rows).toEqual([
      { date: '2026-11-22', 'p-boot': 0, 'p-dress': 3, other: 0 },
      { date: '2026-11-23', 'p-boot': 0, 'p-dress': 0, other: 0 },
      { date: '2026-11-24', 'p-boot': 3, 'p-dress': 0, other: 1 },
    ])
  })

  it('draws commission too, and no Other when every figure is drawn', () => {
    const { rows, series } = chartRows(view, 'category', 'commission')
    expect(series.map((s) => s.key)).toEqual(['dresses', 'shoes', 'none'])
    expect(rows[0]).toEqual({ date: '2026-11-22', dresses: roundMoney(3 * per100), shoes: 0, none: 0, other: 0 })
  })
})

describe('earningsCsv', () => {
  const csv = earningsCsv(view)
  const lines = csv.slice(1).split('\r\n')

  it('starts with a byte-order mark and a header, and holds the same figures as the view', () => {
    expect(csv.startsWith('\uFEFFBreakdown,Key,Name,Date,Clicks,Estimated commission (USD)\r\n')).toBe(true)
    expect(lines).toContain(`Total,,,2026-11-22/2026-11-24,7,${view.totals.commission}`)
    expect(lines).toContain(`Day,,,2026-11-23,0,0`)
    expect(lines).toContain(`Category,dresses,Dresses,2026-11-22/2026-11-24,3,${roundMoney(3 * per100)}`)
    expect(lines).toContain(`Category,shoes,Shoes,2026-11-24,3,${roundMoney(3 * per100)}`)
    expect(lines).toContain('Source,unknown,Unknown,2026-11-24,1,0')
    expect(lines).toContain('Product,p-gone,Deleted product (p-gone),2026-11-22/2026-11-24,1,0')
    // Days without clicks are left out of the per-day lines of a breakdown.
    expect(lines.filter((l) => l.startsWith('Category,shoes,'))).toHaveLength(2)
  })

  it('quotes and defuses names someone else wrote', () => {
    expect(lines).toContain(`Product,p-boot,"'=HYPERLINK(""x"") (Atelier)",2026-11-22/2026-11-24,3,${roundMoney(3 * per100)}`)
  })

  it('keeps names in any script as they are', () => {
    const chinese = aggregateEarnings(RANGE, { cells: [], products: [product('p-silk', '真丝衬衫, 白色', 'tops', 1, 50)], productDays: [], uniqueProducts: 1 })
    expect(earningsCsv(chinese)).toContain('Product,p-silk,"真丝衬衫, 白色 (Atelier)",')
  })
})
