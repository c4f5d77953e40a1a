// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { aggregateEarnings, type EarningsRange, type EarningsView } from '#core/admin/earnings.ts'
import { EarningsPanel, EarningsReport } from './earnings-panel.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const OFF = { status: 'off', message: 'The affiliate service is not set up, so these are the clicks recorded here; the README’s Configuration section (AFFILIATE_API_URL) explains how to connect it.' } as const

/** A view as the server makes it: a $100 dress clicked 3 times from the dashboard on the last day, a deleted product once from the shop on the second. */
function makeView(range: EarningsRange = { from: '2026-11-18', to: '2026-11-24' }, overrides: Partial<EarningsView> = {}): EarningsView {
  const dress = { productId: 'p-dress', category: 'dresses', name: 'Rust Wrap Dress', brand: 'Atelier Nord', url: 'https://shop.example/dress' }
  const gone = { productId: 'p-gone', category: null, name: null, brand: null, url: null }
  const local = aggregateEarnings(range, {
    cells: [
      { date: range.to, source: 'dashboard', category: 'dresses', clicks: 3, priceSum: 300 },
      { date: '2026-11-19', source: 'shop', category: null, clicks: 1, priceSum: 0 },
    ],
    products: [
      { ...dress, clicks: 3, priceSum: 300 },
      { ...gone, clicks: 1, priceSum: 0 },
    ],
    productDays: [
      { ...dress, date: range.to, clicks: 3, priceSum: 300 },
      { ...gone, date: '2026-11-19', clicks: 1, priceSum: 0 },
    ],
    uniqueProducts: 2,
  })
  return { ...local, affiliate: OFF, ...overrides }
}

const figure = (id: string) => document.querySelector(`[data-figure="${id}"] dd`)?.textContent
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent)

it('shows the figures with the estimate’s assumptions, tables by category, source and product, and why affiliate figures are missing', async () => {
  render(<EarningsReport view={makeView()} />)
  expect(figure('clicks')).toBe('4')
  expect(figure('products')).toBe('2')
  expect(figure('estimated-commission')).toBe('$0.60')
  expect(document.querySelectorAll('[data-figure="estimated-commission"] dd')[1]?.textContent).toBe('Estimated: 4% of the clicked price, assuming 5% of clicks buy')
  expect(figure('conversions')).toBeUndefined()
  expect(screen.getByRole('status').textContent).toContain('not set up, so these are the clicks recorded here')

  expect(screen.getByTestId('chart-summary').textContent).toBe('4 clicks over 7 days; the busiest day was 24 Nov 2026 with 3.')
  // The chart's text alternative follows its split: by category first.
  const perDay = within(screen.getByRole('region', { name: 'Per day as a table' }))
  expect(perDay.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Date', 'Dresses', 'No category'])
  expect(perDay.getAllByRole('row').slice(1).map(cells)).toEqual([
    ['18 Nov 2026', '0', '0'],
    ['19 Nov 2026', '0', '1'],
    ['20 Nov 2026', '0', '0'],
    ['21 Nov 2026', '0', '0'],
    ['22 Nov 2026', '0', '0'],
    ['23 Nov 2026', '0', '0'],
    ['24 Nov 2026', '3', '0'],
  ])
  fireEvent.click(within(screen.getByRole('group', { name: 'Split by' })).getByRole('button', { name: 'Source' }))
  fireEvent.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Est. commission' }))
  expect(perDay.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Date', 'Dashboard', 'Shop'])
  expect(cells(perDay.getAllByRole('row').at(-1)!)).toEqual(['24 Nov 2026', '$0.60', '$0.00'])

  expect(within(screen.getByRole('region', { name: 'By category' })).getAllByRole('row').slice(1).map(cells)).toEqual([
    ['Dresses', '3', '$0.60'],
    ['No category', '1', '$0.00'],
  ])
  expect(within(screen.getByRole('region', { name: 'By source' })).getAllByRole('row').slice(1).map(cells)).toEqual([
    ['Dashboard', '3', '$0.60'],
    ['Shop', '1', '$0.00'],
  ])
  const top = within(screen.getByRole('region', { name: 'Top products' }))
  const [dress, gone] = top.getAllByRole('row').slice(1)
  expect(cells(dress!)).toEqual(['Rust Wrap Dress', 'Atelier Nord', '3', '$0.60', expect.stringContaining('Open')])
  const link = within(dress!).getByRole('link', { name: /Rust Wrap Dress at the retailer/ })
  expect(link.getAttribute('href')).toBe('https://shop.example/dress')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  expect(cells(gone!)).toEqual(['Deleted product (p-gone)', '-', '1', '$0.00', 'No link'])
  expect(screen.queryByRole('heading', { name: 'Top products at the affiliate service' })).toBeNull()
  // The chart itself loads lazily and is hidden from assistive tech: the tables stand in for it.
  // Its chunk (the chart library) can take seconds to load on a busy machine.
  expect((await screen.findByTestId('earnings-chart', {}, { timeout: 15_000 })).getAttribute('aria-hidden')).toBe('true')
})

it('adds conversions, revenue and commission and the service’s top products when the affiliate service answered', () => {
  render(
    <EarningsReport
      view={makeView(undefined, {
        affiliate: {
          status: 'ok',
          performance: { clicks: 10, conversions: 2, revenue: 240.5, commission: 19.24, conversionRate: 0.2 },
          topProducts: [{ id: 'p-dress', name: 'Rust Wrap Dress', clicks: 7, conversions: 2, revenue: 240.5, commission: 19.24 }],
        },
      })}
    />,
  )
  expect(figure('conversions')).toBe('2')
  expect(document.querySelectorAll('[data-figure="conversions"] dd')[1]?.textContent).toBe('20% of 10 affiliate clicks')
  expect(figure('revenue')).toBe('$240.50')
  expect(figure('commission')).toBe('$19.24')
  expect(screen.queryByRole('status')).toBeNull()
  const table = within(screen.getByRole('region', { name: 'Top products at the affiliate service' }))
  expect(cells(table.getAllByRole('row')[1]!)).toEqual(['Rust Wrap Dress', '7', '2', '$240.50', '$19.24'])
})

it('shows an empty state instead of a chart when nothing was clicked in the range', () => {
  const empty = aggregateEarnings({ from: '2026-10-26', to: '2026-11-24' }, { cells: [], products: [], productDays: [], uniqueProducts: 0 })
  render(<EarningsReport view={{ ...empty, affiliate: { status: 'unavailable', message: 'The affiliate service did not answer: these are the clicks recorded here only. Try again later.' } }} />)
  expect(screen.getByRole('heading', { name: 'No clicks yet' })).toBeTruthy()
  expect(screen.getByText(/from 26 Oct 2026 to 24 Nov 2026/)).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Top products' })).toBeNull()
  expect(screen.queryByTestId('chart-summary')).toBeNull()
  expect(screen.getByRole('status').textContent).toContain('did not answer')
  expect(figure('clicks')).toBe('0')
})

it('loads the server’s default range first, fills the fields from it, asks again for a picked date, and links the CSV of what is shown', async () => {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url)
      const params = new URL(url, 'http://x').searchParams
      const view = makeView({ from: params.get('from') ?? '2026-10-26', to: params.get('to') ?? '2026-11-24' })
      return new Response(JSON.stringify(view), { status: 200, headers: { 'content-type': 'application/json' } })
    }),
  )
  render(<EarningsPanel />)
  await waitFor(() => expect(figure('clicks')).toBe('4'))
  expect(asked).toEqual(['/api/admin/earnings'])
  const from = screen.getByLabelText('From') as HTMLInputElement
  expect(from.value).toBe('2026-10-26')
  expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-24')
  expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/admin/earnings/csv?from=2026-10-26&to=2026-11-24')

  fireEvent.change(from, { target: { value: '2026-11-18' } })
  await waitFor(() => expect(screen.getByTestId('earnings-range').textContent).toBe('18 Nov 2026 to 24 Nov 2026 (UTC days)'))
  expect(asked).toEqual(['/api/admin/earnings', '/api/admin/earnings?from=2026-11-18&to=2026-11-24'])
  expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/admin/earnings/csv?from=2026-11-18&to=2026-11-24')

  // A start after the end is said at the field and not asked for; mended, it is.
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } })
  expect(screen.getByText('From must be on or before To.')).toBeTruthy()
  expect(from.getAttribute('aria-invalid')).toBe('true')
  fireEvent.change(from, { target: { value: '2024-01-01' } })
  expect(screen.getByText('A range can be at most 366 days.')).toBeTruthy()
  fireEvent.change(from, { target: { value: '2026-10-01' } })
  await waitFor(() => expect(asked).toHaveLength(3))
  expect(asked[2]).toBe('/api/admin/earnings?from=2026-10-01&to=2026-11-01')
  expect(screen.queryByText('From must be on or before To.')).toBeNull()
})

it('says why when the earnings cannot be loaded', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: { code: 'internal', message: 'Something broke.' } }), { status: 500 })),
  )
  render(<EarningsPanel />)
  expect((await screen.findByRole('alert')).textContent).toBe('The earnings could not be loaded: Something broke.')
})
