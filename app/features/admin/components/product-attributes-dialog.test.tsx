// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { type GarmentAttributes, unknownAttributes } from '#core/garment/attributes.ts'
import type { ProductAttributesView } from '../utils/attributes-api.ts'
import { attributeLabel, ProductAttributesDialog } from './product-attributes-dialog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const READ: GarmentAttributes = {
  ...unknownAttributes(),
  category: 'dresses',
  garmentType: 'dress',
  silhouette: 'bodycon',
  sleeve: 'flutter',
  length: 'midi',
  pattern: 'solid',
  embellishments: ['ruffles'],
  primaryColour: 'navy',
  materials: ['viscose'],
}

function view(overrides: Partial<GarmentAttributes>, fit: Partial<ProductAttributesView['fit']> = {}): ProductAttributesView {
  return {
    productId: 'p1',
    read: READ,
    overrides,
    effective: { ...READ, ...overrides },
    method: 'ai',
    model: 'gpt-test-1',
    analysedAt: '2026-11-24T10:30:00.000Z',
    fit: {
      body: { rectangle: 'neutral', pear: 'avoid', apple: 'avoid', hourglass: 'flatters', 'inverted-triangle': 'neutral' },
      palettes: ['cool', 'neutral'],
      styles: ['formal'],
      occasions: ['party', 'date'],
      ...fit,
    },
  }
}

/** The attributes route on the wire: GET answers `first`, each PUT answers what `put` returns for its body. */
function server(first: { status: number; body: unknown }, put: (body: { overrides: Partial<GarmentAttributes> }) => { status: number; body: unknown } = () => ({ status: 500, body: {} })) {
  const calls: Array<{ method: string; url: string; body: unknown }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined
      calls.push({ method: init.method ?? 'GET', url, body })
      const answer = init.method === 'PUT' ? put(body) : first
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return calls
}

it('shows what was read, by whom, and the fit derived from it', async () => {
  const calls = server({ status: 200, body: view({}) })
  render(<ProductAttributesDialog product={{ id: 'p 1', name: 'Ruffle Bodycon Dress' }} onOpenChange={() => {}} />)
  const dialog = await screen.findByRole('dialog', { name: 'Attributes of Ruffle Bodycon Dress' })
  await within(dialog).findByText('Read by AI (gpt-test-1) on 24 Nov 2026, 10:30.')
  expect(calls).toEqual([{ method: 'GET', url: '/api/admin/products/p%201/attributes', body: undefined }])

  const shapes = within(dialog).getAllByRole('definition')
  expect(shapes.slice(0, 5).map((d) => d.textContent)).toEqual(['Neutral', 'Avoid', 'Avoid', 'Flatters', 'Neutral'])
  expect(within(dialog).getByText('Cool Tones, Neutral Tones')).toBeTruthy()
  expect(within(dialog).getByText('Styles').nextElementSibling!.textContent).toBe('Formal')
  expect(within(dialog).getByText('Occasions').nextElementSibling!.textContent).toBe('Party, Date night')

  expect((within(dialog).getByLabelText('Silhouette') as HTMLSelectElement).value).toBe('bodycon')
  expect((within(dialog).getByLabelText('Neckline') as HTMLSelectElement).value).toBe('')
  expect(within(dialog).getAllByText('Read as: Unknown').length).toBeGreaterThan(0)
  expect((within(dialog).getByLabelText('Primary colour') as HTMLInputElement).value).toBe('navy')
  expect((within(dialog).getByRole('checkbox', { name: 'Ruffles' }) as HTMLInputElement).checked).toBe(true)
  expect((within(dialog).getByRole('button', { name: 'Save corrections' }) as HTMLButtonElement).disabled).toBe(true)
})

it('saves corrections as overrides, shows the fit they give, and a field set back to the read value is no override', async () => {
  const calls = server({ status: 200, body: view({}) }, ({ overrides }) => ({
    status: 200,
    body: view(overrides, { body: { rectangle: 'flatters', pear: 'flatters', apple: 'neutral', hourglass: 'flatters', 'inverted-triangle': 'flatters' } }),
  }))
  render(<ProductAttributesDialog product={{ id: 'p1', name: 'Ruffle Dress' }} onOpenChange={() => {}} />)
  const dialog = await screen.findByRole('dialog', { name: 'Attributes of Ruffle Dress' })
  const silhouette = (await within(dialog).findByLabelText('Silhouette')) as HTMLSelectElement

  fireEvent.change(silhouette, { target: { value: 'a-line' } })
  expect(within(dialog).getByText('Corrections: 1')).toBeTruthy()
  expect(within(dialog).getByText('Save to see the fit of your corrections.')).toBeTruthy()
  fireEvent.change(within(dialog).getByLabelText('Neckline'), { target: { value: 'v-neck' } })
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ruffles' }))
  fireEvent.change(within(dialog).getByLabelText('Materials'), { target: { value: 'Linen, viscose' } })
  // Back to what was read: no longer a correction.
  fireEvent.change(within(dialog).getByLabelText('Neckline'), { target: { value: '' } })
  expect(within(dialog).getByText('Corrections: 3')).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Use read value for Materials' }))
  expect((within(dialog).getByLabelText('Materials') as HTMLInputElement).value).toBe('viscose')

  fireEvent.click(within(dialog).getByRole('button', { name: 'Save corrections' }))
  await within(dialog).findByText('Corrections saved. The fit above is derived from them.')
  expect(calls.at(-1)).toEqual({ method: 'PUT', url: '/api/admin/products/p1/attributes', body: { overrides: { silhouette: 'a-line', embellishments: [] } } })
  await waitFor(() => expect(within(dialog).getAllByRole('definition').slice(0, 5).map((d) => d.textContent)).toEqual(['Flatters', 'Flatters', 'Neutral', 'Flatters', 'Flatters']))
  expect(within(dialog).queryByText('Save to see the fit of your corrections.')).toBeNull()
  expect(within(dialog).getAllByText('Corrected')).toHaveLength(2)
  expect(within(dialog).getByText('Read as: Bodycon')).toBeTruthy()
})

it('says why a save or a load failed, and can load again', async () => {
  let loads = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
      if (init.method === 'PUT') return json(400, { error: { code: 'validation-failed', message: 'primaryColour: unknown colour "navvy"' } })
      return loads++ === 0 ? json(503, { error: { code: 'unavailable', message: 'The database did not answer.' } }) : json(200, view({}))
    }),
  )
  render(<ProductAttributesDialog product={{ id: 'p1', name: 'Dress' }} onOpenChange={() => {}} />)
  const dialog = await screen.findByRole('dialog', { name: 'Attributes of Dress' })
  await within(dialog).findByText('The attributes could not be loaded: The database did not answer.')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
  fireEvent.change(await within(dialog).findByLabelText('Primary colour'), { target: { value: 'Navvy' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save corrections' }))
  await within(dialog).findByText('The corrections could not be saved: primaryColour: unknown colour "navvy"')
})

it('says when nothing has been analysed yet, and by the rule-based reader otherwise', async () => {
  server({ status: 200, body: { ...view({}), method: 'rule-based', model: null, analysedAt: null } })
  render(<ProductAttributesDialog product={{ id: 'p1', name: 'Dress' }} onOpenChange={() => {}} />)
  await screen.findByText('Not analysed yet: every attribute is unknown until the analysis runs.')
  cleanup()
  server({ status: 200, body: { ...view({}), method: 'rule-based', model: null } })
  render(<ProductAttributesDialog product={{ id: 'p1', name: 'Dress' }} onOpenChange={() => {}} />)
  await screen.findByText('Read by the rule-based reader on 24 Nov 2026, 10:30.')
})

it('labels attribute ids as words', () => {
  expect(['fit-and-flare', 't-shirt', 'v-neck', 'three-quarter', 'a-line'].map(attributeLabel)).toEqual(['Fit and flare', 'T-shirt', 'V-neck', 'Three quarter', 'A-line'])
})
