import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CapsuleResponse } from '#core/outfits/contract.ts'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import { browserHeaders } from '#tests/support/accounts.ts'
import { insertCatalogue } from '#tests/support/catalogue-fixtures.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { BLUEPRINT_BODY_LIMIT, rendered } from './blueprint.ts'
import { ApiError } from '../errors.ts'
import { RenderBusyError } from '../services/blueprint-render/renderer.ts'

// The render endpoints touch no tables, so one SQLite app serves every test here.
type TestApp = Awaited<ReturnType<typeof createTestApp>>
let t: TestApp
beforeAll(async () => {
  t = await createTestApp('sqlite', {}, { PUBLIC_URL: 'https://styleblueprint.example' })
})
afterAll(async () => {
  await t.database.destroy()
})

const INPUT = {
  bodyShape: 'hourglass',
  colorPalette: 'warm',
  stylePreferences: ['classic', 'romantic'],
  measurements: { bust: 36, waist: 27, hips: 38 },
  measurementUnit: 'in',
  createdOn: '2026-11-22',
}

const post = (path: string, body: unknown, headers = browserHeaders(t.config)) =>
  t.app.request(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) })

async function pdfText(bytes: Uint8Array): Promise<{ title: unknown; pages: number; text: string }> {
  const pdf = await getDocument({ data: bytes }).promise
  const pages: string[] = []
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  const { info } = await pdf.getMetadata()
  return { title: (info as { Title?: unknown }).Title, pages: pdf.numPages, text: pages.join('\n').replace(/\s+/g, ' ') }
}

describe('POST /api/blueprint/image', () => {
  it('draws the blueprint as a 1080x1350 PNG named after her day', async () => {
    const res = await post('/api/blueprint/image', INPUT)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="style-blueprint-2026-11-22.png"')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
    const view = new DataView(bytes.buffer, bytes.byteOffset)
    expect({ width: view.getUint32(16), height: view.getUint32(20) }).toEqual({ width: 1080, height: 1350 })
  })
})

describe('POST /api/blueprint/pdf', () => {
  it('draws every part of the blueprint as selectable text in an A4 PDF', async () => {
    const res = await post('/api/blueprint/pdf', INPUT)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="style-blueprint-2026-11-22.pdf"')
    const { title, text, pages } = await pdfText(new Uint8Array(await res.arrayBuffer()))
    expect(title).toBe('My Style Blueprint')
    expect(pages).toBeGreaterThanOrEqual(1)
    for (const expected of [
      'Hourglass · Warm Tones · Classic and Romantic',
      'Bust 36 in, Waist 27 in, Hips 38 in',
      'Your Body Shape: Hourglass',
      'Wrap dresses',
      'Your best neutrals',
      'Chocolate',
      'Colors to avoid',
      'Icy blue',
      'wrap dress',
      'Created on November 22, 2026',
      'styleblueprint.example',
    ]) {
      expect(text).toContain(expected)
    }
  })
})

describe('POST /api/blueprint/pdf with a catalogue', () => {
  it('closes with her capsule from the catalogue: its outfits and its pieces', async () => {
    const app = await createTestApp('sqlite', {}, { PUBLIC_URL: 'https://styleblueprint.example' })
    try {
      await insertCatalogue(app.database.db, generateSyntheticProducts(600, { seed: 27 }))
      const capsule = await app.app.request('/api/capsule?shape=hourglass&palette=warm&styles=classic,romantic', { headers: browserHeaders(app.config) })
      const { pieces } = (await capsule.json()) as CapsuleResponse
      expect(pieces.length).toBeGreaterThanOrEqual(20)
      const res = await app.app.request('/api/blueprint/pdf', { method: 'POST', headers: browserHeaders(app.config), body: JSON.stringify({ ...INPUT, measurements: undefined }) })
      expect(res.status).toBe(200)
      const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()))
      for (const expected of ['Your capsule', 'Outfits they make', 'The pieces', pieces[0]!.product.name, pieces.at(-1)!.product.name]) expect(text).toContain(expected)
    } finally {
      await app.database.destroy()
    }
  })
})

describe('the render endpoints refuse what they should not draw', () => {
  it.each([
    ['an unknown field', { ...INPUT, email: 'anna@example.com' }],
    ['a first name (downloads are hers; names go only on shared links)', { ...INPUT, firstName: 'Anna' }],
    ['an unknown shape', { ...INPUT, bodyShape: 'inverted_triangle' }],
    ['no style', { ...INPUT, stylePreferences: [] }],
    ['a negative measurement', { ...INPUT, measurements: { bust: -3 } }],
    ['a malformed day', { ...INPUT, createdOn: '22/11/2026' }],
    ['text that is not JSON', 'bodyShape=pear'],
  ])('400 for %s', async (_label, body) => {
    for (const path of ['/api/blueprint/image', '/api/blueprint/pdf']) {
      const res = await post(path, body)
      expect(res.status, path).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(/validation-failed|bad-request/)
    }
  })

  it('413 for a body over the limit', async () => {
    const res = await post('/api/blueprint/image', { ...INPUT, padding: 'x'.repeat(BLUEPRINT_BODY_LIMIT) })
    expect(res.status).toBe(413)
  })

  it('403 for another site’s page', async () => {
    const res = await post('/api/blueprint/pdf', INPUT, { 'content-type': 'application/json', origin: 'https://evil.example' })
    expect(res.status).toBe(403)
  })

  it('a full render queue becomes a 503 the client can retry', async () => {
    await expect(rendered(() => Promise.reject(new RenderBusyError()))).rejects.toMatchObject({ status: 503, code: 'unavailable', details: { retryAfterSeconds: 5 } })
    await expect(rendered(() => Promise.reject(new Error('boom')))).rejects.not.toBeInstanceOf(ApiError)
  })
})
