import { describe, expect, it } from 'vitest'
import type { CatalogueIndex } from '../recommendation/catalogue-index.ts'
import { segmentOf } from '../recommendation/segment.ts'
import { SEASONS } from '../reference/seasons.ts'
import { dressedSegment } from './outfit-engine.ts'

// Only the seasons each product is worn in matter here: bit k set = worn in SEASONS[k].
const bit = (season: (typeof SEASONS)[number]) => 1 << SEASONS.indexOf(season)
const ix = { season: Uint8Array.of(bit('winter'), bit('summer') | bit('winter')) } as unknown as CatalogueIndex
const asked = { ...segmentOf({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }, new Date('2026-07-01T12:00:00.000Z')), season: 'summer' as const }

describe('the segment an outfit is put together for', () => {
  it('is the one asked when the piece is worn in its season', () => {
    expect(dressedSegment(ix, 1, asked)).toBe(asked)
  })

  it('is dressed for the next season the piece is worn in, everything else as asked', () => {
    const dressed = dressedSegment(ix, 0, asked)
    expect(dressed.season).toBe('winter')
    expect({ ...dressed, season: asked.season }).toEqual(asked)
  })
})
