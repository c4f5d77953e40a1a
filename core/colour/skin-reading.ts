import type { SkinTone, UndertoneWord } from '../rule-book/season-questions.ts'
import type { SeasonEvidence } from '../rule-book/seasons.ts'
import { chromaOf, hueOf, type Lab, labOfLinearRgb, linearOfByte } from './cielab.ts'

/**
 * Her colouring read from the pixels of her photo (issue 26, item 2): skin in CIELAB (D65)
 * after white balance, depth from ITA°, undertone from the skin's hue angle, clarity from
 * the contrast of hair, eyes and skin, and a lighting check that says when to retake the
 * photo in daylight. Pure maths on pixel arrays: the browser finds the regions (face
 * landmarks or her taps) and hands their pixels here; nothing here sees the photo itself.
 *
 * Sources (../shared/REFERENCES.md, "Colour science"): ITA° = atan((L* − 50) / b*) · 180/π
 * with the usual skin bands; skin hue h* split at 55° (Sony, ICCV 2023: below is redder,
 * above yellower). The constants below that are ours say so.
 */

/** Flat RGBA bytes, four per pixel, as a canvas' getImageData gives them. */
export type Pixels = ArrayLike<number>

/** The regions of her photo, each as the pixels inside it. */
export interface PhotoSamples {
  leftCheek: Pixels
  rightCheek: Pixels
  forehead?: Pixels
  /** Sclera pixels (splitEye picks them from the eye regions). */
  eyeWhites?: Pixels
  iris?: Pixels
  hair?: Pixels
  /** A white sheet of paper she holds: the better white reference when there is one. */
  paper?: Pixels
  /**
   * A sparse sample of the whole photo (every few pixels), for a grey-world white balance
   * when neither paper nor usable eye whites are there (a small face in a group photo).
   */
  scene?: Pixels
  /** The face's width in pixels, when landmarks found it: a small face is a reason to retake. */
  faceWidth?: number
}

type Rgb = readonly [number, number, number]

// ---------------------------------------------------------------------------------------
// Pixels to linear light

function luminance(rgb: Rgb): number {
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
}

/** The opaque pixels as linear RGB (a tap or mask outside the photo is transparent), without the clipped ones if asked. */
function linearPixels(pixels: Pixels, unclippedOnly = false): Rgb[] {
  const linear = linearOfByte()
  const out: Rgb[] = []
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if (pixels[i + 3]! < 128) continue
    if (unclippedOnly && (pixels[i]! >= CLIPPED || pixels[i + 1]! >= CLIPPED || pixels[i + 2]! >= CLIPPED)) continue
    out.push([linear[pixels[i]!]!, linear[pixels[i + 1]!]!, linear[pixels[i + 2]!]!])
  }
  return out
}

/** A byte at or above this is taken as clipped: the sensor's ceiling, where a channel's colour is lost. */
const CLIPPED = 250

/**
 * A region's colour: the median of each channel, in linear light, over the pixels with no
 * channel at the ceiling (all of them when fewer than a quarter are left: then the region is
 * too bright to read and the lighting check says so). A median ignores the shine on a cheek
 * and a shadow in a pore as long as they are fewer than half, and it scales exactly with a
 * channel's gain, so a cast or an exposure moves the colour and its white reference
 * together; leaving clipped pixels out keeps a brighter exposure from pulling the red of
 * light skin down to the ceiling. Null for no pixels.
 */
export function medianColour(pixels: Pixels): Rgb | null {
  const all = linearPixels(pixels)
  if (all.length === 0) return null
  const unclipped = linearPixels(pixels, true)
  const lin = unclipped.length * 4 >= all.length ? unclipped : all
  return [interquartileMean(lin, 0), interquartileMean(lin, 1), interquartileMean(lin, 2)]
}

/**
 * The grey world of a whole photo: each channel's interquartile mean in linear light (the
 * mean of its middle half). Like a median it scales exactly with a channel's gain and
 * ignores clipped highlights and black shadows while they are under a quarter; unlike a
 * median it still sees light in a dark photo whose median blue is a byte of 0. Null for no
 * pixels.
 */
export function greyWorld(pixels: Pixels): Rgb | null {
  const lin = linearPixels(pixels)
  if (lin.length === 0) return null
  return [interquartileMean(lin, 0), interquartileMean(lin, 1), interquartileMean(lin, 2)]
}

/** The mean of one channel's middle half of values: the rank cut scales with a gain as a median does, and averaging over many pixels smooths 8-bit rounding that a median keeps. */
function interquartileMean(pixels: readonly Rgb[], c: 0 | 1 | 2): number {
  const values = pixels.map((p) => p[c]).sort((a, b) => a - b)
  const lo = Math.floor(values.length / 4)
  const hi = Math.max(lo + 1, Math.ceil((values.length * 3) / 4))
  return values.slice(lo, hi).reduce((s, v) => s + v, 0) / (hi - lo)
}

/** Share of opaque pixels with a channel at the sensor's ceiling: there the colour is lost. */
function clippedShare(pixels: Pixels): number {
  let clipped = 0
  let n = 0
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if (pixels[i + 3]! < 128) continue
    n++
    if (pixels[i]! >= CLIPPED || pixels[i + 1]! >= CLIPPED || pixels[i + 2]! >= CLIPPED) clipped++
  }
  return n > 0 ? clipped / n : 0
}

function labOfLinear(rgb: Rgb): Lab {
  return labOfLinearRgb(rgb[0], rgb[1], rgb[2])
}

/**
 * An eye region's pixels split into sclera and iris: the brightest third by the green
 * channel, and the darkest quarter. Ranking by green alone keeps the split the same under
 * any red or blue cast and any exposure. Either comes back empty for fewer than 8 pixels.
 */
export function splitEye(pixels: Pixels): { eyeWhites: number[]; iris: number[] } {
  const px: number[] = []
  for (let i = 0; i + 3 < pixels.length; i += 4) if (pixels[i + 3]! >= 128) px.push(i)
  if (px.length < 8) return { eyeWhites: [], iris: [] }
  px.sort((a, b) => pixels[a + 1]! - pixels[b + 1]! || a - b)
  const take = (list: number[]) => list.flatMap((i) => [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, 255])
  return { eyeWhites: take(px.slice(Math.floor((px.length * 2) / 3))), iris: take(px.slice(0, Math.floor(px.length / 4))) }
}

// ---------------------------------------------------------------------------------------
// White balance

/**
 * The gains, per channel, that turn the white reference neutral and bring it to a set
 * brightness: a von Kries scaling in linear light. A cast or an exposure change is itself
 * such a scaling, so as long as the reference is the same pixels (chosen by nothing a cast
 * moves) the balanced colours come out the same under any of them, save clipping and 8-bit
 * rounding. That holds only while the gains are not bounded: a bound that a photo's own
 * light already reaches (a warm room asks for a blue gain of 2.5) leaves part of every
 * further cast in the reading. So the bounds are wide, only against a reference with no
 * light in a channel (two stops chromatic, four of exposure), and a strong cast is the
 * lighting check's business: it asks for a retake and lowers the photo's weight.
 */
export interface WhiteBalance {
  readonly source: 'eyes' | 'paper' | 'scene'
  /** Multiply each linear channel by these. */
  readonly gains: Rgb
  /** The red and blue gains the reference asked for before the bounds (1 = no cast). */
  readonly cast: { readonly r: number; readonly b: number }
}

export const MIN_GAIN = 0.25
export const MAX_GAIN = 4
export const MAX_EXPOSURE_GAIN = 16
/**
 * Where the reference is brought to, as linear luminance. Ours: paper is white (L* ≈ 90);
 * the sclera in a selfie sits in the shade of the brow and lids, and on the package's
 * sample photos averages about L* 70 beside skin read at its camera exposure, so it is
 * brought there and skin keeps the lightness the camera gave it on a well-exposed photo.
 */
export const REFERENCE_LUMINANCE = { eyes: 0.41, paper: 0.76, scene: 0.2 } as const
/**
 * The gains that make the reference neutral at its set brightness, or null when it holds no
 * usable light. The scene's median colour counts as grey (a grey world).
 */
export function whiteBalanceFrom(reference: Pixels, source: WhiteBalance['source']): WhiteBalance | null {
  const ref = source === 'scene' ? greyWorld(reference) : medianColour(reference)
  if (!ref || luminance(ref) < 0.002 || ref[0] <= 0 || ref[2] <= 0) return null
  const castR = ref[1] / ref[0]
  const castB = ref[1] / ref[2]
  const gr = clamp(castR, MIN_GAIN, MAX_GAIN)
  const gb = clamp(castB, MIN_GAIN, MAX_GAIN)
  const exposure = clamp(REFERENCE_LUMINANCE[source] / luminance([ref[0] * gr, ref[1], ref[2] * gb]), 1 / MAX_EXPOSURE_GAIN, MAX_EXPOSURE_GAIN)
  return { source, gains: [gr * exposure, exposure, gb * exposure], cast: { r: castR, b: castB } }
}

function balance(rgb: Rgb, wb: WhiteBalance | null): Rgb {
  return wb ? [rgb[0] * wb.gains[0], rgb[1] * wb.gains[1], rgb[2] * wb.gains[2]] : rgb
}

// ---------------------------------------------------------------------------------------
// ITA°, hue, and the axes of the seasons

/** ITA° = atan((L* − 50) / b*) · 180/π; atan2 keeps the angle right when b* is 0 or negative. */
export function itaOf(lab: Lab): number {
  return (Math.atan2(lab.l - 50, lab.b) * 180) / Math.PI
}

export const ITA_BANDS = ['very-light', 'light', 'intermediate', 'tan', 'brown', 'dark'] as const
export type ItaBand = (typeof ITA_BANDS)[number]

/** The usual bands: very light > 55°, light 41–55°, intermediate 28–41°, tan 10–28°, brown −30–10°, dark < −30°. */
export function itaBand(ita: number): ItaBand {
  if (ita > 55) return 'very-light'
  if (ita > 41) return 'light'
  if (ita > 28) return 'intermediate'
  if (ita > 10) return 'tan'
  if (ita > -30) return 'brown'
  return 'dark'
}

/** The profile's skin-tone word (the refine quiz's: light, medium, deep) for an ITA band. */
export function skinToneOf(band: ItaBand): SkinTone {
  if (band === 'very-light' || band === 'light') return 'light'
  if (band === 'intermediate' || band === 'tan') return 'medium'
  return 'deep'
}

/** Skin hue h* at which skin turns from redder to yellower (Sony, ICCV 2023). */
export const HUE_SPLIT = 55
/**
 * Ours: degrees of hue either side of the split that make full warmth (±1). Skin hue spans
 * roughly 35°–75°, so ±12° puts most skins inside the axis and only the clearly red or
 * clearly yellow at its ends.
 */
export const HUE_SPAN = 12
/** Ours: within ±this many degrees of the split the undertone is called neutral. */
export const NEUTRAL_HUE_BAND = 3

/**
 * Ours: skin with less chroma than this (C*, after white balance) is too near grey for its
 * hue to mean anything (real skin reads 15–30); its undertone is neutral, and the hue's
 * warmth counts for less the nearer the skin is to grey (full weight from 2 × this).
 */
export const MIN_SKIN_CHROMA = 6

/** Degrees from the split, signed, the short way round the hue circle (a magenta 340° is redder, not yellower). */
function fromSplit(hue: number): number {
  return ((((hue - HUE_SPLIT) % 360) + 540) % 360) - 180
}

/** Warmth (-1 cool .. +1 warm) from the skin's hue angle. */
export function warmthOfHue(hue: number): number {
  return clamp(fromSplit(hue) / HUE_SPAN, -1, 1)
}

export function undertoneOfHue(hue: number): UndertoneWord {
  const d = fromSplit(hue)
  if (Math.abs(d) < NEUTRAL_HUE_BAND) return 'neutral'
  return d > 0 ? 'warm' : 'cool'
}

/** Depth (-1 light .. +1 deep) from ITA°: 0 at 35° (the light/intermediate border region), ±1 at 35 ∓ 40°. Ours. */
export function depthOfIta(ita: number): number {
  return clamp((35 - ita) / 40, -1, 1)
}

/** Depth from the hair's lightness: L* 38 is mid brown (0); black hair (L* ≤ 18) is +1, light blonde (≥ 58) −1. Ours. */
export function depthOfHair(l: number): number {
  return clamp((38 - l) / 20, -1, 1)
}

/** Clarity from a lightness contrast ΔL*: 35 is medium (0), 55 and more clear (+1), 15 and less soft (−1). Ours. */
export function clarityOfContrast(deltaL: number): number {
  return clamp((deltaL - 35) / 20, -1, 1)
}

/** Clarity from the iris' chroma: a vivid iris (C* ≥ 25) reads clear, a greyed one (C* ≤ 5) soft. Ours. */
export function clarityOfIris(chroma: number): number {
  return clamp((chroma - 15) / 10, -1, 1)
}

// ---------------------------------------------------------------------------------------
// The lighting check

export const LIGHTING_REASONS = ['too-dark', 'too-bright', 'colour-cast', 'harsh-shadow', 'too-far'] as const
export type LightingReason = (typeof LIGHTING_REASONS)[number]

/** The thresholds of the lighting check, each ours. */
export const LIGHTING = {
  /** The eye whites or paper darker than this L* (before white balance): too dark to read. */
  minWhiteL: 40,
  /** With no white in view, skin darker than this L* is too dark to read. */
  minSkinL: 20,
  /** More than this share of skin pixels at the ceiling: the colour is gone. */
  maxClipped: 0.25,
  /** A reference asking for a red or blue gain beyond 1/x..x is a strong cast (lamp, screen, sunset). */
  maxCast: 1.3,
  /** Plausible skin hue (degrees) when there is no white to check the cast against. */
  skinHue: [20, 90] as const,
  /** Cheeks differing by more than this L* (before white balance): hard light from one side. */
  maxCheekDifference: 12,
  /** A face narrower than this (pixels, in the photo as drawn, at most 1600 px across) is too far away to read well. */
  minFaceWidth: 120,
} as const

// ---------------------------------------------------------------------------------------
// The reading

export interface PhotoReading {
  /** Skin (both cheeks and the forehead) in CIELAB D65 after white balance. */
  readonly skin: Lab
  readonly ita: number
  readonly band: ItaBand
  readonly skinTone: SkinTone
  /** Skin hue angle h*, degrees. */
  readonly hue: number
  readonly undertone: UndertoneWord
  readonly hair: Lab | null
  readonly iris: Lab | null
  readonly whiteBalance: WhiteBalance | null
  /** Reasons to retake the photo in daylight; empty when the light was good. */
  readonly retake: readonly LightingReason[]
  /** 0..1: how far the photo can be trusted (lighting and the white reference). */
  readonly quality: number
  /** What the photo says on the seasons' axes, weighted by quality. */
  readonly evidence: readonly SeasonEvidence[]
}

export interface ReadOptions {
  /** Default true; false reads the colours as the camera gave them (the benchmark's baseline). */
  readonly whiteBalance?: boolean
}

/** Evidence weights at full quality: the skin's hue and ITA are measured, so they count like a confident answer or two. Ours. */
export const PHOTO_WEIGHTS = { warmth: 2, skinDepth: 1.5, hairDepth: 1, hairContrast: 1.5, eyeContrast: 0.5, iris: 0.5 } as const
/** How much a reading keeps with each kind of white reference, and per lighting problem. Ours. */
const REFERENCE_QUALITY = { paper: 1, eyes: 0.9, scene: 0.7, none: 0.5 } as const

/**
 * Eye whites are a white reference only when they look like one beside her skin: at least
 * a dozen pixels, as bright as the skin in green, and clearly less red and more blue than
 * it (skin's R/G is 1.3–2 in linear light, a sclera's about 1). In a small face, or a smile
 * that closes the eyes, the "whites" are lids and lashes. Every test is a ratio between the
 * two regions, so a colour cast or an exposure change cannot change the answer. Ours.
 */
export const EYE_WHITE_TEST = { minPixels: 12, minGreen: 1, redder: 1.15, bluer: 1.1 } as const
export function eyeWhitesUsable(eyeWhites: Pixels | undefined, skin: Rgb): eyeWhites is Pixels {
  if (!eyeWhites || eyeWhites.length < EYE_WHITE_TEST.minPixels * 4) return false
  const white = medianColour(eyeWhites)
  if (!white || white[1] <= 0 || skin[1] <= 0) return false
  return (
    white[1] >= EYE_WHITE_TEST.minGreen * skin[1] &&
    skin[0] / skin[1] >= EYE_WHITE_TEST.redder * (white[0] / white[1]) &&
    white[2] / white[1] >= EYE_WHITE_TEST.bluer * (skin[2] / skin[1])
  )
}

const PER_LIGHTING_REASON = 0.6

/**
 * A pixel of the hair band that looks like her skin is forehead, not hair: its green within
 * 1/x..x of the skin's and its red and blue, each relative to green, within 1/y..y of the
 * skin's. Every test is a ratio to the skin's own pixels, so a cast or an exposure cannot
 * change which pixels go. Ours: shaded forehead skin reads down to half the cheeks' light;
 * dark hair is a fifth of it and less.
 */
export const SKIN_LIKE = { light: 2.2, tint: 1.25 } as const

/**
 * The hair band's pixels without those that look like her skin (SKIN_LIKE): a band that
 * straddles the hairline reads the hair, not a mix whose share moves with the landmarks. All
 * of them when fewer than a quarter would be left (hair the colour of her skin).
 */
export function hairApartFromSkin(hair: Pixels, skin: Rgb): Pixels {
  if (!(skin[0] > 0 && skin[1] > 0 && skin[2] > 0)) return hair
  const linear = linearOfByte()
  const kept: number[] = []
  let opaque = 0
  const within = (ratio: number, bound: number) => ratio <= bound && ratio >= 1 / bound
  for (let i = 0; i + 3 < hair.length; i += 4) {
    if (hair[i + 3]! < 128) continue
    opaque++
    const g = linear[hair[i + 1]!]! / skin[1]
    const skinLike =
      g > 0 && within(g, SKIN_LIKE.light) && within(linear[hair[i]!]! / skin[0] / g, SKIN_LIKE.tint) && within(linear[hair[i + 2]!]! / skin[2] / g, SKIN_LIKE.tint)
    if (!skinLike) kept.push(hair[i]!, hair[i + 1]!, hair[i + 2]!, hair[i + 3]!)
  }
  // Four bytes a pixel: at least a quarter of the opaque pixels are left.
  return kept.length >= opaque ? kept : hair
}

/**
 * Reads her colouring from the regions' pixels, or null when the cheeks hold no pixels.
 * White balance comes from the paper when she held one, else from the eye whites when they
 * look white, else from the whole photo (grey world), else none.
 */
export function readPhoto(samples: PhotoSamples, options: ReadOptions = {}): PhotoReading | null {
  const left = medianColour(samples.leftCheek)
  const right = medianColour(samples.rightCheek)
  if (!left && !right) return null
  const forehead = samples.forehead ? medianColour(samples.forehead) : null
  const skinParts = [left, right, forehead].filter((x): x is Rgb => x !== null)
  const rawSkin: Rgb = [0, 1, 2].map((c) => skinParts.reduce((s, p) => s + p[c]!, 0) / skinParts.length) as unknown as Rgb

  const eyes = eyeWhitesUsable(samples.eyeWhites, rawSkin) ? samples.eyeWhites : undefined
  const reference =
    (samples.paper && samples.paper.length >= 4 ? whiteBalanceFrom(samples.paper, 'paper') : null) ??
    (eyes ? whiteBalanceFrom(eyes, 'eyes') : null) ??
    (samples.scene && samples.scene.length >= 4 ? whiteBalanceFrom(samples.scene, 'scene') : null)
  const asked = (options.whiteBalance ?? true) ? reference : null
  // Skin is never brighter than white. A reference that lifts it past the ceiling (a grey
  // world over a dark room in a bright photo) is lowered until the skin sits at it, with the
  // same ratios, and the lighting check asks for a retake.
  const lifted = asked ? Math.max(...balance(rawSkin, asked)) : 0
  const wb = asked && lifted > 1 ? { ...asked, gains: asked.gains.map((g) => g / lifted) as unknown as Rgb } : asked

  const skin = labOfLinear(balance(rawSkin, wb))
  const ita = itaOf(skin)
  const band = itaBand(ita)
  const hue = hueOf(skin)
  const chroma = chromaOf(skin)
  const hairRgb = samples.hair ? medianColour(hairApartFromSkin(samples.hair, rawSkin)) : null
  const hair = hairRgb ? labOfLinear(balance(hairRgb, wb)) : null
  const irisRgb = samples.iris ? medianColour(samples.iris) : null
  const iris = irisRgb ? labOfLinear(balance(irisRgb, wb)) : null
  const scleraRgb = samples.eyeWhites ? medianColour(samples.eyeWhites) : null
  const sclera = scleraRgb ? labOfLinear(balance(scleraRgb, wb)) : null

  // The lighting check reads the camera's own values: white balance would hide what she should fix.
  const retake: LightingReason[] = []
  // Dark skin is not a dark photo: where there is a white to judge by, the white decides.
  const rawWhite = samples.paper?.length ? medianColour(samples.paper) : eyes ? medianColour(eyes) : null
  if (rawWhite ? labOfLinear(rawWhite).l < LIGHTING.minWhiteL : labOfLinear(rawSkin).l < LIGHTING.minSkinL) retake.push('too-dark')
  const skinPixels = [samples.leftCheek, samples.rightCheek]
  if (Math.max(...skinPixels.map(clippedShare)) > LIGHTING.maxClipped || lifted > 1) retake.push('too-bright')
  if (reference) {
    const castBeyond = (g: number) => g > LIGHTING.maxCast || g < 1 / LIGHTING.maxCast
    if (castBeyond(reference.cast.r) || castBeyond(reference.cast.b)) retake.push('colour-cast')
  } else {
    const rawHue = hueOf(labOfLinear(rawSkin))
    if (rawHue < LIGHTING.skinHue[0] || rawHue > LIGHTING.skinHue[1]) retake.push('colour-cast')
  }
  if (left && right && Math.abs(labOfLinear(left).l - labOfLinear(right).l) > LIGHTING.maxCheekDifference) retake.push('harsh-shadow')
  if (samples.faceWidth !== undefined && samples.faceWidth < LIGHTING.minFaceWidth) retake.push('too-far')

  const quality = REFERENCE_QUALITY[wb?.source ?? 'none'] * PER_LIGHTING_REASON ** retake.length
  const evidence: SeasonEvidence[] = [
    { axis: 'warmth', value: chroma < MIN_SKIN_CHROMA ? 0 : warmthOfHue(hue), weight: PHOTO_WEIGHTS.warmth * quality * Math.min(1, chroma / (2 * MIN_SKIN_CHROMA)) },
    { axis: 'depth', value: depthOfIta(ita), weight: PHOTO_WEIGHTS.skinDepth * quality },
  ]
  if (hair) {
    evidence.push({ axis: 'depth', value: depthOfHair(hair.l), weight: PHOTO_WEIGHTS.hairDepth * quality })
    evidence.push({ axis: 'clarity', value: clarityOfContrast(Math.abs(skin.l - hair.l)), weight: PHOTO_WEIGHTS.hairContrast * quality })
  }
  if (iris && sclera) evidence.push({ axis: 'clarity', value: clarityOfContrast(Math.abs(sclera.l - iris.l)), weight: PHOTO_WEIGHTS.eyeContrast * quality })
  if (iris) evidence.push({ axis: 'clarity', value: clarityOfIris(chromaOf(iris)), weight: PHOTO_WEIGHTS.iris * quality })

  return {
    skin,
    ita,
    band,
    skinTone: skinToneOf(band),
    hue,
    undertone: chroma < MIN_SKIN_CHROMA ? 'neutral' : undertoneOfHue(hue),
    hair,
    iris,
    whiteBalance: wb,
    retake,
    quality,
    evidence,
  }
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x))
}

