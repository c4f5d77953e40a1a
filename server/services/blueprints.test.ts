import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { CapsuleResponse } from '#core/outfits/contract.ts'
import type { BlueprintDocument, BlueprintRenderInput } from '#core/profile/blueprint.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { testProduct } from '#core/testing/test-products.ts'
import type { Database } from '#db/schema.ts'
import type { Logger } from '../logger.ts'
import { createBlueprintService } from './blueprints.ts'
import type { BlueprintRenderer } from './blueprint-render/renderer.ts'

// The PDF's capsule comes from the catalogue; these hold what the service asks for and that the
// file still comes when the catalogue cannot answer. The render itself is held by pdf.test.ts.
const INPUT: BlueprintRenderInput = { bodyShape: 'pear', colorPalette: 'cool', stylePreferences: ['classic'], colorSeason: 'soft-summer', createdOn: '2026-12-02' }

function service(capsule?: (profile: StyleProfile) => Promise<CapsuleResponse>) {
  const documents: BlueprintDocument[] = []
  const warnings: string[] = []
  const renderer = { pdf: async (doc: BlueprintDocument) => (documents.push(doc), new Uint8Array([1])) } as unknown as BlueprintRenderer
  const logger = { warn: (_: unknown, message: string) => warnings.push(message) } as unknown as Logger
  const blueprints = createBlueprintService({ db: {} as Kysely<Database>, renderer, publicUrl: 'https://styleblueprint.example', logger, now: () => new Date('2026-12-02T10:00:00Z'), ...(capsule ? { capsule } : {}) })
  return { blueprints, documents, warnings }
}

const sections = (doc: BlueprintDocument | undefined) => doc?.sections.map((s) => s.title) ?? []

describe('the blueprint PDF’s capsule', () => {
  it('asks for the capsule of her own answers, season included, and lists it', async () => {
    const asked: StyleProfile[] = []
    const { blueprints, documents } = service(async (profile) => {
      asked.push(profile)
      return { season: 'winter', pieces: [{ slot: 'top', product: testProduct({ id: 'a', name: 'Dove grey knit' }) }], outfitCount: 40, outfits: [{ pieceIds: ['a'], why: 'All neutrals.' }] }
    })
    await blueprints.renderPdf(INPUT)
    expect(asked).toEqual([{ bodyShape: 'pear', colorPalette: 'cool', stylePreferences: ['classic'], colorSeason: 'soft-summer' }])
    expect(sections(documents[0]).at(-1)).toBe('Your capsule')
  })

  it('still gives the file, without a capsule, when the catalogue cannot answer', async () => {
    const { blueprints, documents, warnings } = service(async () => {
      throw new Error('the recommendation worker is restarting')
    })
    expect(await blueprints.renderPdf(INPUT)).toEqual(new Uint8Array([1]))
    expect(sections(documents[0])).not.toContain('Your capsule')
    expect(sections(documents[0])).toContain('Key Pieces')
    expect(warnings).toEqual(['the blueprint PDF goes without its capsule'])
  })
})
