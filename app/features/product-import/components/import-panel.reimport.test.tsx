// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { ImportPanel } from './import-panel.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ROW = { productName: 'Linen Dress, Sage', affiliateUrl: 'https://amzn.to/abc', imageUrl: 'https://cdn.example/images/1.jpg' }

it('a row whose link is in the catalogue shows the fields it would change; chosen, Import Products sends it as an update', async () => {
  const started: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
      if (url === '/api/admin/imports/latest') return json({ job: null })
      if (url === '/api/admin/imports/validate') {
        return json({
          results: [
            {
              status: 'invalid',
              errors: [{ code: 'duplicate-in-catalog', column: 'affiliateUrl', message: 'This affiliate link is already in the catalogue' }],
              existing: { productId: 'p1', name: 'Linen Dress', changes: [{ field: 'productName', from: 'Linen Dress', to: 'Linen Dress, Sage' }, { field: 'price', from: '80', to: '64.5' }] },
            },
          ],
        })
      }
      if (url === '/api/admin/imports' && init.method === 'POST') {
        started.push(JSON.parse(String(init.body)))
        const now = '2026-12-02T10:00:00.000Z'
        const alert = { tone: 'success', message: '1 products already in the catalogue were updated.' }
        return json({ job: { id: 'j1', status: 'completed', totalRows: 1, processedRows: 0, succeededRows: 0, failedRows: 0, message: alert.message, result: { alert, failures: [], invalid: 0, duplicates: 0, updated: 1 }, cancelRequested: false, createdAt: now, updatedAt: now } }, 202)
      }
      throw new Error(`unexpected request ${url}`)
    }),
  )
  const Stub = createRoutesStub([{ path: '/admin', Component: ImportPanel }])
  render(<Stub initialEntries={['/admin']} />)

  fireEvent.click(await screen.findByRole('button', { name: 'Add your first product' }))
  fireEvent.change(screen.getByLabelText('Product name, row 1'), { target: { value: ROW.productName } })
  fireEvent.change(screen.getByLabelText('Affiliate link, row 1'), { target: { value: ROW.affiliateUrl } })
  fireEvent.change(screen.getByLabelText('Image URL, row 1'), { target: { value: ROW.imageUrl } })
  fireEvent.click(screen.getByRole('button', { name: 'Validate All' }))

  await screen.findByText('Already in the catalogue as "Linen Dress". This row would change:')
  screen.getByText('Name: Linen Dress → Linen Dress, Sage')
  screen.getByText('Price: 80 → 64.5')
  const importButton = screen.getByRole('button', { name: 'Import Products' }) as HTMLButtonElement
  // Skipped unless she chooses to update it.
  expect(importButton.disabled).toBe(true)
  fireEvent.click(screen.getByLabelText('Update this product (row 1); otherwise the row is skipped'))
  expect(importButton.disabled).toBe(false)
  fireEvent.click(importButton)
  await waitFor(() => expect(started).toHaveLength(1))
  expect(started[0]).toEqual({ rows: [{ ...ROW, category: 'dresses', season: 'spring' }], updateRows: [0] })

  // An edit sends the row back to Pending, and the choice goes with its preview.
  fireEvent.change(screen.getByLabelText('Product name, row 1'), { target: { value: 'Linen Dress' } })
  expect(screen.queryByText('Already in the catalogue as "Linen Dress". This row would change:')).toBeNull()
})
