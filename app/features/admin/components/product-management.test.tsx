// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { ProductManagement } from './product-management.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const EMPTY_PAGE = { items: [], total: 0, page: 1, pageCount: 1, pageSize: 20, catalogueTotal: 0 }

/**
 * A fake server: the brand list always answers; each product-list request takes the next
 * answer (a status and body, or 'hang' for a request that never answers until aborted).
 */
function server(...listAnswers: Array<{ status: number; body: unknown } | 'hang'>) {
  const listUrls: string[] = []
  const writes: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
      if (url.startsWith('/api/admin/products/brands')) return json(200, { brands: [] })
      if (init.method && init.method !== 'GET') {
        writes.push(`${init.method} ${url}`)
        return json(200, { ok: true })
      }
      listUrls.push(url)
      const answer = listAnswers.shift() ?? { status: 200, body: EMPTY_PAGE }
      if (answer === 'hang') {
        return new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        })
      }
      return json(answer.status, answer.body)
    }),
  )
  return Object.assign(listUrls, { writes })
}

function renderPanel() {
  const Stub = createRoutesStub([{ path: '/admin', Component: ProductManagement }])
  render(<Stub initialEntries={['/admin']} />)
}

it('shows "Product Loading Failed" with the HTTP status and its buttons, and Retry Loading loads again', async () => {
  const listUrls = server({ status: 503, body: { error: { code: 'unavailable', message: 'Database down' } } })
  renderPanel()
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Product Loading Failed')
  expect(alert.textContent).toContain('Failed to load products: HTTP 503: Database down')
  expect(screen.getByRole('link', { name: 'Run Diagnostic' }).getAttribute('href')).toBe('/admin?tab=diagnostics')
  screen.getByText('Debug Info')

  fireEvent.click(screen.getByRole('button', { name: 'Retry Loading' }))
  await screen.findByText('No products found')
  expect(screen.queryByRole('alert')).toBeNull()
  expect(listUrls).toHaveLength(2)
})

it('Cancel Loading stops a slow load with the spec message', async () => {
  server('hang')
  renderPanel()
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel Loading' }))
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Failed to load products: Loading cancelled by user')
})

it('asks the server for page 1 with the chosen filters, and "Clear all filters" empties them', async () => {
  const listUrls = server()
  renderPanel()
  await screen.findByText('No products found')
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'outerwear' } })
  await waitFor(() => expect(listUrls.at(-1)).toBe('/api/admin/products?category=outerwear&page=1'))
  fireEvent.click(await screen.findByRole('button', { name: 'Clear all filters' }))
  await waitFor(() => expect(listUrls.at(-1)).toBe('/api/admin/products?page=1'))
})

const product = {
  id: 'p1',
  name: 'Plain Wrap Dress',
  brand: null,
  category: 'dresses',
  affiliateUrl: 'https://www.amazon.com/dp/B0PLAIN',
  images: [],
  description: null,
  tags: ['wrap', 'midi', 'linen', 'summer', 'office'],
  colors: ['default'],
  price: null,
  originalPrice: null,
  currency: 'USD',
  rating: null,
  reviewCount: null,
  seasons: ['summer'],
  bodyShapes: [],
  colorPalettes: [],
  styles: [],
  source: 'import',
  isActive: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  aiAnalyzedAt: null,
  aiAnalysisVersion: null,
  aiConfidenceScore: null,
}

it('shows a product without brand or image as the spec says in list and grid, views it in a new tab, and deletes only after confirming', async () => {
  const page = { items: [product], total: 1, page: 1, pageCount: 1, pageSize: 20, catalogueTotal: 1 }
  const requests = server({ status: 200, body: page }, { status: 200, body: page }, { status: 200, body: { ...page, items: [], total: 0, catalogueTotal: 0 } })
  renderPanel()
  const row = (await screen.findByText('Plain Wrap Dress')).closest('tr')!
  expect(row.textContent).toContain('wrap')
  expect(row.textContent).toContain('midi')
  expect(row.textContent).not.toContain('linen')
  expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toContain('-')
  expect(screen.getByText('1 product found')).toBeTruthy()
  expect(screen.getByText('Showing 1 to 1 of 1 results')).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: 'Grid view' }))
  const card = (await screen.findByRole('heading', { name: 'Plain Wrap Dress' })).closest('li')!
  expect(card.textContent).toContain('No Image')
  expect(card.textContent).toContain('linen')
  expect(card.textContent).not.toContain('summer')
  expect(card.textContent).toContain('+2')
  const view = screen.getByRole('link', { name: 'View Plain Wrap Dress in a new tab' })
  expect([view.getAttribute('href'), view.getAttribute('target')]).toEqual(['https://www.amazon.com/dp/B0PLAIN', '_blank'])

  fireEvent.click(screen.getByRole('button', { name: 'Delete Plain Wrap Dress' }))
  await screen.findByText('Delete "Plain Wrap Dress"? This cannot be undone.')
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(requests.writes).toEqual([])
  fireEvent.click(screen.getByRole('button', { name: 'Delete Plain Wrap Dress' }))
  const dialog = await screen.findByRole('dialog')
  fireEvent.click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete')!)
  await waitFor(() => expect(requests.writes).toEqual(['DELETE /api/admin/products/p1']))
})
