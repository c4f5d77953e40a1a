// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { ImportRowInput } from '#core/import/import-row.ts'
import type { RetailSearchView, SupplierStatus } from '#core/import/supplier-search.ts'
import type { RetailItem } from '#core/integrations/records.ts'
import { RetailSearchDialog } from './retail-search-dialog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const OK: SupplierStatus = { state: 'ok', message: null }

function item(n: number, title: string): RetailItem {
  const asin = `B0TEST000${n}`
  return {
    asin,
    title,
    brand: 'Mara Hoffman',
    price: { amount: 40 + n, currency: 'USD', displayAmount: `$${40 + n}.00` },
    images: { primary: `https://m.media-amazon.test/images/I/${n}.jpg`, variants: [] },
    rating: { value: 4.5, count: 120 + n },
    availability: 'In Stock.',
    category: 'Apparel',
    color: n === 2 ? 'Ivory' : null,
    features: n === 2 ? ['Silk charmeuse.', 'Adjustable straps.'] : [],
    description: n === 2 ? 'Silk charmeuse. Adjustable straps.' : '',
    affiliateUrl: `https://www.amazon.com/dp/${asin}?tag=styleblueprint-20`,
    detailPageUrl: `https://www.amazon.com/dp/${asin}?tag=styleblueprint-20`,
  }
}

/** The browser's side of the wire: every request the dialog makes, answered by `answer`. */
function serve(answer: (url: URL) => RetailSearchView) {
  const urls: URL[] = []
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://admin.test')
    urls.push(url)
    return Response.json(answer(url))
  })
  return urls
}

function open(onAdd: (rows: ImportRowInput[]) => void = () => {}) {
  return render(<RetailSearchDialog open onOpenChange={() => {}} onAdd={onAdd} />)
}

it('says why when the retail API is not configured, as soon as it opens', async () => {
  const message = 'Retail product search is not configured: set RETAIL_ACCESS_KEY, RETAIL_SECRET_KEY, RETAIL_PARTNER_TAG'
  const urls = serve(() => ({ items: [], page: 1, status: { state: 'not-configured', message } }))
  open()
  await screen.findByText(message)
  expect(urls[0]!.pathname).toBe('/api/admin/retail/search')
  expect(urls[0]!.search).toBe('')
})

it('searches with keywords, price range and brand, and adds the ticked items as import rows', async () => {
  const urls = serve((url) =>
    url.searchParams.get('keywords') ? { items: [item(1, 'Floral Wrap Dress'), item(2, 'Silk Camisole Top'), item(3, 'Wide Leg Trousers')], page: 1, status: OK } : { items: [], page: 1, status: OK },
  )
  const onAdd = vi.fn()
  open(onAdd)
  fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'summer' } })
  fireEvent.change(screen.getByLabelText('Min price ($)'), { target: { value: '20' } })
  fireEvent.change(screen.getByLabelText('Max price ($)'), { target: { value: '80' } })
  fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'Mara Hoffman' } })
  fireEvent.click(screen.getByRole('button', { name: 'Search' }))

  await screen.findByText('Floral Wrap Dress')
  const sent = urls.at(-1)!
  expect(Object.fromEntries(sent.searchParams)).toEqual({ keywords: 'summer', minPrice: '20', maxPrice: '80', brand: 'Mara Hoffman', page: '1' })
  expect(screen.getByText('$41.00')).toBeTruthy()
  expect(screen.getByText('4.5 stars (121 reviews)')).toBeTruthy()
  expect((screen.getByRole('button', { name: 'Add to import' }) as HTMLButtonElement).disabled).toBe(true)

  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Floral Wrap Dress' }))
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Silk Camisole Top' }))
  expect(screen.getByText('2 selected')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Add 2 to import' }))

  expect(onAdd).toHaveBeenCalledTimes(1)
  expect(onAdd.mock.calls[0]![0]).toEqual([
    {
      productName: 'Floral Wrap Dress',
      affiliateUrl: 'https://www.amazon.com/dp/B0TEST0001?tag=styleblueprint-20',
      imageUrl: 'https://m.media-amazon.test/images/I/1.jpg',
      category: 'dresses',
      season: 'spring',
      brand: 'Mara Hoffman',
      price: '41.00',
      currency: 'USD',
    },
    {
      productName: 'Silk Camisole Top',
      affiliateUrl: 'https://www.amazon.com/dp/B0TEST0002?tag=styleblueprint-20',
      imageUrl: 'https://m.media-amazon.test/images/I/2.jpg',
      category: 'tops',
      season: 'spring',
      brand: 'Mara Hoffman',
      price: '42.00',
      currency: 'USD',
      colour: 'Ivory',
      description: 'Silk charmeuse. Adjustable straps.',
    },
  ])
})

it('shows the unavailable status instead of an empty silence when the API fails', async () => {
  const message = 'Retail product search did not answer. Try again in a minute; the server log has the details.'
  serve((url) => (url.searchParams.get('keywords') ? { items: [], page: 1, status: { state: 'unavailable', message } } : { items: [], page: 1, status: OK }))
  open()
  fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'dress' } })
  fireEvent.click(screen.getByRole('button', { name: 'Search' }))
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message))
  expect(screen.queryByText('No items found. Try other keywords or a wider price range.')).toBeNull()
})
