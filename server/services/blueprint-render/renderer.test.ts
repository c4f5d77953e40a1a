import { afterEach, describe, expect, it } from 'vitest'
import { blueprintCard, blueprintDocument, buildBlueprint } from '#core/profile/blueprint.ts'
import { createLogger } from '../../logger.ts'
import { captureLogs, testConfig } from '#tests/support/test-app.ts'
import { createBlueprintRenderer, RenderBusyError, type BlueprintRenderer } from './renderer.ts'

const blueprint = buildBlueprint({ bodyShape: 'pear', colorPalette: 'neutral', stylePreferences: ['bohemian'] })!
const card = blueprintCard(blueprint, { createdOn: '2026-11-26', audience: 'mine' })
const logs = captureLogs()
const logger = createLogger(testConfig(), logs.stream)

describe('the blueprint renderer', () => {
  let renderer: BlueprintRenderer | undefined
  afterEach(async () => {
    await renderer?.close()
  })

  it('renders images, cards and PDFs in a worker, one after another', async () => {
    renderer = createBlueprintRenderer({ logger })
    const [image, preview, pdf] = await Promise.all([renderer.image(card), renderer.card(card), renderer.pdf(blueprintDocument(blueprint, { createdOn: '2026-11-26' }))])
    expect(new TextDecoder().decode(image.slice(1, 4))).toBe('PNG')
    expect(new TextDecoder().decode(preview.slice(1, 4))).toBe('PNG')
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')
  })

  it('refuses work beyond its queue instead of piling it up', async () => {
    renderer = createBlueprintRenderer({ logger, maxQueued: 2 })
    const first = renderer.image(card)
    const second = renderer.card(card)
    await expect(renderer.image(card)).rejects.toBeInstanceOf(RenderBusyError)
    await expect(Promise.all([first, second])).resolves.toHaveLength(2)
    // Room again once the queue drained.
    await expect(renderer.card(card)).resolves.toBeInstanceOf(Uint8Array)
  })

  it('stops a job that overruns and replaces its worker', async () => {
    renderer = createBlueprintRenderer({ logger, timeoutMs: 1 })
    await expect(renderer.image(card)).rejects.toThrow('Rendering took too long.')
    expect(logs.lines.some((l) => l.msg === 'blueprint render overran; replacing the worker')).toBe(true)
  })

  it('refuses new work once closed', async () => {
    renderer = createBlueprintRenderer({ logger })
    await renderer.close()
    await expect(renderer.image(card)).rejects.toThrow('closed')
  })
})
