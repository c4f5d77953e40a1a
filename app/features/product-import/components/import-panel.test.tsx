// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { ImportPanel } from './import-panel.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * A fake server: no import job yet; diagnostics answer one passing check and record what
 * was sent; validation answers the given results in turn.
 */
type Results = Array<{ status: 'valid' | 'invalid'; errors: Array<{ code: string; message: string }> }>
function server(...validations: Array<Results | Promise<Results>>) {
  const diagnostics: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
      if (url === '/api/admin/imports/latest') return json({ job: null })
      if (url === '/api/admin/diagnostics') {
        diagnostics.push(JSON.parse(String(init.body)))
        return json({ checks: [{ id: 'connection', label: 'Database connection', status: 'success', message: 'Reached in 2 ms', durationMs: 2 }] })
      }
      if (url === '/api/admin/imports/validate') return json({ results: await validations.shift() })
      throw new Error(`unexpected request ${url}`)
    }),
  )
  return diagnostics
}

function renderPanel() {
  const Stub = createRoutesStub([{ path: '/admin', Component: ImportPanel }])
  render(<Stub initialEntries={['/admin']} />)
}

it('Test One Product needs rows and a complete first row, with the spec messages, and sends nothing otherwise', async () => {
  const sent = server()
  renderPanel()
  fireEvent.click(await screen.findByRole('button', { name: 'Test One Product' }))
  await screen.findByText('Upload a CSV file first')

  fireEvent.click(screen.getByRole('button', { name: 'Add your first product' }))
  fireEvent.click(screen.getByRole('button', { name: 'Test One Product' }))
  await screen.findByText('First product data incomplete, check CSV format')
  expect(sent).toEqual([])
})

it('Full Diagnostic runs with an unfinished first row (the server then picks a product), and sends a complete first row', async () => {
  const sent = server()
  renderPanel()
  fireEvent.click(await screen.findByRole('button', { name: 'Add your first product' }))
  fireEvent.click(screen.getByRole('button', { name: 'Full Diagnostic' }))
  await screen.findByText('Reached in 2 ms')
  expect(sent).toEqual([{}])
  expect(screen.queryByText('First product data incomplete, check CSV format')).toBeNull()

  const row = { productName: 'Linen Dress', affiliateUrl: 'https://amzn.to/abc', imageUrl: 'https://cdn.example/images/1.jpg' }
  fireEvent.change(screen.getByLabelText('Product name, row 1'), { target: { value: row.productName } })
  fireEvent.change(screen.getByLabelText('Affiliate link, row 1'), { target: { value: row.affiliateUrl } })
  fireEvent.change(screen.getByLabelText('Image URL, row 1'), { target: { value: row.imageUrl } })
  fireEvent.click(screen.getByRole('button', { name: 'Full Diagnostic' }))
  await waitFor(() => expect(sent).toHaveLength(2))
  expect(sent[1]).toEqual({ product: { ...row, category: 'dresses', season: 'spring' } })
})

it('shows each row status and errors; an edit sends it back to Pending; Import Products waits for a valid row', async () => {
  server([{ status: 'invalid', errors: [{ code: 'name-required', message: 'Product name is required' }] }], [{ status: 'valid', errors: [] }])
  renderPanel()
  fireEvent.click(await screen.findByRole('button', { name: 'Add your first product' }))
  const importButton = screen.getByRole('button', { name: 'Import Products' }) as HTMLButtonElement
  const status = () => screen.getByRole('table').querySelector('tbody tr')!
  expect(status().textContent).toContain('Pending')
  expect(importButton.disabled).toBe(true)

  fireEvent.click(screen.getByRole('button', { name: 'Validate All' }))
  await waitFor(() => expect(status().getAttribute('data-status')).toBe('invalid'))
  expect(status().textContent).toContain('Product name is required')
  expect(importButton.disabled).toBe(true)

  fireEvent.change(screen.getByLabelText('Product name, row 1'), { target: { value: 'Linen Dress' } })
  expect(status().getAttribute('data-status')).toBe('pending')
  expect(status().textContent).not.toContain('Product name is required')

  fireEvent.click(screen.getByRole('button', { name: 'Validate All' }))
  await waitFor(() => expect(status().getAttribute('data-status')).toBe('valid'))
  expect(importButton.disabled).toBe(false)
})

it('a row edited while Validate All runs stays Pending instead of taking the answer about its old text', async () => {
  let answer: (results: Results) => void = () => {}
  server(new Promise<Results>((resolve) => (answer = resolve)))
  renderPanel()
  fireEvent.click(await screen.findByRole('button', { name: 'Add your first product' }))
  fireEvent.click(screen.getByRole('button', { name: 'Add Row' }))
  fireEvent.click(screen.getByRole('button', { name: 'Validate All' }))
  const rows = () => [...screen.getByRole('table').querySelectorAll('tbody tr')]
  await waitFor(() => expect(rows()[0]!.getAttribute('data-status')).toBe('validating'))
  fireEvent.change(screen.getByLabelText('Product name, row 1'), { target: { value: 'Edited meanwhile' } })
  answer([{ status: 'valid', errors: [] }, { status: 'invalid', errors: [{ code: 'name-required', message: 'Product name is required' }] }])
  await waitFor(() => expect(rows()[1]!.getAttribute('data-status')).toBe('invalid'))
  expect(rows()[0]!.getAttribute('data-status')).toBe('pending')
  expect((screen.getByRole('button', { name: 'Import Products' }) as HTMLButtonElement).disabled).toBe(true)
})

it('when another import is already running, Import Products says so and follows that job live', async () => {
  const running = {
    id: 'job-1',
    status: 'running',
    totalRows: 10,
    processedRows: 3,
    succeededRows: 3,
    failedRows: 0,
    message: 'Importing product 3/10',
    result: null,
    cancelRequested: false,
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:01.000Z',
    finishedAt: null,
  }
  const opened: string[] = []
  vi.stubGlobal(
    'EventSource',
    class {
      constructor(url: string) {
        opened.push(url)
      }
      addEventListener() {}
      close() {}
    },
  )
  let latestCalls = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
      // The page opened before the other import began, so the first look finds none.
      if (url === '/api/admin/imports/latest') return json(200, { job: latestCalls++ === 0 ? null : running })
      if (url === '/api/admin/imports/validate') return json(200, { results: [{ status: 'valid', errors: [] }] })
      if (url === '/api/admin/imports' && init.method === 'POST') {
        return json(409, { error: { code: 'conflict', message: 'An import is already running. Wait for it to finish or stop it first.' } })
      }
      throw new Error(`unexpected request ${url}`)
    }),
  )
  renderPanel()
  fireEvent.click(await screen.findByRole('button', { name: 'Add your first product' }))
  fireEvent.click(screen.getByRole('button', { name: 'Validate All' }))
  const importButton = screen.getByRole('button', { name: 'Import Products' }) as HTMLButtonElement
  await waitFor(() => expect(importButton.disabled).toBe(false))
  fireEvent.click(importButton)
  await screen.findByText('An import is already running. Wait for it to finish or stop it first.')
  await screen.findByText('Importing product 3/10')
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30')
  expect(opened).toEqual(['/api/admin/imports/job-1/events'])
})

it('marks the cells the file’s reading changed; Undo puts the file’s text back and holds the row until a real choice', async () => {
  const validated: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
      if (url === '/api/admin/imports/latest') return json({ job: null })
      if (url === '/api/admin/imports/parse') {
        const row = (productName: string) => ({ productName, affiliateUrl: `https://amzn.to/${productName}`, imageUrl: 'https://x/images/1.jpg', category: 'dresses', season: 'spring' })
        return json({
          fileName: 'p.csv',
          rows: [row('Coat'), row('Tee')],
          changes: [
            { row: 0, column: 'season', original: 'All Season', reason: 'defaulted' },
            { row: 0, column: 'category', original: 'Knitwear', reason: 'defaulted' },
          ],
        })
      }
      if (url === '/api/admin/imports/validate') {
        const { rows } = JSON.parse(String(init.body)) as { rows: unknown[] }
        validated.push(rows)
        return json({ results: rows.map(() => ({ status: 'valid', errors: [] })) })
      }
      throw new Error(`unexpected request ${url}`)
    }),
  )
  renderPanel()
  fireEvent.click(await screen.findByRole('button', { name: 'Upload CSV/Excel' }))
  fireEvent.change(await screen.findByLabelText('File'), { target: { files: [new File(['x'], 'p.csv', { type: 'text/csv' })] } })
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }))
  await screen.findByText('Loaded 2 products from p.csv. 2 cells were read as something else: each is marked on its row, where you can undo it.')

  const rows = () => [...screen.getByRole('table').querySelectorAll('tbody tr')]
  expect(rows()[0]!.textContent).toContain('“All Season” is not a season we know: set to Spring')
  expect(rows()[0]!.textContent).toContain('“Knitwear” is not a category we know: set to Dresses')
  expect(rows()[1]!.querySelector('[data-change]')).toBeNull()

  fireEvent.click(screen.getByRole('button', { name: 'Undo: put back “All Season” in row 1' }))
  const season = screen.getByLabelText('Season, row 1') as HTMLSelectElement
  expect(season.selectedOptions[0]!.textContent).toBe('“All Season” (from the file)')
  expect(season.getAttribute('aria-invalid')).toBe('true')
  expect(rows()[0]!.textContent).toContain('Choose a season: “All Season” is not one')
  expect(rows()[0]!.textContent).not.toContain('is not a season we know')

  // Validate All leaves the undone row out and keeps it invalid; the other goes through.
  fireEvent.click(screen.getByRole('button', { name: 'Validate All' }))
  await waitFor(() => expect(rows()[1]!.getAttribute('data-status')).toBe('valid'))
  expect(validated).toEqual([[expect.objectContaining({ productName: 'Tee' })]])
  expect(rows()[0]!.getAttribute('data-status')).toBe('invalid')

  // Choosing a season settles it: the row is Pending again, the category note stays.
  fireEvent.change(season, { target: { value: 'winter' } })
  expect(rows()[0]!.getAttribute('data-status')).toBe('pending')
  expect(rows()[0]!.textContent).not.toContain('Choose a season')
  expect(rows()[0]!.textContent).toContain('“Knitwear” is not a category we know: set to Dresses')
})

it('offers a supplier only when its service is set up, and keeps the developer tools for the Diagnostics tab', async () => {
  server()
  renderPanel()
  await screen.findByRole('button', { name: 'Upload CSV/Excel' })
  expect(screen.queryByRole('button', { name: 'Add from retailer' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Browse wholesale' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Test Insert' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Check Table' })).toBeNull()
  cleanup()

  const Stub = createRoutesStub([{ path: '/admin', Component: () => <ImportPanel suppliers={{ retail: true, wholesale: false }} /> }])
  render(<Stub initialEntries={['/admin']} />)
  await screen.findByRole('button', { name: 'Add from retailer' })
  expect(screen.queryByRole('button', { name: 'Browse wholesale' })).toBeNull()
})

it('rows the import did not take stay in the table with their reasons, the message counts them, and they download as a CSV with a Reason', async () => {
  const listeners: Record<string, (e: { data: string }) => void> = {}
  vi.stubGlobal(
    'EventSource',
    class {
      addEventListener(name: string, listener: (e: { data: string }) => void) {
        listeners[name] = listener
      }
      close() {}
    },
  )
  const started: unknown[] = []
  const jobView = (over: object) => ({
    id: 'job-2', status: 'running', totalRows: 2, processedRows: 0, succeededRows: 0, failedRows: 0, message: 'Importing product 0/2', result: null,
    cancelRequested: false, createdAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T10:00:00.000Z', finishedAt: null, ...over,
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
      if (url === '/api/admin/imports/latest') return json({ job: null })
      if (url === '/api/admin/imports/validate') {
        return json({ results: [{ status: 'valid', errors: [] }, { status: 'invalid', errors: [{ code: 'name-required', message: 'Product name is required' }] }, { status: 'valid', errors: [] }] })
      }
      if (url === '/api/admin/imports') {
        started.push(JSON.parse(String(init.body)))
        return json({ job: jobView({}) })
      }
      throw new Error(`unexpected request ${url}`)
    }),
  )
  renderPanel()
  fireEvent.click(await screen.findByRole('button', { name: 'Add your first product' }))
  fireEvent.click(screen.getByRole('button', { name: 'Add Row' }))
  fireEvent.click(screen.getByRole('button', { name: 'Add Row' }))
  fireEvent.change(screen.getByLabelText('Product name, row 1'), { target: { value: 'Lands' } })
  fireEvent.change(screen.getByLabelText('Product name, row 3'), { target: { value: 'Already there' } })
  fireEvent.click(screen.getByRole('button', { name: 'Validate All' }))
  const rows = () => [...screen.getByRole('table').querySelectorAll('tbody tr')]
  await waitFor(() => expect(rows()[1]!.getAttribute('data-status')).toBe('invalid'))
  fireEvent.click(screen.getByRole('button', { name: 'Import Products' }))
  await waitFor(() => expect(listeners['done']).toBeDefined())
  expect((started[0] as { rows: Array<{ productName: string }> }).rows.map((r) => r.productName)).toEqual(['Lands', 'Already there'])

  const done = jobView({
    status: 'completed', processedRows: 2, succeededRows: 1, failedRows: 1, message: 'Import finished',
    result: { alert: { tone: 'warning', message: 'Import finished: 1 succeeded, 1 failed. Failed: Already there' }, failures: [{ row: 2, name: 'Already there', reason: 'This affiliate link is already in the catalogue' }], invalid: 0, duplicates: 1 },
  })
  listeners['done']!({ data: JSON.stringify({ job: done }) })
  await screen.findByText('Import finished: 1 succeeded, 1 failed. Failed: Already there 2 rows need fixing: they are still in the table.')
  expect(rows().map((r) => r.getAttribute('data-status'))).toEqual(['invalid', 'invalid'])
  expect(rows()[1]!.textContent).toContain('This affiliate link is already in the catalogue')

  const blobs: Blob[] = []
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  vi.stubGlobal('URL', Object.assign(Object.create(URL) as object, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:rows'), revokeObjectURL: () => {} }))
  fireEvent.click(screen.getByRole('button', { name: 'Download rows with errors (2)' }))
  const csv = await blobs[0]!.text()
  expect(csv.split('\r\n')[0]).toMatch(/,Reason$/)
  expect(csv).toContain('Product name is required')
  expect(csv).toContain('Already there,,,Dresses,Spring,,,,,,,,This affiliate link is already in the catalogue')
  expect(clicked).toHaveBeenCalledOnce()
})
