import { linearOfByte } from './cielab.ts'

/**
 * A cast-neutral copy of a photo for the face finder. A colour cast or an exposure change is
 * a gain on each channel in linear light (von Kries); dividing each channel by its own median
 * undoes any such gain, so the finder sees (nearly) the same picture under any light and
 * places the same landmarks: only clipping and 8-bit rounding remain. The copy is for
 * finding the face only; colours are read from the photo as taken.
 */

/** Linear light the channel medians are brought to: mid-grey (sRGB about 118). */
export const NEUTRAL_MEDIAN = 0.18
/**
 * Gains beyond 1/64..64 (six stops) come from an empty channel, not a light. A dark room's photo
 * asks for 12-28 (a sample photo's channel medians are bytes 32, 22 and 19) and one stop under
 * for twice that: a bound inside those keeps part of the exposure in the copy, and the face
 * finder then sees a different picture under each light.
 */
export const MAX_NEUTRAL_GAIN = 64

/** Per channel, the median byte of the opaque pixels (RGBA bytes, four per pixel); null for none. */
export function channelMedians(pixels: ArrayLike<number>): [number, number, number] | null {
  const histograms = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)] as const
  let n = 0
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if (pixels[i + 3]! < 128) continue
    n++
    for (let c = 0; c < 3; c++) histograms[c]![pixels[i + c]!]!++
  }
  if (n === 0) return null
  const median = (h: Uint32Array) => {
    let seen = 0
    for (let v = 0; v < 256; v++) {
      seen += h[v]!
      if (seen * 2 >= n) return v
    }
    return 255
  }
  return [median(histograms[0]), median(histograms[1]), median(histograms[2])]
}

/**
 * Three 256-entry tables (red, green, blue) that bring each channel's median to NEUTRAL_MEDIAN
 * in linear light; the identity when there are no opaque pixels.
 */
export function neutralisingTables(pixels: ArrayLike<number>): [Uint8ClampedArray, Uint8ClampedArray, Uint8ClampedArray] {
  const linear = linearOfByte()
  const medians = channelMedians(pixels) ?? [-1, -1, -1]
  const table = (median: number) => {
    const gain = median < 0 ? 1 : Math.min(MAX_NEUTRAL_GAIN, Math.max(1 / MAX_NEUTRAL_GAIN, NEUTRAL_MEDIAN / Math.max(linear[median]!, 1e-4)))
    const t = new Uint8ClampedArray(256)
    for (let v = 0; v < 256; v++) t[v] = Math.round(srgbOfLinear(Math.min(1, linear[v]! * gain)) * 255)
    return t
  }
  return [table(medians[0]), table(medians[1]), table(medians[2])]
}

type Tables = readonly [Uint8ClampedArray, Uint8ClampedArray, Uint8ClampedArray]

/**
 * The pixels with each channel through its neutralising table (alpha kept), written into
 * `out`; the tables default to the pixels' own (pass a whole photo's for a crop of it).
 */
export function neutralise(
  pixels: ArrayLike<number>,
  out: { [i: number]: number; length: number } = new Uint8ClampedArray(pixels.length),
  tables: Tables = neutralisingTables(pixels),
) {
  const [tr, tg, tb] = tables
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    out[i] = tr[pixels[i]!]!
    out[i + 1] = tg[pixels[i + 1]!]!
    out[i + 2] = tb[pixels[i + 2]!]!
    out[i + 3] = pixels[i + 3]!
  }
  return out
}

function srgbOfLinear(c: number): number {
  return c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055
}
