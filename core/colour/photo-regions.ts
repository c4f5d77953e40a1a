import { type PhotoSamples, splitEye } from './skin-reading.ts'

/**
 * Where on her photo to read each colour: from the 68 face landmarks (iBUG 300-W order, as
 * face-api gives them) or from her own taps. Pure geometry over an RGBA image; the browser
 * draws the photo and calls these, and skin-reading.ts reads the pixels they return.
 */

export interface RgbaImage {
  readonly width: number
  readonly height: number
  /** Four bytes per pixel, row by row. */
  readonly data: ArrayLike<number>
}

export interface Point {
  readonly x: number
  readonly y: number
}

/** The pixels whose centres fall inside the disc (clipped to the image). */
export function discPixels(image: RgbaImage, centre: Point, radius: number): number[] {
  const out: number[] = []
  const r2 = radius * radius
  for (let y = Math.max(0, Math.floor(centre.y - radius)); y <= Math.min(image.height - 1, Math.ceil(centre.y + radius)); y++) {
    for (let x = Math.max(0, Math.floor(centre.x - radius)); x <= Math.min(image.width - 1, Math.ceil(centre.x + radius)); x++) {
      if ((x - centre.x) ** 2 + (y - centre.y) ** 2 > r2) continue
      const i = (y * image.width + x) * 4
      out.push(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!, image.data[i + 3]!)
    }
  }
  return out
}

/** The pixels inside an axis-aligned box given by its centre and half sizes (clipped). */
function boxPixels(image: RgbaImage, centre: Point, halfW: number, halfH: number): number[] {
  const out: number[] = []
  for (let y = Math.max(0, Math.round(centre.y - halfH)); y <= Math.min(image.height - 1, Math.round(centre.y + halfH)); y++) {
    for (let x = Math.max(0, Math.round(centre.x - halfW)); x <= Math.min(image.width - 1, Math.round(centre.x + halfW)); x++) {
      const i = (y * image.width + x) * 4
      out.push(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!, image.data[i + 3]!)
    }
  }
  return out
}

/**
 * The pixels inside a box turned to the face: centred at `centre`, reaching `halfAlong` either
 * way along the unit vector `along` and `halfAcross` across it (clipped to the image). A
 * tilted head's hair band follows the head, not the photo's rows.
 */
function orientedBoxPixels(image: RgbaImage, centre: Point, along: Point, halfAlong: number, halfAcross: number): number[] {
  const out: number[] = []
  const reach = Math.hypot(halfAlong, halfAcross)
  for (let y = Math.max(0, Math.floor(centre.y - reach)); y <= Math.min(image.height - 1, Math.ceil(centre.y + reach)); y++) {
    for (let x = Math.max(0, Math.floor(centre.x - reach)); x <= Math.min(image.width - 1, Math.ceil(centre.x + reach)); x++) {
      const dx = x - centre.x
      const dy = y - centre.y
      if (Math.abs(dx * along.x + dy * along.y) > halfAlong || Math.abs(dx * along.y - dy * along.x) > halfAcross) continue
      const i = (y * image.width + x) * 4
      out.push(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!, image.data[i + 3]!)
    }
  }
  return out
}

/** The pixels inside a polygon (even-odd rule), for the eye outlines. */
export function polygonPixels(image: RgbaImage, polygon: readonly Point[]): number[] {
  const out: number[] = []
  const xs = polygon.map((p) => p.x)
  const ys = polygon.map((p) => p.y)
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y <= Math.min(image.height - 1, Math.ceil(Math.max(...ys))); y++) {
    for (let x = Math.max(0, Math.floor(Math.min(...xs))); x <= Math.min(image.width - 1, Math.ceil(Math.max(...xs))); x++) {
      if (!inside(x, y, polygon)) continue
      const i = (y * image.width + x) * 4
      out.push(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!, image.data[i + 3]!)
    }
  }
  return out
}

function inside(x: number, y: number, polygon: readonly Point[]): boolean {
  let odd = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!
    const b = polygon[j]!
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) odd = !odd
  }
  return odd
}

export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** Faces at least this share of the largest face's area count as its equals. Ours. */
export const NEAR_EQUAL_FACE = 0.75

/**
 * Which of the faces found is hers (an index into `faces`; -1 for none): the largest, and of
 * faces nearly as large the one nearest the photo's centre. Not the detector's most confident:
 * in a group photo its confidence in each face moves with the light and its boxes by a few
 * pixels, so "the largest" alone swaps between two faces of a size; the centre does not move.
 */
export function pickFace(faces: readonly Box[], photo: { readonly width: number; readonly height: number }): number {
  if (faces.length === 0) return -1
  const area = (b: Box) => b.width * b.height
  const largest = Math.max(...faces.map(area))
  const offCentre = (b: Box) => Math.hypot(b.x + b.width / 2 - photo.width / 2, b.y + b.height / 2 - photo.height / 2)
  let best = -1
  for (let i = 0; i < faces.length; i++) {
    if (area(faces[i]!) < NEAR_EQUAL_FACE * largest) continue
    if (best < 0 || offCentre(faces[i]!) < offCentre(faces[best]!)) best = i
  }
  return best
}

/** Eyes narrower than this many pixels (corner to corner) give no eye whites. Ours. */
export const MIN_EYE_WIDTH = 18

/** Every few pixels of the whole photo, about `count` of them: the grey-world white balance's sample. */
export function scenePixels(image: RgbaImage, count = 20_000): number[] {
  const step = Math.max(1, Math.floor((image.width * image.height) / count))
  const out: number[] = []
  for (let p = 0; p < image.width * image.height; p += step) {
    const i = p * 4
    out.push(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!, image.data[i + 3]!)
  }
  return out
}

const mean = (points: readonly Point[]): Point => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
})

/**
 * The hair band, in brow-to-chin heights along the face's up direction (centre above the brows,
 * half height) and face widths across (half width). The hairline sits about half a brow-to-chin
 * height above the brows (a face in thirds); the band is just beyond it. Ours.
 */
export const HAIR_BAND = { above: 0.62, halfHeight: 0.06, halfWidth: 0.2 } as const

/**
 * The regions the 68 landmarks point to:
 * - each cheek: a disc at the centre of the jaw point level with the nose tip (2 / 14), the
 *   lower eyelid's outer point (41 / 46), the nostril (31 / 35) and the mouth corner (48 / 54),
 *   a fifteenth of the face's width across: bare skin, clear of eye, nose and mouth;
 * - the forehead: a box a fifth of the brow-to-chin height above the brows;
 * - the eyes: the outlines 36–41 and 42–47, split into sclera and iris;
 * - the hair: a band just above the hairline (HAIR_BAND), turned with the head; left out when
 *   it reaches above the photo.
 */
export function regionsFromLandmarks(image: RgbaImage, points: readonly Point[]): PhotoSamples {
  if (points.length !== 68) throw new Error(`expected the 68 face landmarks, got ${points.length}`)
  const p = (i: number) => points[i]!
  const faceW = Math.hypot(p(16).x - p(0).x, p(16).y - p(0).y)
  const brows = mean(points.slice(17, 27))
  const faceH = Math.max(1, p(8).y - brows.y)
  const cheekRadius = Math.max(2, faceW / 15)
  const leftCheek = discPixels(image, mean([p(2), p(41), p(31), p(48)]), cheekRadius)
  const rightCheek = discPixels(image, mean([p(14), p(46), p(35), p(54)]), cheekRadius)
  const forehead = boxPixels(image, { x: brows.x, y: brows.y - 0.2 * faceH }, 0.15 * faceW, 0.06 * faceH)
  const eyes = [...polygonPixels(image, points.slice(36, 42)), ...polygonPixels(image, points.slice(42, 48))]
  const { eyeWhites, iris } = splitEye(eyes)
  // In a small face the eye is a few pixels of lashes and lid: no white to balance by.
  const eyeWidth = Math.min(Math.hypot(p(39).x - p(36).x, p(39).y - p(36).y), Math.hypot(p(45).x - p(42).x, p(45).y - p(42).y))
  // "Up" is the face's own, from the chin through the brows: a tilted head's hairline is not straight above its brows.
  const chinToBrows = Math.max(1, Math.hypot(brows.x - p(8).x, brows.y - p(8).y))
  const up = { x: (brows.x - p(8).x) / chinToBrows, y: (brows.y - p(8).y) / chinToBrows }
  const hairCentre = { x: brows.x + up.x * HAIR_BAND.above * chinToBrows, y: brows.y + up.y * HAIR_BAND.above * chinToBrows }
  const hairTop = hairCentre.y + up.y * HAIR_BAND.halfHeight * chinToBrows
  const hair = hairTop >= 0 ? orientedBoxPixels(image, hairCentre, up, HAIR_BAND.halfHeight * chinToBrows, HAIR_BAND.halfWidth * faceW) : []
  return {
    leftCheek,
    rightCheek,
    forehead,
    scene: scenePixels(image),
    faceWidth: faceW,
    ...(eyeWhites.length > 0 && eyeWidth >= MIN_EYE_WIDTH ? { eyeWhites } : {}),
    ...(iris.length > 0 ? { iris } : {}),
    ...(hair.length > 0 ? { hair } : {}),
  }
}

/** What she taps when no face is found (and the paper, when she holds one). */
export const TAP_TARGETS = ['cheek', 'hair', 'eye', 'paper'] as const
export type TapTarget = (typeof TAP_TARGETS)[number]

/**
 * The regions from her taps: a disc a fortieth of the photo's longer side around each (the
 * eye's a little smaller, so it stays on the eye). One cheek stands for both, so the shadow
 * check between cheeks does not apply.
 */
export function regionsFromTaps(image: RgbaImage, taps: Readonly<Partial<Record<TapTarget, Point>>>): PhotoSamples | null {
  if (!taps.cheek) return null
  const r = Math.max(3, Math.max(image.width, image.height) / 40)
  const cheek = discPixels(image, taps.cheek, r)
  const samples: { -readonly [K in keyof PhotoSamples]: PhotoSamples[K] } = { leftCheek: cheek, rightCheek: cheek, scene: scenePixels(image) }
  if (taps.hair) samples.hair = discPixels(image, taps.hair, r)
  if (taps.eye) {
    const { eyeWhites, iris } = splitEye(discPixels(image, taps.eye, r * 0.6))
    if (eyeWhites.length > 0) {
      samples.eyeWhites = eyeWhites
      samples.iris = iris
    }
  }
  if (taps.paper) samples.paper = discPixels(image, taps.paper, r)
  return samples
}
