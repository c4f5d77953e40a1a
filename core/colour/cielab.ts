import { converter, differenceCiede2000, modeLab65, modeLrgb, modeRgb, useMode as registerMode } from 'culori/fn'

/**
 * CIELAB under D65, and the CIEDE2000 difference between two such colours (Sharma, Wu and
 * Dalal 2005). Both through culori: its `differenceCiede2000` matches Sharma's published
 * test pairs only when the inputs are in its `lab65` mode; given D50 `lab` values it
 * converts them first and silently answers other numbers (pair 1: 1.8566, not 2.0425).
 * So every colour here is `lab65`, and cielab.test.ts holds the published pairs.
 */

export interface Lab {
  /** L*, 0 (black) to 100 (white). */
  l: number
  a: number
  b: number
}

// Made on first use, so a page that imports a module naming colours without measuring them
// does not carry culori.
function makeTools() {
  registerMode(modeRgb)
  registerMode(modeLrgb)
  registerMode(modeLab65)
  return { toLab65: converter('lab65'), toLinear: converter('lrgb'), ciede2000: differenceCiede2000() }
}
let tools: ReturnType<typeof makeTools> | null = null
function colourTools() {
  tools ??= makeTools()
  return tools
}

/** An sRGB colour written #RRGGBB as CIELAB (D65). Throws on anything else. */
export function labOfHex(hex: string): Lab {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #RRGGBB colour: ${hex}`)
  const lab = colourTools().toLab65(hex)
  if (!lab) throw new Error(`culori could not read ${hex}`)
  return { l: lab.l, a: lab.a, b: lab.b }
}

/** A colour in linear-light sRGB (each channel 0..1, values past 1 kept) as CIELAB (D65). */
export function labOfLinearRgb(r: number, g: number, b: number): Lab {
  const lab = colourTools().toLab65({ mode: 'lrgb', r, g, b })
  return { l: lab.l, a: lab.a, b: lab.b }
}

let byteTable: Float64Array | null = null
/** Each 8-bit sRGB channel value (0..255) as linear light, 0..1: a table, since a photo has many pixels. */
export function linearOfByte(): Float64Array {
  if (!byteTable) {
    const toLinear = colourTools().toLinear
    byteTable = new Float64Array(256)
    for (let v = 0; v < 256; v++) byteTable[v] = toLinear({ mode: 'rgb', r: v / 255, g: 0, b: 0 }).r
  }
  return byteTable
}

/** ΔE00 between two CIELAB (D65) colours: below 1 imperceptible, 1-2 visible on close look, above 3 obvious. */
export function deltaE00(x: Lab, y: Lab): number {
  return colourTools().ciede2000({ mode: 'lab65', l: x.l, a: x.a, b: x.b }, { mode: 'lab65', l: y.l, a: y.a, b: y.b })
}

/** C*, the colour's distance from grey. */
export function chromaOf(lab: Lab): number {
  return Math.hypot(lab.a, lab.b)
}

/** h, the hue angle in degrees (0-360). */
export function hueOf(lab: Lab): number {
  const h = (Math.atan2(lab.b, lab.a) * 180) / Math.PI
  return h < 0 ? h + 360 : h
}
