// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import type { ImportRowInput, ImportRowResult } from '#core/import/import-row.ts'
import { ImportPanel } from './import-panel.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const PRICE_ERROR = 'Price: "forty" is not a price. Enter an amount like 49.99 (a currency symbol or code may go with it).'

/** The import routes on the wire: no job yet, and validation answers in turn, recording the rows sent. */
function server(...answers: ImportRowResult[][]) {
  const sent: ImportRowInput[][] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
      if (url === '/api/admin/imports/latest') return json({ job: null })
      if (url === '/api/admin/imports/validate') {
        sent.push((JSON.parse(String(init.body)) as { rows: ImportRowInput[] }).rows)
        return json({ results: answers.shift() })
      }
      throw new Error(`unexpected request ${url}`)
    }),
  )
  return sent
}

function renderPanel() {
  const Stub = createRoutesStub([{ path: '/admin', Component: ImportPanel }])
  render(<Stub initialEntries={['/admin']} />)
}

it('keeps the optional cells in a Details area under the row, sends them with the row, and shows each cell error under its field', async () => {
  const sent = server(
    [{ status: 'invalid', errors: [{ code: 'price-invalid', column: 'price', message: PRICE_ERROR }] }],
    [{ status: 'invalid', errors: [{ code: 'price-invalid', column: 'price', message: PRICE_ERROR }] }],
  )
  renderPanel()
  fireEvent.click(await screen.findByRole('button', { name: 'Add your first product' }))
  const table = screen.getByRole('table', { name: 'Products to import' })
  // Closed, the row is one line with the five required cells; the details are not in the table.
  const toggle = within(table).getByRole('button', { name: 'Details, row 1' })
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  expect(screen.queryByRole('group', { name: 'Optional details, row 1' })).toBeNull()

  fireEvent.click(toggle)
  const details = screen.getByRole('group', { name: 'Optional details, row 1' })
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  expect(toggle.getAttribute('aria-controls')).toBe(details.id)
  const labels = within(details)
    .getAllByRole('textbox')
    .map((el) => el.getAttribute('id'))
    .map((id) => details.querySelector(`label[for="${id}"]`)!.textContent)
  expect(labels).toEqual(['Brand, row 1', 'Price, row 1', 'Currency, row 1', 'Colour, row 1', 'Material, row 1', 'Style Tags, row 1', 'Description, row 1'])

  fireEvent.change(screen.getByLabelText('Product name, row 1'), { target: { value: 'Tiered Maxi Dress' } })
  fireEvent.change(within(details).getByLabelText('Brand, row 1'), { target: { value: 'Sable' } })
  fireEvent.change(within(details).getByLabelText('Price, row 1'), { target: { value: 'forty' } })
  fireEvent.change(within(details).getByLabelText('Style Tags, row 1'), { target: { value: 'Boho; festival' } })
  expect(within(table).getByRole('button', { name: 'Details (3), row 1' })).toBe(toggle)

  fireEvent.click(screen.getByRole('button', { name: 'Validate All' }))
  await waitFor(() => expect(table.querySelector('tr[data-status]')!.getAttribute('data-status')).toBe('invalid'))
  expect(sent[0]).toEqual([
    { productName: 'Tiered Maxi Dress', affiliateUrl: '', imageUrl: '', category: 'dresses', season: 'spring', brand: 'Sable', price: 'forty', styleTags: 'Boho; festival' },
  ])
  const price = within(details).getByLabelText('Price, row 1')
  expect(price.getAttribute('aria-invalid')).toBe('true')
  expect(document.getElementById(price.getAttribute('aria-describedby')!)!.textContent).toBe(PRICE_ERROR)
  expect(within(details).getByLabelText('Brand, row 1').getAttribute('aria-invalid')).toBeNull()

  // An edit clears the cell's error with the row's status.
  fireEvent.change(price, { target: { value: '89.90' } })
  expect(price.getAttribute('aria-invalid')).toBeNull()
  expect(table.querySelector('tr[data-status]')!.getAttribute('data-status')).toBe('pending')

  // Closed, a failing optional cell opens the details again, so its message is never hidden.
  fireEvent.change(price, { target: { value: 'forty' } })
  fireEvent.click(toggle)
  expect(screen.queryByRole('group', { name: 'Optional details, row 1' })).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Validate All' }))
  const reopened = await screen.findByRole('group', { name: 'Optional details, row 1' })
  expect(within(reopened).getByText(PRICE_ERROR)).toBeTruthy()
})

it('shows the optional cells an upload brought, with their count on the button', async () => {
  server()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
      if (url === '/api/admin/imports/latest') return json({ job: null })
      if (url === '/api/admin/imports/parse') {
        return json({
          rows: [
            { productName: 'Wool Coat', affiliateUrl: 'https://amzn.to/1', imageUrl: 'https://x/images/1.jpg', category: 'outerwear', season: 'winter', brand: 'Nord', price: '249.90', currency: 'EUR', description: 'Double-faced wool.' },
          ],
        })
      }
      throw new Error(`unexpected request ${url}`)
    }),
  )
  renderPanel()
  fireEvent.click(await screen.findByRole('button', { name: 'Upload CSV/Excel' }))
  const dialog = screen.getByRole('dialog', { name: 'Upload CSV/Excel' })
  fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [new File(['x'], 'coats.csv')] } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Details (4), row 1' }))
  const details = screen.getByRole('group', { name: 'Optional details, row 1' })
  expect((within(details).getByLabelText('Brand, row 1') as HTMLInputElement).value).toBe('Nord')
  expect((within(details).getByLabelText('Price, row 1') as HTMLInputElement).value).toBe('249.90')
  expect((within(details).getByLabelText('Currency, row 1') as HTMLInputElement).value).toBe('EUR')
  expect((within(details).getByLabelText('Description, row 1') as HTMLTextAreaElement).value).toBe('Double-faced wool.')
})
