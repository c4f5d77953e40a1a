/**
 * A camera's colour cast and exposure, simulated on RGBA bytes: red and blue gains and an
 * exposure change in stops (EV), applied in linear light, then encoded and clipped to 0..255
 * as a camera would store them. Self-contained (no imports, no closures) so the photo
 * benchmark can hand it to the browser as it is (Playwright sends a function's source).
 */
export function simulateCast(pixels: ArrayLike<number>, cast: { r: number; b: number; ev: number }): Uint8ClampedArray {
  const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  const toSrgb = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)
  // One table per channel: 256 entries instead of a power per pixel.
  const table = (gain: number) => {
    const t = new Uint8ClampedArray(256)
    for (let v = 0; v < 256; v++) t[v] = Math.round(toSrgb(Math.min(1, toLinear(v / 255) * gain)) * 255)
    return t
  }
  const exposure = 2 ** cast.ev
  const tr = table(cast.r * exposure)
  const tg = table(exposure)
  const tb = table(cast.b * exposure)
  const out = new Uint8ClampedArray(pixels.length)
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    out[i] = tr[pixels[i]!]!
    out[i + 1] = tg[pixels[i + 1]!]!
    out[i + 2] = tb[pixels[i + 2]!]!
    out[i + 3] = pixels[i + 3]!
  }
  return out
}
