// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { CATALOG_CHANGED_EVENT } from '../utils/catalog-events.ts'
import { AddProductButton } from './add-product-dialog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The server's answers, in order; records what the form sent. */
function serverAnswers(...answers: Array<{ status: number; body: unknown }>) {
  const sent: Array<{ url: string; body: unknown }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) })
      const answer = answers.shift()!
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return sent
}

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

it('shows each server error beside its field, then adds the product, announces the change and closes', async () => {
  const sent = serverAnswers(
    {
      status: 400,
      body: {
        error: {
          code: 'validation-failed',
          message: 'Invalid affiliate URL format',
          issues: [
            { path: 'affiliateUrl', message: 'Invalid affiliate URL format' },
            { path: 'imageUrl', message: 'Image URL is not accessible' },
            { path: 'price', message: 'Price: "1.299" has more than 2 decimals. Enter an amount like 49.99.' },
          ],
        },
      },
    },
    { status: 201, body: { product: { id: 'p1', name: 'Merino Wrap Cardigan' } } },
  )
  const added = vi.fn()
  const announced = vi.fn()
  window.addEventListener(CATALOG_CHANGED_EVENT, announced)
  render(<AddProductButton onAdded={added} />)

  fireEvent.click(screen.getByRole('button', { name: 'Add Product' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add Product' })
  expect(dialog).toBeTruthy()
  fill('Product name', 'Merino Wrap Cardigan')
  fill('Affiliate link', 'https://shop.example.com/cardigan')
  fill('Image URL', 'https://img.example.com/images/cardigan.jpg')
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'tops' } })
  fireEvent.change(screen.getByLabelText('Season'), { target: { value: 'winter' } })
  fill('Brand (optional)', 'Atelier Nord')
  fill('Price (optional)', '1.299')
  fill('Colour (optional)', 'Oatmeal')
  fill('Material (optional)', 'Merino wool')
  fill('Style tags (optional)', 'Minimal, capsule')
  fill('Description (optional)', 'A soft merino wrap.')
  fireEvent.submit(screen.getByLabelText('Product name').closest('form')!)

  expect(await screen.findByText('Invalid affiliate URL format')).toBeTruthy()
  expect(screen.getByText('Image URL is not accessible')).toBeTruthy()
  expect(screen.getByLabelText('Affiliate link').getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByLabelText('Image URL').getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByLabelText('Product name').getAttribute('aria-invalid')).toBeNull()
  expect(screen.getByLabelText('Price (optional)').getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByText('Price: "1.299" has more than 2 decimals. Enter an amount like 49.99.')).toBeTruthy()
  expect(screen.getByLabelText('Colour (optional)').getAttribute('aria-invalid')).toBeNull()
  expect(sent[0]).toEqual({
    url: '/api/admin/imports/product',
    body: {
      productName: 'Merino Wrap Cardigan',
      affiliateUrl: 'https://shop.example.com/cardigan',
      imageUrl: 'https://img.example.com/images/cardigan.jpg',
      category: 'tops',
      season: 'winter',
      brand: 'Atelier Nord',
      price: '1.299',
      colour: 'Oatmeal',
      material: 'Merino wool',
      styleTags: 'Minimal, capsule',
      description: 'A soft merino wrap.',
    },
  })
  expect(added).not.toHaveBeenCalled()

  // Editing a field clears its error; the corrected product is added.
  fill('Affiliate link', 'https://www.amazon.com/dp/B0MERINO01')
  expect(screen.queryByText('Invalid affiliate URL format')).toBeNull()
  fill('Price (optional)', '129.90')
  expect(screen.getByLabelText('Price (optional)').getAttribute('aria-invalid')).toBeNull()
  fireEvent.submit(screen.getByLabelText('Product name').closest('form')!)
  await waitFor(() => expect(added).toHaveBeenCalledWith('Merino Wrap Cardigan'))
  expect(sent[1]!.body).toMatchObject({ price: '129.90' })
  expect(sent[1]!.body).not.toHaveProperty('currency')
  expect(announced).toHaveBeenCalledTimes(1)
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  window.removeEventListener(CATALOG_CHANGED_EVENT, announced)
})

it('says so when the request fails for a reason that is not a field', async () => {
  serverAnswers({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side.' } } })
  render(<AddProductButton onAdded={vi.fn()} />)
  fireEvent.click(screen.getByRole('button', { name: 'Add Product' }))
  await screen.findByRole('dialog', { name: 'Add Product' })
  fireEvent.submit(screen.getByLabelText('Product name').closest('form')!)
  expect(await screen.findByText('The product could not be added: Something went wrong on our side.')).toBeTruthy()
})
