import { quickAnswersFor, seasonEvidence } from '../rule-book/season-questions.ts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readSeason, SEASON_DEFINITIONS } from '../rule-book/seasons.ts'
import { simulateCast } from '../testing/colour-cast.ts'
import { deltaE00 } from './cielab.ts'
import {
  greyWorld,
  hairApartFromSkin,
  itaBand,
  itaOf,
  MAX_GAIN,
  medianColour,
  MIN_GAIN,
  type PhotoSamples,
  readPhoto,
  splitEye,
  undertoneOfHue,
  warmthOfHue,
  whiteBalanceFrom,
} from './skin-reading.ts'

/** n pixels of one colour, with a little deterministic texture (±3 per channel) like real skin. */
function patch(rgb: readonly [number, number, number], n = 200): number[] {
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const jitter = ((i * 7) % 7) - 3
    out.push(rgb[0] + jitter, rgb[1] + jitter, rgb[2] + jitter, 255)
  }
  return out
}

// A light, golden skin; a slightly shaded sclera (near neutral); mid-brown hair; a brown iris.
const FACE: PhotoSamples = {
  leftCheek: patch([214, 168, 140]),
  rightCheek: patch([210, 165, 137]),
  forehead: patch([212, 167, 139]),
  eyeWhites: patch([186, 184, 182], 60),
  iris: patch([70, 48, 34], 40),
  hair: patch([72, 52, 38]),
}

function cast(samples: PhotoSamples, c: { r: number; b: number; ev: number }): PhotoSamples {
  const out: Record<string, ArrayLike<number>> = {}
  for (const [k, v] of Object.entries(samples)) if (v) out[k] = simulateCast(v, c)
  return out as unknown as PhotoSamples
}

describe('ITA°', () => {
  it('is atan((L* − 50) / b*) in degrees', () => {
    expect(itaOf({ l: 50, a: 10, b: 20 })).toBeCloseTo(0, 10)
    expect(itaOf({ l: 70, a: 10, b: 20 })).toBeCloseTo(45, 10)
    expect(itaOf({ l: 30, a: 10, b: 20 })).toBeCloseTo(-45, 10)
  })

  it('falls in the published bands, borders included on the darker side', () => {
    expect([70, 55.1, 55, 41.1, 41, 28.1, 28, 10.1, 10, -29.9, -30, -60].map(itaBand)).toEqual([
      'very-light', 'very-light', 'light', 'light', 'intermediate', 'intermediate', 'tan', 'tan', 'brown', 'brown', 'dark', 'dark',
    ])
  })
})

describe('undertone from the skin hue angle', () => {
  it('splits at 55°: redder is cool, yellower warm, close to the split neutral', () => {
    expect(undertoneOfHue(45)).toBe('cool')
    expect(undertoneOfHue(54)).toBe('neutral')
    expect(undertoneOfHue(56)).toBe('neutral')
    expect(undertoneOfHue(62)).toBe('warm')
    // The hue circle wraps: magenta and purple are redder than skin, not yellower.
    expect(undertoneOfHue(340)).toBe('cool')
    expect(warmthOfHue(300)).toBe(-1)
  })

  it('gives warmth that rises with hue and stays on the axis', () => {
    const hues = [20, 40, 50, 55, 60, 70, 90]
    const w = hues.map(warmthOfHue)
    for (let i = 1; i < w.length; i++) expect(w[i]!).toBeGreaterThanOrEqual(w[i - 1]!)
    expect(Math.min(...w)).toBe(-1)
    expect(Math.max(...w)).toBe(1)
    expect(warmthOfHue(55)).toBe(0)
  })
})

describe('white balance', () => {
  it('undoes a red-and-blue cast: the eye whites come back neutral', () => {
    const tinted = simulateCast(patch([200, 200, 200]), { r: 1.2, b: 0.8, ev: 0 })
    const wb = whiteBalanceFrom(tinted, 'eyes')!
    expect(wb.cast.r).toBeCloseTo(1 / 1.2, 1)
    expect(wb.cast.b).toBeCloseTo(1 / 0.8, 1)
  })

  it('recovers the skin colour under casts and ±1 EV, where reading without it does not', () => {
    const truth = readPhoto(FACE)!
    for (const c of [
      { r: 1.2, b: 0.8, ev: 0 },
      { r: 0.8, b: 1.2, ev: 0 },
      { r: 1.1, b: 1.1, ev: 0.5 },
      { r: 1, b: 1, ev: -1 },
    ]) {
      const balanced = readPhoto(cast(FACE, c))!
      const raw = readPhoto(cast(FACE, c), { whiteBalance: false })!
      expect(deltaE00(balanced.skin, truth.skin)).toBeLessThan(2)
      expect(deltaE00(raw.skin, truth.skin)).toBeGreaterThan(5)
      expect(balanced.undertone).toBe(truth.undertone)
      expect(readSeason(balanced.evidence).season).toBe(readSeason(truth.evidence).season)
    }
  })

  it('prefers a white paper she holds to the eye whites', () => {
    const withPaper = readPhoto({ ...FACE, paper: patch([240, 240, 240]) })!
    expect(withPaper.whiteBalance?.source).toBe('paper')
    expect(readPhoto(FACE)!.whiteBalance?.source).toBe('eyes')
  })

  it('takes no "whites" that are lids or skin, and balances by the whole photo instead', () => {
    const scene = [...patch([140, 135, 130], 600), ...patch([220, 215, 210], 200), ...patch([60, 50, 40], 200)]
    const squinting = { ...FACE, eyeWhites: patch([190, 150, 128], 60), scene }
    expect(readPhoto(squinting)!.whiteBalance?.source).toBe('scene')
    // The scene's balance undoes a cast just as well (its median is scaled by the same gains).
    const truth = readPhoto(squinting)!
    const tinted = readPhoto(cast(squinting, { r: 1.15, b: 0.85, ev: -0.5 }))!
    expect(deltaE00(tinted.skin, truth.skin)).toBeLessThan(2)
  })

  it('bounds the gains only against a reference with no light in a channel (two stops)', () => {
    const wb = whiteBalanceFrom(patch([250, 120, 4]), 'eyes')!
    expect(wb.gains[0] / wb.gains[1]).toBeGreaterThanOrEqual(MIN_GAIN - 1e-9)
    expect(wb.gains[2] / wb.gains[1]).toBeCloseTo(MAX_GAIN, 9)
    expect(wb.cast.b).toBeGreaterThan(MAX_GAIN)
  })

  it('follows a warm room all the way: a grey world asking for a blue gain of 2.5 still undoes every further cast', () => {
    // The old 0.6-1.6 bound stopped here and left part of each cast in the skin.
    const room = [...patch([200, 150, 105], 600), ...patch([120, 90, 62], 400)]
    const warmRoom: PhotoSamples = { ...FACE, eyeWhites: patch([190, 150, 128], 60), scene: room }
    const truth = readPhoto(warmRoom)!
    expect(truth.whiteBalance?.source).toBe('scene')
    expect(truth.whiteBalance!.cast.b).toBeGreaterThan(2)
    expect(truth.whiteBalance!.cast.b).toBeLessThan(3)
    expect(truth.retake).toContain('colour-cast')
    // (This skin is light: a whole stop brighter would clip its red, so +0.3 EV.)
    for (const c of [{ r: 0.8, b: 0.8, ev: 0 }, { r: 1.2, b: 0.8, ev: -1 }, { r: 0.8, b: 1.2, ev: 0.3 }]) {
      expect(deltaE00(readPhoto(cast(warmRoom, c))!.skin, truth.skin)).toBeLessThan(1.5)
    }
  })

  it('reads the same colours under any red and blue gain 0.8-1.2 and exposure ±1 EV (property)', () => {
    const byte = fc.integer({ min: 20, max: 235 })
    fc.assert(
      fc.property(
        fc.record({
          // Skin of any depth (kept below the ceiling at +1 EV), a near-neutral sclera a little brighter, dark hair.
          skin: fc.tuple(fc.integer({ min: 60, max: 170 }), fc.double({ min: 0.55, max: 0.74, noNaN: true }), fc.double({ min: 0.6, max: 0.85, noNaN: true })),
          sclera: fc.tuple(fc.integer({ min: 150, max: 175 }), fc.integer({ min: 150, max: 175 }), fc.integer({ min: 150, max: 175 })),
          hair: fc.tuple(fc.integer({ min: 30, max: 90 }), fc.integer({ min: 25, max: 80 }), fc.integer({ min: 20, max: 70 })),
          scene: fc.array(fc.tuple(byte, byte, byte), { minLength: 3, maxLength: 6 }),
          r: fc.double({ min: 0.8, max: 1.2, noNaN: true }),
          b: fc.double({ min: 0.8, max: 1.2, noNaN: true }),
          ev: fc.double({ min: -1, max: 1, noNaN: true }),
        }),
        ({ skin: [red, gOfR, bOfG], sclera, hair, scene, r, b, ev }) => {
          // Skin as skin is: red above green above blue.
          const skin = [red, Math.round(red * gOfR), Math.round(red * gOfR * bOfG)] as const
          const face: PhotoSamples = {
            leftCheek: patch(skin),
            rightCheek: patch(skin),
            eyeWhites: patch(sclera, 60),
            hair: patch(hair),
            scene: scene.flatMap((c) => patch(c, 100)),
          }
          const truth = readPhoto(face)!
          const seen = readPhoto(cast(face, { r, b, ev }))!
          expect(seen.whiteBalance?.source).toBe(truth.whiteBalance?.source)
          // Left over: 8-bit rounding, which is coarse in the shadows of a photo one stop under.
          expect(deltaE00(seen.skin, truth.skin)).toBeLessThan(2)
          expect(Math.abs(seen.hair!.l - truth.hair!.l)).toBeLessThan(2.5)
        },
      ),
      { numRuns: 150, seed: 26 },
    )
  })
})

describe('the hair band', () => {
  const skin = [214, 168, 140] as const
  const hair = [40, 30, 24] as const
  /** A band with `skinShare` of its pixels forehead (a little shaded), the rest hair. */
  const band = (skinShare: number) => [...patch([180, 140, 116], Math.round(200 * skinShare)), ...patch(hair, Math.round(200 * (1 - skinShare)))]

  it('reads the hair, not the forehead it straddles: the forehead\'s share does not move it', () => {
    const alone = readPhoto({ ...FACE, hair: patch(hair) })!.hair!
    for (const share of [0.2, 0.5, 0.7]) expect(deltaE00(readPhoto({ ...FACE, hair: band(share) })!.hair!, alone)).toBeLessThan(1)
    // Exactly the hair's pixels are kept (100 of the 200), none of the forehead's.
    expect(hairApartFromSkin(band(0.5), medianColour(patch(skin))!)).toEqual(patch(hair, 100))
  })

  it('keeps the same pixels under any cast and exposure: every test is a ratio to her skin', () => {
    // (This skin is light: a whole stop brighter would clip its red, so up to +0.3 EV.)
    fc.assert(
      fc.property(fc.double({ min: 0.8, max: 1.2, noNaN: true }), fc.double({ min: 0.8, max: 1.2, noNaN: true }), fc.double({ min: -1, max: 0.3, noNaN: true }), (r, b, ev) => {
        const c = { r, b, ev }
        const seenSkin = medianColour(simulateCast(patch(skin), c))!
        expect(hairApartFromSkin(simulateCast(band(0.5), c), seenSkin).length).toBe(hairApartFromSkin(band(0.5), medianColour(patch(skin))!).length)
      }),
      { numRuns: 100, seed: 26 },
    )
  })

  it('keeps every pixel of hair the colour of her skin, rather than read a few', () => {
    const strawberry = patch([206, 160, 132])
    expect(hairApartFromSkin(strawberry, medianColour(patch(skin))!)).toBe(strawberry)
  })
})

describe('a region\'s colour', () => {
  it('leaves out pixels at the ceiling, so a brighter exposure does not pull light skin\'s red down to it', () => {
    const skin = [...patch([230, 170, 140], 150), ...patch([255, 200, 170], 50)]
    expect(medianColour(skin)![0]).toBeLessThan(medianColour(patch([236, 170, 140]))![0])
    // A region mostly clipped is read as it is (the lighting check calls it too bright).
    for (const c of medianColour(patch([255, 255, 255]))!) expect(c).toBeGreaterThan(0.97)
  })

  it('sees the light in a dark photo whose median blue is a byte of 0', () => {
    const dark = [...patch([10, 8, 3], 400), ...patch([40, 35, 23], 300)]
    expect(greyWorld(dark)![2]).toBeGreaterThan(0)
  })
})

describe('the eye region', () => {
  it('gives the bright grey pixels as sclera and the dark ones as iris', () => {
    const eye = [...patch([190, 188, 186], 30), ...patch([60, 40, 30], 20), ...patch([200, 140, 130], 10)]
    const { eyeWhites, iris } = splitEye(eye)
    for (let i = 0; i < eyeWhites.length; i += 4) expect(eyeWhites[i + 1]).toBeGreaterThan(170)
    for (let i = 0; i < iris.length; i += 4) expect(iris[i]).toBeLessThan(70)
    expect(iris.length).toBeGreaterThan(0)
  })
})

describe('the lighting check', () => {
  it('passes a well lit photo', () => {
    expect(readPhoto(FACE)!.retake).toEqual([])
  })

  it('asks for a retake when the photo is too dark', () => {
    expect(readPhoto(cast(FACE, { r: 1, b: 1, ev: -3 }))!.retake).toContain('too-dark')
  })

  it('does not call deep skin a dark photo when the eye whites are well lit', () => {
    const deep = { ...FACE, leftCheek: patch([70, 45, 34]), rightCheek: patch([68, 44, 33]), forehead: patch([69, 45, 34]) }
    expect(readPhoto(deep)!.retake).toEqual([])
  })

  it('asks for a retake when the cheeks are blown out', () => {
    expect(readPhoto(cast(FACE, { r: 1.1, b: 1.1, ev: 1 }))!.retake).toContain('too-bright')
  })

  it('never reads skin brighter than white: a grey world over a dark room in a bright photo asks for a retake', () => {
    // No eye whites to judge by, a dark background, and a bright exposure of the face.
    const { eyeWhites: _, ...noEyes } = FACE
    const bright = { ...cast(noEyes, { r: 1, b: 1, ev: 0.3 }), scene: patch([24, 22, 20], 400) }
    const reading = readPhoto(bright)!
    expect(reading.whiteBalance?.source).toBe('scene')
    expect(reading.skin.l).toBeLessThanOrEqual(100.5)
    expect(reading.retake).toContain('too-bright')
    // A lighter room keeps the skin below white, and then nothing is capped.
    const room = readPhoto({ ...bright, scene: patch([120, 112, 100], 400) })!
    expect(room.skin.l).toBeLessThan(100)
    expect(room.retake).not.toContain('too-bright')
  })

  it('asks for a retake under a strong cast, but not under a mild one', () => {
    expect(readPhoto(cast(FACE, { r: 1.6, b: 0.7, ev: 0 }))!.retake).toContain('colour-cast')
    expect(readPhoto(cast(FACE, { r: 1.1, b: 0.95, ev: 0 }))!.retake).not.toContain('colour-cast')
  })

  it('asks for a retake when one cheek is in shadow', () => {
    const shadowed = { ...FACE, rightCheek: simulateCast(FACE.rightCheek, { r: 1, b: 1, ev: -1.5 }) }
    expect(readPhoto(shadowed)!.retake).toContain('harsh-shadow')
  })

  it('asks for a closer photo when the face is small in it', () => {
    expect(readPhoto({ ...FACE, faceWidth: 60 })!.retake).toEqual(['too-far'])
    expect(readPhoto({ ...FACE, faceWidth: 400 })!.retake).toEqual([])
  })

  it('counts a photo it doubts for less', () => {
    const good = readPhoto(FACE)!
    const dark = readPhoto(cast(FACE, { r: 1, b: 1, ev: -3 }))!
    expect(dark.quality).toBeLessThan(good.quality)
    const weight = (r: typeof good) => r.evidence.reduce((s, e) => s + e.weight, 0)
    expect(weight(dark)).toBeLessThan(weight(good))
  })
})

describe('photo and answers together', () => {
  it('reads a golden skin with mid-brown hair as a warm season', () => {
    const reading = readPhoto(FACE)!
    expect(reading.undertone).toBe('warm')
    expect(SEASON_DEFINITIONS[readSeason(reading.evidence).season].point.warmth).toBeGreaterThan(0)
  })

  it('lets her saved palette outweigh the photo on undertone', () => {
    const reading = readPhoto(FACE)!
    const season = readSeason([...reading.evidence, ...seasonEvidence(quickAnswersFor(undefined, 'cool'), {})]).season
    expect(SEASON_DEFINITIONS[season].point.warmth).toBeLessThan(0)
  })

  it('reads a deep skin with black hair as deep, and pale skin with light hair as light', () => {
    const deep = readPhoto({ ...FACE, leftCheek: patch([96, 64, 48]), rightCheek: patch([94, 62, 46]), forehead: patch([95, 63, 47]), hair: patch([22, 20, 20]) })!
    const light = readPhoto({ ...FACE, leftCheek: patch([236, 204, 188]), rightCheek: patch([234, 202, 186]), forehead: patch([235, 203, 187]), hair: patch([200, 170, 120]) })!
    expect(deep.skinTone).toBe('deep')
    expect(light.skinTone).toBe('light')
    expect(readSeason(deep.evidence).point.depth).toBeGreaterThan(0.4)
    expect(readSeason(light.evidence).point.depth).toBeLessThan(-0.3)
  })

  it('returns null when there is no skin to read', () => {
    expect(readPhoto({ leftCheek: [], rightCheek: [] })).toBeNull()
  })
})
