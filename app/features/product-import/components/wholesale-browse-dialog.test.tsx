// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { WholesaleBrowseView, WholesaleListing } from '#core/import/supplier-search.ts'
import { WholesaleBrowseDialog } from './wholesale-browse-dialog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const product = (n: number, name: string, category: string): WholesaleListing => ({
  id: `p_${n}`,
  name,
  brand: 'Sezane',
  wholesalePrice: 20 + n / 2,
  retailPrice: 45 + n,
  description: null,
  images: [`https://cdn.wholesale.test/${n}.jpg`],
  category,
  minimumOrderQuantity: 6,
  productUrl: `https://www.faire.com/product/p_${n}`,
})
const CATALOGUE = Array.from({ length: 25 }, (_, i) => product(i + 1, `Piece ${i + 1}`, i % 2 ? 'Tops' : 'Dresses'))

/** A stand-in for the wholesale route: filters by category and pages with limit and offset, as the server does. */
function serve(status: WholesaleBrowseView['status'] = { state: 'ok', message: null }) {
  const urls: URL[] = []
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://admin.test')
    urls.push(url)
    const limit = Number(url.searchParams.get('limit'))
    const offset = Number(url.searchParams.get('offset'))
    const category = url.searchParams.get('category')
    const found = status.state === 'ok' ? CATALOGUE.filter((p) => !category || p.category === category) : []
    return Response.json({ products: found.slice(offset, offset + limit), total: found.length, limit, offset, status } satisfies WholesaleBrowseView)
  })
  return urls
}

it('lists the first page on opening with wholesale price, minimum order, brand and category, and pages on', async () => {
  const urls = serve()
  render(<WholesaleBrowseDialog open onOpenChange={() => {}} onAdd={() => {}} />)
  expect(await screen.findByText('Showing 1 to 20 of 25')).toBeTruthy()
  expect(urls[0]!.search).toBe('?limit=20&offset=0')
  expect(screen.getAllByText('Sezane · Dresses')).toHaveLength(10)
  expect(screen.getByText('Wholesale $20.50 · Minimum order 6')).toBeTruthy()
  expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true)
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  expect(await screen.findByText('Showing 21 to 25 of 25')).toBeTruthy()
  expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
})

it('filters from the first page and adds the ticked products as import rows', async () => {
  const urls = serve()
  const onAdd = vi.fn()
  render(<WholesaleBrowseDialog open onOpenChange={() => {}} onAdd={onAdd} />)
  await screen.findByText('Showing 1 to 20 of 25')
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Tops' } })
  fireEvent.change(screen.getByLabelText('Min price ($)'), { target: { value: '5' } })
  fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
  expect(await screen.findByText('Showing 1 to 12 of 12')).toBeTruthy()
  expect(Object.fromEntries(urls.at(-1)!.searchParams)).toEqual({ category: 'Tops', minPrice: '5', limit: '20', offset: '0' })
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Piece 2' }))
  fireEvent.click(screen.getByRole('button', { name: 'Add 1 to import' }))
  expect(onAdd.mock.calls[0]![0]).toEqual([
    // The suggested retail price, never the wholesale one (21.00).
    { productName: 'Piece 2', affiliateUrl: 'https://www.faire.com/product/p_2', imageUrl: 'https://cdn.wholesale.test/2.jpg', category: 'tops', season: 'spring', brand: 'Sezane', price: '47.00', currency: 'USD' },
  ])
})

it('shows why the list is empty when the marketplace is not configured', async () => {
  const message = 'Wholesale marketplace is not configured: set WHOLESALE_API_URL, WHOLESALE_API_KEY, WHOLESALE_APP_TOKEN'
  serve({ state: 'not-configured', message })
  render(<WholesaleBrowseDialog open onOpenChange={() => {}} onAdd={() => {}} />)
  expect(await screen.findByText(message)).toBeTruthy()
  expect(screen.queryByText('No wholesale products match these filters.')).toBeNull()
})
