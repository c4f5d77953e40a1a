import type { GarmentAttributes, GarmentType, Heel, LegShape, Length, Neckline, Pattern, Silhouette, Sleeve } from '../garment/attributes.ts'
import { garmentZone, type GarmentZone } from '../garment/garment-kinds.ts'
import { isCategoryId } from '../reference/categories.ts'
import { colourById } from '../rule-book/colours.ts'

/**
 * A fashion flat of a garment, drawn from its attributes as SVG (issue 27): the starter
 * catalogue's images, and the placeholder for any product whose own image fails to load.
 * Pure: the same attributes always give the same drawing. The garment's colour is the
 * lexicon swatch of its primary colour; a print is laid over it as an SVG pattern.
 *
 * The canvas is 400 x 500 (the product cards' 4:5), and every garment keeps inside the
 * middle 400 x 400, so the square crop the cards use on phones shows all of it.
 */

/** What a drawing is made from: the reader's attributes a flat can show. */
export interface DrawingSpec {
  garmentType: GarmentType | null
  category: string | null
  silhouette: Silhouette | null
  neckline: Neckline | null
  sleeve: Sleeve | null
  length: Length | null
  leg: LegShape | null
  heel: Heel | null
  pattern: Pattern | null
  primaryColour: string | null
}

export function drawingSpecOf(a: GarmentAttributes): DrawingSpec {
  return {
    garmentType: a.garmentType,
    category: a.category,
    silhouette: a.silhouette,
    neckline: a.neckline,
    sleeve: a.sleeve,
    length: a.length,
    leg: a.leg,
    heel: a.heel,
    pattern: a.pattern,
    primaryColour: a.primaryColour,
  }
}

/**
 * The drawing of a category alone, as a data URL the page carries itself: the placeholder
 * when even a product's served drawing cannot load (so a shopper never sees an error box),
 * and the import table's thumbnail for a row without a loadable image.
 */
export function categoryDrawingDataUrl(category: string, title: string): string {
  const svg = garmentDrawing(
    { garmentType: null, category, silhouette: null, neckline: null, sleeve: null, length: null, leg: null, heel: null, pattern: null, primaryColour: null },
    title,
  )
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Where a product's drawing is served. */
export function drawingUrl(productId: string): string {
  return `/drawings/${encodeURIComponent(productId)}.svg`
}

/** A colour no lexicon entry names: a quiet warm grey. */
const UNKNOWN_COLOUR_HEX = '#B9B2A8'
const BACKDROP = '#F6F1EB'

type Pt = readonly [number, number]
const CX = 200
const f = (n: number) => String(Math.round(n * 10) / 10)
const mirror = ([x, y]: Pt): Pt => [2 * CX - x, y]
const poly = (pts: readonly Pt[]) => `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')} Z`
const line = (pts: readonly Pt[]) => `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')}`
/** A shape symmetric about the centre line, from its left half listed top to bottom. */
const sym = (left: readonly Pt[]) => poly([...left, ...[...left].reverse().map(mirror)])
const both = (d: (m: (p: Pt) => Pt) => string) => [d((p) => p), d(mirror)]
const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${f(cx - rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)} Z`

/** A flat: filled shapes (coloured and printed) and detail lines (seams, edges, hardware). */
interface Flat {
  shapes: string[]
  details: string[]
  /** Parts drawn in the stroke colour (soles, buttons, lenses), unprinted. */
  dark: string[]
  /** Moves a small flat (a shoe) to the middle of the canvas, larger. */
  transform?: string
}
const flat = (): Flat => ({ shapes: [], details: [], dark: [] })

// -------------------------------------------------------------------------------------------
// Colours

function hexOf(colour: string | null): string {
  return (colour && colourById(colour)?.hex) || UNKNOWN_COLOUR_HEX
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v!))).toString(16).padStart(2, '0')).join('').toUpperCase()}`
}
function mix(hex: string, toward: string, share: number): string {
  const a = rgb(hex)
  const b = rgb(toward)
  return toHex(a.map((v, i) => v + (b[i]! - v) * share))
}
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

// -------------------------------------------------------------------------------------------
// Clothes on the upper body: dresses, tops, outerwear

const NO_WAIST: ReadonlySet<Silhouette> = new Set(['shift', 'trapeze', 'oversized', 'boxy', 'cocoon', 'straight', 'relaxed'])
const SLEEVE_LENGTH: Readonly<Record<Sleeve, number>> = {
  sleeveless: 0, strappy: 0, cap: 30, short: 62, elbow: 112, 'three-quarter': 158, long: 205, puff: 58, flutter: 56, bell: 205,
  raglan: 205, dolman: 190, balloon: 170, bishop: 205, 'cold-shoulder': 205,
}
const DEFAULT_SLEEVE: Partial<Record<GarmentType, Sleeve>> = {
  't-shirt': 'short', polo: 'short', tank: 'sleeveless', camisole: 'strappy', bodysuit: 'long', sweater: 'long', cardigan: 'long',
  sweatshirt: 'raglan', hoodie: 'raglan', shirt: 'long', blouse: 'long', tunic: 'three-quarter', top: 'short', 'sports-bra': 'sleeveless',
  jacket: 'long', blazer: 'long', coat: 'long', trench: 'long', puffer: 'long', gilet: 'sleeveless', kimono: 'dolman', cape: 'sleeveless',
  dress: 'sleeveless', jumpsuit: 'sleeveless', romper: 'short', slip: 'strappy', robe: 'dolman', swimsuit: 'sleeveless', 'cover-up': 'dolman',
}
const DEFAULT_NECK: Partial<Record<GarmentType, Neckline>> = {
  shirt: 'collar', polo: 'collar', camisole: 'v-neck', tank: 'scoop', blouse: 'v-neck', sweater: 'crew', cardigan: 'v-neck',
  sweatshirt: 'crew', hoodie: 'crew', 't-shirt': 'crew', bodysuit: 'scoop', blazer: 'collar', coat: 'collar', trench: 'collar',
  jacket: 'collar', puffer: 'high-neck', slip: 'v-neck', swimsuit: 'scoop', 'sports-bra': 'scoop', robe: 'wrap', kimono: 'wrap',
}
const OUTER: ReadonlySet<GarmentType> = new Set(['jacket', 'blazer', 'coat', 'trench', 'puffer', 'gilet', 'kimono', 'cape', 'cardigan', 'robe'])

interface Torso {
  neckY: number
  neckHalf: number
  shoulder: Pt
  armpit: Pt
  /** Where the top edge sits when the garment has no shoulders (strapless, strappy). */
  topY: number | null
  waistY: number
  waistHalf: number
  hemY: number
  hemHalf: number
  fitted: boolean
}

function torsoOf(s: DrawingSpec, zone: GarmentZone, type: GarmentType | null): Torso {
  const sil = s.silhouette
  const wide = sil === 'oversized' || sil === 'boxy' || sil === 'cocoon' || s.sleeve === 'dolman'
  const neck = s.neckline
  const sleeve = s.sleeve ?? (type ? DEFAULT_SLEEVE[type] : undefined) ?? null
  const bare = neck === 'strapless' || neck === 'off-shoulder' || (sleeve === 'strappy' && neck !== 'halter' && neck !== 'one-shoulder')
  const sleeveless = sleeve === 'sleeveless' || sleeve === 'strappy'
  const shoulder: Pt = wide ? [CX - 94, 120] : sleeveless ? [CX - 60, 112] : [CX - 78, 114]
  const armpit: Pt = wide ? [CX - 86, 196] : sleeveless ? [CX - 68, 176] : [CX - 70, 180]
  const full = zone === 'full' || zone === 'swim' || zone === 'intimate'
  const outer = type !== null && OUTER.has(type)
  const fitted = sil === 'fitted' || sil === 'bodycon' || sil === 'sheath' || sil === 'wrap' || sil === 'fit-and-flare' || sil === 'peplum' || sil === 'pencil' || sil === 'tailored'
  const waistY = sil === 'empire' ? 200 : 248
  const noWaist = sil !== null && NO_WAIST.has(sil)
  const waistHalf = noWaist ? armpit[0] - CX < 0 ? CX - armpit[0] + (wide ? 2 : 0) : 70 : fitted ? 52 : 60
  let hemY: number
  if (full) hemY = ({ mini: 318, knee: 362, midi: 410, maxi: 452, full: 452, ankle: 452 } as Partial<Record<Length, number>>)[s.length ?? 'knee'] ?? 372
  else {
    const base = type === 'coat' || type === 'trench' || type === 'robe' ? 440 : type === 'kimono' ? 410 : type === 'tunic' ? 370 : outer ? 330 : 320
    hemY = ({ cropped: 238, hip: outer ? 330 : 322, longline: outer ? 440 : 380 } as Partial<Record<Length, number>>)[s.length ?? 'mini'] ?? base
  }
  let hemHalf: number
  if (full && type !== 'jumpsuit' && type !== 'romper' && type !== 'swimsuit' && type !== 'bodysuit') {
    const flare: Partial<Record<Silhouette, number>> = {
      bodycon: 62, sheath: 66, pencil: 62, fitted: 76, straight: 82, slip: 92, wrap: 104, 'a-line': 122, 'fit-and-flare': 142, full: 150,
      tiered: 132, pleated: 118, shift: 90, trapeze: 124, empire: 108, relaxed: 102, oversized: 110, boxy: 100, tailored: 74, peplum: 80, cocoon: 84, balloon: 96,
    }
    hemHalf = (sil && flare[sil]) ?? 104
    if (hemY < 340) hemHalf = Math.min(hemHalf, 60 + (hemHalf - 60) * 0.7)
  } else {
    hemHalf = wide ? 92 : fitted ? 58 : sil === 'relaxed' || outer ? 76 : 68
    if (sil === 'peplum') hemHalf = 92
    if (type === 'coat' || type === 'trench' || type === 'robe') hemHalf = sil === 'cocoon' ? 70 : 92
  }
  return { neckY: 100, neckHalf: neck === 'boat' ? 52 : neck === 'square' ? 36 : 30, shoulder, armpit, topY: bare ? 148 : null, waistY, waistHalf, hemY, hemHalf, fitted }
}

/** The body's outline, left half top to bottom, for the torso. */
function bodyLeft(t: Torso, s: DrawingSpec, zone: GarmentZone): Pt[] {
  const pts: Pt[] = []
  if (t.topY !== null) pts.push([CX - 8, t.topY - 2], [CX - 62, t.topY])
  else pts.push([CX - t.neckHalf, t.neckY], t.shoulder)
  pts.push(t.armpit)
  const noWaist = s.silhouette !== null && NO_WAIST.has(s.silhouette)
  const full = zone === 'full' || zone === 'swim' || zone === 'intimate'
  if (!noWaist) pts.push([CX - t.waistHalf, t.waistY])
  if (full && !noWaist) pts.push([CX - t.waistHalf - 6, t.waistY + 22])
  if (s.silhouette === 'peplum' && !full) pts.push([CX - t.waistHalf, t.waistY + 8])
  if (s.silhouette === 'balloon') pts.push([CX - t.hemHalf - 16, t.hemY - 40])
  pts.push([CX - t.hemHalf, t.hemY])
  return pts
}

function sleevePath(t: Torso, sleeve: Sleeve, m: (p: Pt) => Pt): string | null {
  const len = SLEEVE_LENGTH[sleeve]
  if (len === 0) return null
  const s = t.shoulder
  const a: Pt = sleeve === 'dolman' ? [CX - t.waistHalf - 4, t.waistY - 10] : t.armpit
  const dx = -0.36
  const dy = 1
  const n = Math.hypot(dx, dy)
  const [ux, uy] = [dx / n, dy / n]
  const [px, py] = [uy, -ux]
  const mid: Pt = [(s[0] + a[0]) / 2, (s[1] + a[1]) / 2]
  const cuff: Pt = [mid[0] + ux * len, s[1] + uy * len]
  const half = sleeve === 'flutter' ? 50 : sleeve === 'bell' ? 46 : sleeve === 'dolman' ? 28 : sleeve === 'puff' ? 30 : len > 150 ? 20 : len > 90 ? 24 : 30
  const out: Pt = [cuff[0] - px * half, cuff[1] - py * half]
  const inn: Pt = [cuff[0] + px * half, cuff[1] + py * half]
  const P = (p: Pt) => { const [x, y] = m(p); return `${f(x)} ${f(y)}` }
  if (sleeve === 'puff' || sleeve === 'balloon' || sleeve === 'bishop') {
    const bulge = sleeve === 'puff' ? 34 : 30
    const c1: Pt = [(s[0] + out[0]) / 2 - bulge, (s[1] + out[1]) / 2 - (sleeve === 'puff' ? 14 : 0)]
    const c2: Pt = [(a[0] + inn[0]) / 2 + bulge * 0.6, (a[1] + inn[1]) / 2]
    const band = sleeve === 'puff' ? '' : ` L${P([out[0] + 6, out[1] + 14])} L${P([inn[0] - 2, inn[1] + 14])}`
    return `M${P(s)} Q${P(c1)} ${P(out)}${band} L${P(inn)} Q${P(c2)} ${P(a)} Z`
  }
  if (sleeve === 'flutter') {
    const w1: Pt = [out[0] + 18, out[1] + 10]
    const w2: Pt = [(out[0] + inn[0]) / 2, (out[1] + inn[1]) / 2 + 4]
    return `M${P(s)} L${P(out)} Q${P(w1)} ${P(w2)} Q${P([w2[0] + 16, w2[1] + 8])} ${P(inn)} L${P(a)} Z`
  }
  return `M${P(s)} L${P(out)} L${P(inn)} L${P(a)} Z`
}

function necklineDetails(t: Torso, neck: Neckline | null, out: Flat): void {
  // A bodice on straps starts lower: its neckline is cut from that edge.
  const y = t.topY !== null && neck !== 'sweetheart' ? t.topY - 2 : t.neckY
  const h = t.neckHalf
  const inside = (d: string) => out.dark.push(d)
  switch (neck) {
    case 'v-neck':
    case 'plunge':
    case 'wrap':
      inside(poly([[CX - h, y], [CX, neck === 'plunge' ? 200 : neck === 'wrap' ? 176 : 160], [CX + h, y]]))
      if (neck === 'wrap') out.details.push(line([[CX + h - 4, y + 4], [CX - 40, t.waistY]]))
      break
    case 'scoop':
      inside(`M${f(CX - h - 6)} ${y} Q${CX} ${y + 74} ${f(CX + h + 6)} ${y} Z`)
      break
    case 'square':
      inside(poly([[CX - h, y], [CX - h, y + 42], [CX + h, y + 42], [CX + h, y]]))
      break
    case 'boat':
      inside(`M${f(CX - h)} ${y} Q${CX} ${y + 16} ${f(CX + h)} ${y} Z`)
      break
    case 'sweetheart':
      if (t.topY !== null) inside(`M${CX - 60} ${t.topY} Q${CX - 30} ${t.topY - 20} ${CX} ${t.topY + 14} Q${CX + 30} ${t.topY - 20} ${CX + 60} ${t.topY} Z`)
      else inside(`M${f(CX - h)} ${y} L${CX - 34} ${y + 40} Q${CX - 16} ${y + 30} ${CX} ${y + 52} Q${CX + 16} ${y + 30} ${CX + 34} ${y + 40} L${f(CX + h)} ${y} Z`)
      break
    case 'high-neck':
      out.shapes.push(poly([[CX - h, y + 4], [CX - h + 2, y - 22], [CX + h - 2, y - 22], [CX + h, y + 4]]))
      inside(`M${f(CX - h + 2)} ${y - 22} Q${CX} ${y - 12} ${f(CX + h - 2)} ${y - 22} Z`)
      break
    case 'turtleneck':
      out.shapes.push(poly([[CX - h - 2, y + 6], [CX - h + 2, y - 34], [CX + h - 2, y - 34], [CX + h + 2, y + 6]]))
      for (let x = CX - h + 8; x < CX + h - 4; x += 9) out.details.push(line([[x, y - 30], [x, y + 2]]))
      break
    case 'cowl':
      inside(`M${f(CX - h)} ${y} Q${CX} ${y + 30} ${f(CX + h)} ${y} Z`)
      out.details.push(`M${CX - 44} ${y + 14} Q${CX} ${y + 60} ${CX + 44} ${y + 14}`, `M${CX - 52} ${y + 30} Q${CX} ${y + 86} ${CX + 52} ${y + 30}`)
      break
    case 'collar':
      inside(poly([[CX - h, y], [CX, y + 40], [CX + h, y]]))
      out.shapes.push(poly([[CX - h - 4, y - 4], [CX - h - 12, y + 30], [CX - 4, y + 42]]), poly([[CX + h + 4, y - 4], [CX + h + 12, y + 30], [CX + 4, y + 42]]))
      break
    case 'halter':
      inside(poly([[CX - 14, y - 4], [CX, y + 40], [CX + 14, y - 4]]))
      break
    case 'keyhole':
      inside(`M${CX} ${y + 8} Q${CX - 16} ${y + 40} ${CX} ${y + 56} Q${CX + 16} ${y + 40} ${CX} ${y + 8} Z`)
      inside(`M${f(CX - h)} ${y} Q${CX} ${y + 18} ${f(CX + h)} ${y} Z`)
      break
    case 'off-shoulder':
    case 'strapless':
    case 'one-shoulder':
      break
    default:
      inside(`M${f(CX - h)} ${y} Q${CX} ${y + 30} ${f(CX + h)} ${y} Z`)
  }
}

function upperBody(s: DrawingSpec, zone: GarmentZone, type: GarmentType | null): Flat {
  const out = flat()
  const neck = s.neckline ?? (type ? DEFAULT_NECK[type] : undefined) ?? (zone === 'full' ? 'scoop' : 'crew')
  const spec = { ...s, neckline: neck }
  const t = torsoOf(spec, zone, type)
  const sleeve = s.sleeve ?? (type ? DEFAULT_SLEEVE[type] : undefined) ?? 'sleeveless'

  // Sleeves go under the body, so the body's outline covers where they join.
  if (neck === 'off-shoulder') {
    const band = sym([[CX - 6, 138], [CX - 100, 140], [CX - 100, 164], [CX - 70, 170]])
    if (SLEEVE_LENGTH[sleeve] > 0) out.shapes.push(...both((m) => sleevePath({ ...t, shoulder: [CX - 98, 146], armpit: [CX - 76, 176] }, sleeve, m)!))
    out.shapes.push(band)
  } else if (SLEEVE_LENGTH[sleeve] > 0) {
    const sides = neck === 'one-shoulder' ? [(p: Pt) => p] : [(p: Pt) => p, mirror]
    for (const m of sides) out.shapes.push(sleevePath(t, sleeve, m)!)
  }
  let left = bodyLeft(t, spec, zone)
  if (type === 'jumpsuit' || type === 'romper') left = left.filter(([, y]) => y <= t.waistY + 2)
  if (neck === 'one-shoulder') {
    const right = bodyLeft({ ...t, topY: 150 }, spec, zone).map(mirror).reverse()
    out.shapes.push(poly([[CX + 20, 104], t.shoulder, ...left.slice(2), ...right.slice(0, -2)]))
  } else if (neck === 'halter') {
    out.shapes.push(sym([[CX - 18, 92], [CX - 64, 158], ...left.slice(2)]))
  } else {
    out.shapes.push(sym(left))
  }
  if (sleeve === 'strappy' || (t.topY !== null && neck !== 'strapless' && neck !== 'off-shoulder')) {
    out.details.push(...both((m) => line([m([CX - 48, 150]), m([CX - 34, 96])])))
  }
  necklineDetails(t, neck, out)

  // Lower half of a jumpsuit or romper: legs.
  if (type === 'jumpsuit' || type === 'romper') {
    const hem = type === 'romper' ? 318 : s.length === 'ankle' ? 430 : 452
    const legs = legsOf(s.leg ?? 'straight', t.waistY, CX - t.waistHalf, hem, t.waistY + 96)
    out.shapes.push(legs)
    out.details.push(line([[CX - t.waistHalf, t.waistY], [CX + t.waistHalf, t.waistY]]))
  }

  // The seams and edges that tell one kind from another.
  const W = t.waistY
  const sil = s.silhouette
  if (zone === 'full' && type !== 'jumpsuit' && type !== 'romper' && !(sil && NO_WAIST.has(sil))) out.details.push(line([[CX - t.waistHalf, W], [CX + t.waistHalf, W]]))
  if (sil === 'tiered') for (const k of [1, 2]) {
    const y = W + ((t.hemY - W) * k) / 3
    const half = t.waistHalf + ((t.hemHalf - t.waistHalf) * k) / 3
    out.details.push(line([[CX - half - 4, y], [CX + half + 4, y]]))
  }
  if (sil === 'pleated') for (let k = -3; k <= 3; k++) out.details.push(line([[CX + k * 12, W + 8], [CX + k * 28, t.hemY - 4]]))
  if (sil === 'wrap' && neck !== 'wrap') out.details.push(line([[CX + 30, W], [CX - 50, t.hemY - 6]]))
  if (sil === 'wrap' && zone === 'full') out.details.push(line([[CX + 20, W + 2], [CX - 40, t.hemY - 4]]))
  if (type === 'shirt' || (type === 'dress' && neck === 'collar') || type === 'blouse') {
    out.details.push(line([[CX, t.neckY + 42], [CX, t.hemY - 4]]))
    for (let y = t.neckY + 56; y < t.hemY - 10; y += 36) out.dark.push(ellipse(CX + 7, y, 3.5, 3.5))
  }
  if (type === 'blouse') out.details.push(`M${CX - 22} ${t.neckY + 2} Q${CX - 30} ${t.neckY + 30} ${CX - 12} ${t.neckY + 44}`, `M${CX + 22} ${t.neckY + 2} Q${CX + 30} ${t.neckY + 30} ${CX + 12} ${t.neckY + 44}`)
  if (type === 'polo') {
    out.details.push(line([[CX, t.neckY + 36], [CX, t.neckY + 78]]))
    for (const y of [t.neckY + 50, t.neckY + 70]) out.dark.push(ellipse(CX + 6, y, 3, 3))
  }
  if (type === 'sweater' || type === 'sweatshirt' || type === 'hoodie' || type === 'cardigan') {
    out.details.push(line([[CX - t.hemHalf + 2, t.hemY - 18], [CX + t.hemHalf - 2, t.hemY - 18]]))
  }
  if (type === 'sweater') for (let x = CX - t.hemHalf + 12; x < CX + t.hemHalf - 4; x += 12) out.details.push(line([[x, t.hemY - 16], [x, t.hemY - 2]]))
  if (type === 'sweatshirt' || type === 'hoodie') out.details.push(...both((m) => line([m([CX - t.neckHalf, t.neckY + 4]), m([CX - 70, 182])])))
  if (type === 'hoodie') {
    out.shapes.push(`M${CX - 44} ${t.neckY + 10} Q${CX - 54} ${t.neckY - 70} ${CX} ${t.neckY - 74} Q${CX + 54} ${t.neckY - 70} ${CX + 44} ${t.neckY + 10} Q${CX} ${t.neckY + 36} ${CX - 44} ${t.neckY + 10} Z`)
    out.details.push(poly([[CX - 50, t.hemY - 86], [CX - 34, t.hemY - 24], [CX + 34, t.hemY - 24], [CX + 50, t.hemY - 86]]))
  }
  if (type === 'tunic') out.details.push(...both((m) => line([m([CX - t.hemHalf + 2, t.hemY]), m([CX - t.hemHalf + 4, t.hemY - 40])])))
  if (type === 't-shirt') out.details.push(line([[CX - t.hemHalf + 2, t.hemY - 10], [CX + t.hemHalf - 2, t.hemY - 10]]))
  if (type === 'tank' || type === 'sports-bra') out.details.push(...both((m) => `M${f(m([CX - 58, 114])[0])} 114 Q${f(m([CX - 44, 150])[0])} 168 ${f(m([CX - 68, 176])[0])} 176`))
  if (type === 'sports-bra') out.details.push(line([[CX - 64, 214], [CX + 64, 214]]))
  if (type === 'bodysuit' || type === 'swimsuit') out.dark.push(...both((m) => `M${f(m([CX - t.hemHalf, t.hemY])[0])} ${t.hemY} Q${f(m([CX - 34, t.hemY - 10])[0])} ${t.hemY + 30} ${f(m([CX - 20, t.hemY + 34])[0])} ${t.hemY + 34} L${f(m([CX - t.hemHalf, t.hemY + 34])[0])} ${t.hemY + 34} Z`))
  if (type === 'slip') out.details.push(`M${CX - t.hemHalf} ${t.hemY - 14} Q${CX} ${t.hemY - 4} ${CX + t.hemHalf} ${t.hemY - 14}`)
  // Marks of their own for the kinds the lines above leave alike.
  if (type === 'camisole') out.dark.push(poly([[CX - 10, t.neckY + 46], [CX, t.neckY + 54], [CX - 10, t.neckY + 62]]), poly([[CX + 10, t.neckY + 46], [CX, t.neckY + 54], [CX + 10, t.neckY + 62]]))
  if (type === 'swimsuit') out.dark.push(ellipse(CX, 196, 7, 7))
  if (type === 'bodysuit') for (const x of [CX - 10, CX, CX + 10]) out.dark.push(ellipse(x, t.hemY + 26, 2.5, 2.5))
  if (type === 'dress' && zone === 'full') out.details.push(line([[CX - 20, t.hemY - 8], [CX + 20, t.hemY - 8]]))
  if (type === 'jacket') out.details.push(...both((m) => line([m([CX - 56, 168]), m([CX - 20, 168])])))
  if (type === 'robe') out.shapes.push(poly([[CX - t.waistHalf - 4, W - 8], [CX + t.waistHalf + 4, W - 8], [CX + t.waistHalf + 4, W + 8], [CX - t.waistHalf - 4, W + 8]]), poly([[CX + 20, W], [CX + 36, W + 70], [CX + 24, W + 72]]))
  if (type === 'cover-up') out.details.push(...both((m) => line([m([CX - 20, t.neckY + 30]), m([CX - 20, t.hemY - 6])])))

  // Outerwear: the open front, lapels and what each kind has.
  if (type && OUTER.has(type) && type !== 'cape') {
    const lapel = neck === 'collar' && type !== 'puffer'
    out.details.push(line([[CX, lapel ? 214 : t.neckY + 6], [CX, t.hemY]]))
    if (lapel) {
      out.shapes.push(...both((m) => poly([m([CX - t.neckHalf - 2, t.neckY - 2]), m([CX - 52, 150]), m([CX - 40, 158]), m([CX - 2, 214])])))
      out.dark.push(poly([[CX - t.neckHalf + 2, t.neckY], [CX, 208], [CX + t.neckHalf - 2, t.neckY]]))
    }
    if (type === 'trench' || s.silhouette === 'wrap') {
      out.shapes.push(sym([[CX - 2, W - 10], [CX - t.waistHalf - 2, W - 10], [CX - t.waistHalf - 2, W + 10]]))
      out.dark.push(poly([[CX - 12, W - 12], [CX + 12, W - 12], [CX + 12, W + 12], [CX - 12, W + 12]]))
    }
    // A trench's shoulder straps: with a wrap's belt, a wide sleeve and a cropped hem it would otherwise draw like a blazer.
    if (type === 'trench') out.details.push(...both((m) => line([m([t.shoulder[0] + 8, t.shoulder[1] + 2]), m([CX - 40, t.neckY + 14])])))
    if (type === 'trench' || type === 'blazer') for (const y of [W - 50, W + 40]) out.dark.push(ellipse(CX - 16, y, 4, 4), ellipse(CX + 16, y, 4, 4))
    if (type === 'puffer') for (let y = 150; y < t.hemY - 10; y += 34) out.details.push(line([[CX - t.hemHalf, y], [CX + t.hemHalf, y]]))
    if (type === 'jacket' && neck !== 'collar' && s.silhouette === 'fitted') out.details.push(line([[CX - 30, t.neckY + 8], [CX + 20, t.hemY]]))
    if (type === 'cardigan') for (let y = t.neckY + 80; y < t.hemY - 20; y += 34) out.dark.push(ellipse(CX - 8, y, 3.5, 3.5))
    if (type === 'gilet') out.details.push(...both((m) => line([m([CX - 60, 180]), m([CX - 60, t.hemY - 10])])))
    if (type === 'kimono' || type === 'robe') out.details.push(...both((m) => line([m([CX - t.neckHalf, t.neckY]), m([CX - 12, t.hemY])])))
    if (type === 'coat') out.details.push(...both((m) => line([m([CX - 60, 300]), m([CX - 30, 300])])))
  }
  if (type === 'cape') {
    out.shapes.length = 0
    out.shapes.push(sym([[CX - 30, 100], [CX - 80, 120], [CX - 150, t.hemY - 40], [CX - 130, t.hemY]]))
    out.details.push(line([[CX, 104], [CX, t.hemY]]))
    necklineDetails(t, neck, out)
  }
  return out
}

// -------------------------------------------------------------------------------------------
// Clothes on the lower body: trousers, jeans, skirts, shorts

const LEG_HEM: Readonly<Record<LegShape, readonly [outer: number, inner: number]>> = {
  skinny: [60, 20], slim: [68, 16], straight: [80, 12], tapered: [66, 16], bootcut: [88, 10], flare: [104, 6], wide: [112, 4],
  palazzo: [132, 0], barrel: [78, 14], jogger: [64, 18],
}

/** Two legs from the waist (y, left x) to the hem: one shape. */
function legsOf(leg: LegShape, waistY: number, waistX: number, hemY: number, crotchY: number): string {
  const [o, i] = LEG_HEM[leg]
  const hipX = waistX - 12
  const short = hemY - crotchY < 80
  const outX = short ? Math.min(CX - 96, hipX - 4) : CX - o
  const inX = short ? CX - 10 : CX - i
  const left: Pt[] = [[waistX, waistY], [hipX, waistY + 70]]
  if (leg === 'barrel' && !short) left.push([CX - 108, (crotchY + hemY) / 2])
  left.push([outX, hemY], [inX, hemY])
  return poly([...left, [CX, crotchY], ...[...left].reverse().map(mirror)])
}

function lowerBody(s: DrawingSpec, type: GarmentType | null): Flat {
  const out = flat()
  const waistY = 110
  const waistX = CX - 76
  out.shapes.push(poly([[waistX, waistY - 22], [CX + 76, waistY - 22], [CX + 76, waistY], [waistX, waistY]]))
  if (type === 'skirt') {
    const hemY = ({ mini: 250, knee: 326, midi: 392, maxi: 452 } as Partial<Record<Length, number>>)[s.length ?? 'knee'] ?? 330
    const flare: Partial<Record<Silhouette, number>> = { pencil: 78, bodycon: 80, straight: 92, fitted: 90, slip: 104, 'a-line': 132, pleated: 124, full: 152, tiered: 138, wrap: 116, balloon: 100, relaxed: 106, tailored: 90 }
    const half = (s.silhouette && flare[s.silhouette]) ?? 112
    const left: Pt[] = [[waistX, waistY], [CX - 90, waistY + 70]]
    if (s.silhouette === 'balloon') left.push([CX - 118, hemY - 50])
    left.push([CX - half, hemY])
    out.shapes.push(sym(left))
    if (s.silhouette === 'tiered') for (const k of [1, 2]) {
      const y = waistY + ((hemY - waistY) * k) / 3
      out.details.push(line([[CX - 90 - ((half - 90) * k) / 3, y], [CX + 90 + ((half - 90) * k) / 3, y]]))
    }
    if (s.silhouette === 'pleated') for (let k = -4; k <= 4; k++) out.details.push(line([[CX + k * 16, waistY + 4], [CX + k * 27, hemY - 2]]))
    if (s.silhouette === 'wrap') out.details.push(`M${CX + 60} ${waistY} Q${CX + 20} ${(waistY + hemY) / 2} ${CX + 40} ${hemY}`)
    if (s.silhouette === 'pencil') out.details.push(line([[CX, hemY], [CX, hemY - 40]]))
    if (s.silhouette === 'a-line') out.details.push(line([[CX + 70, waistY], [CX + 70, waistY + 40]]))
    return out
  }
  const hemY =
    type === 'shorts' ? (s.length === 'knee' ? 300 : 240)
    : type === 'culottes' ? (s.length === 'ankle' ? 400 : 370)
    : (({ full: 452, ankle: 428, cropped: 392, knee: 300, mini: 240 } as Partial<Record<Length, number>>)[s.length ?? 'full'] ?? 452)
  const leg = s.leg ?? (type === 'leggings' ? 'skinny' : type === 'joggers' ? 'jogger' : type === 'culottes' ? 'wide' : 'straight')
  out.shapes.push(legsOf(leg, waistY, waistX, hemY, 222))
  out.details.push(line([[CX, waistY], [CX, waistY + 70]]))
  if (type === 'jeans') {
    out.details.push(...both((m) => `M${f(m([waistX + 8, 0])[0])} ${waistY + 6} Q${f(m([CX - 50, 0])[0])} ${waistY + 40} ${f(m([CX - 30, 0])[0])} ${waistY + 6}`))
    out.dark.push(poly([[CX - 4, waistY - 18], [CX + 4, waistY - 18], [CX + 4, waistY - 4], [CX - 4, waistY - 4]]))
  }
  if (type === 'trousers' && s.silhouette === 'tailored') out.details.push(...both((m) => line([m([CX - 50, waistY + 4]), m([CX - (LEG_HEM[leg][0] + LEG_HEM[leg][1]) / 2, hemY - 2])])))
  if (type === 'trousers') out.details.push(...both((m) => line([m([CX - 66, waistY + 2]), m([CX - 84, waistY + 50])])))
  if (type === 'joggers' || leg === 'jogger') out.details.push(...both((m) => line([m([CX - LEG_HEM.jogger[0], hemY - 16]), m([CX - LEG_HEM.jogger[1], hemY - 16])])))
  if (type === 'leggings') out.details.push(line([[waistX, waistY + 16], [CX + 76, waistY + 16]]))
  if (type === 'shorts') out.details.push(...both((m) => `M${f(m([CX - 70, 0])[0])} ${waistY + 4} L${f(m([CX - 92, 0])[0])} ${waistY + 44}`))
  if (type === 'culottes') out.details.push(...both((m) => line([m([CX - 40, waistY + 2]), m([CX - 54, hemY - 2])])))
  return out
}

// -------------------------------------------------------------------------------------------
// Shoes, side view: the toe to the right

const GROUND = 372

function shoe(s: DrawingSpec, type: GarmentType | null): Flat {
  const out = flat()
  const defaultHeel: Partial<Record<GarmentType, Heel>> = { heels: 'high', pumps: 'high', boots: 'low', 'ankle-boots': 'mid', espadrilles: 'wedge' }
  const heel = s.heel ?? (type ? defaultHeel[type] : undefined) ?? 'flat'
  const h = ({ flat: 6, low: 26, mid: 44, high: 82, platform: 54, wedge: 62 } as const)[heel]
  const G = GROUND
  const back = 92
  const toe = 330
  const heelTop = G - h
  // The sole, from the heel's seat to the toe.
  const sole = `M${back} ${heelTop} Q${back + 60} ${heelTop} ${back + 130} ${G - 10} L${toe - 20} ${G} Q${toe + 10} ${G} ${toe + 6} ${G - 14} L${toe - 6} ${G - 10} Q${back + 130} ${G - 22} ${back + 2} ${heelTop - 10} Z`
  out.dark.push(sole)
  if (heel === 'wedge' || heel === 'platform') {
    out.dark.push(heel === 'wedge' ? poly([[back, heelTop - 2], [back + 6, G], [back + 170, G], [back + 140, G - 14]]) : poly([[back, heelTop], [back + 4, G], [toe + 4, G], [toe + 6, G - 24], [back + 120, G - 30]]))
  } else if (h > 10) {
    const w = heel === 'high' ? 12 : 26
    out.dark.push(poly([[back + 2, heelTop], [back + 2 + w + 8, heelTop + 4], [back + 2 + w, G], [back + 6, G]]))
  }
  const top = heelTop - 10
  switch (type) {
    case 'boots':
    case 'ankle-boots': {
      const shaftTop = type === 'boots' ? 110 : 250
      out.shapes.push(`M${back - 4} ${shaftTop} L${back + 84} ${shaftTop} L${back + 92} ${G - 70} Q${back + 120} ${G - 52} ${toe - 10} ${G - 36} Q${toe + 8} ${G - 26} ${toe + 4} ${G - 14} L${back + 130} ${G - 22} Q${back + 60} ${top} ${back} ${top} Z`)
      if (type === 'ankle-boots') out.details.push(`M${back + 24} ${shaftTop + 4} Q${back + 44} ${shaftTop + 60} ${back + 24} ${G - 70}`)
      if (type === 'boots') out.details.push(line([[back + 6, shaftTop + 14], [back + 78, shaftTop + 14]]))
      if (heel !== 'high' && heel !== 'low' && type === 'boots') for (let y = 200; y < G - 60; y += 22) out.details.push(line([[back + 70, y], [back + 96, y + 8]]))
      break
    }
    case 'sneakers':
      out.dark.length = 0
      out.dark.push(`M${back - 6} ${G - 30} L${toe + 10} ${G - 30} Q${toe + 18} ${G} ${toe - 10} ${G} L${back} ${G} Q${back - 10} ${G} ${back - 6} ${G - 30} Z`)
      out.shapes.push(`M${back - 4} ${G - 30} L${back + 4} ${G - 120} Q${back + 40} ${G - 132} ${back + 70} ${G - 116} Q${back + 150} ${G - 96} ${toe - 20} ${G - 66} Q${toe + 14} ${G - 52} ${toe + 8} ${G - 30} Z`)
      for (let k = 0; k < 4; k++) out.details.push(line([[back + 88 + k * 18, G - 112 + k * 9], [back + 106 + k * 18, G - 98 + k * 9]]))
      out.details.push(`M${toe - 40} ${G - 62} Q${toe - 20} ${G - 48} ${toe - 30} ${G - 30}`)
      break
    case 'sandals':
    case 'espadrilles':
    case 'mules':
    case 'loafers':
    case 'flats':
    case 'heels':
    case 'pumps':
    default: {
      const open = type === 'sandals'
      const backless = type === 'mules'
      if (open) {
        for (const [x1, x2] of [[back + 150, back + 190], [back + 196, back + 226]] as const) out.shapes.push(`M${x1} ${G - 12 - (h * (toe - x1)) / 600} Q${(x1 + x2) / 2} ${G - 70 - (h * (toe - x1)) / 600} ${x2} ${G - 10} L${x2 - 12} ${G - 10} Q${(x1 + x2) / 2} ${G - 54 - (h * (toe - x1)) / 600} ${x1 + 12} ${G - 12} Z`)
        out.shapes.push(poly([[back, top - 56], [back + 12, top - 58], [back + 16, top], [back + 2, top]]))
        out.details.push(line([[back + 4, top - 46], [back + 80, top - 60]]))
      } else {
        const vampTop = type === 'loafers' ? G - 90 : G - 72
        out.shapes.push(
          `M${backless ? back + 100 : back} ${backless ? G - 40 : top - 48} ${backless ? '' : `Q${back + 40} ${top - 40} ${back + 100} ${G - 56 - h * 0.6}`} Q${back + 160} ${vampTop - h * 0.3} ${toe - 30} ${G - 50} Q${toe + (type === 'pumps' || type === 'heels' ? 20 : 8)} ${G - 30} ${toe + 4} ${G - 14} L${back + 130} ${G - 22} Q${back + 60} ${top} ${back} ${top} Z`,
        )
        if (type === 'loafers') out.details.push(`M${back + 120} ${G - 70} Q${back + 160} ${G - 56} ${back + 190} ${G - 66}`)
        if (type === 'espadrilles') {
          for (let x = back + 16; x < toe; x += 14) out.details.push(line([[x, G - 6], [x + 6, G - 20]]))
          out.details.push(`M${back + 10} ${top - 44} Q${back - 30} ${top - 100} ${back + 40} ${top - 120}`)
        }
        if (type === 'flats') out.details.push(`M${toe - 60} ${G - 48} q10 -10 20 0`)
        if (type === 'pumps') out.details.push(line([[back + 4, top - 40], [back + 4, top - 4]]))
        if (type === 'heels') out.details.push(line([[back + 20, top - 46], [back + 60, top - 52]]))
        if (type === 'mules') out.details.push(`M${back + 110} ${G - 36} L${back + 130} ${G - 24}`)
      }
    }
  }
  // A knee boot fills the canvas as drawn; lower shoes are drawn larger, in the middle.
  if (type !== 'boots') out.transform = type === 'ankle-boots' ? 'translate(-40 -90) scale(1.2)' : 'translate(-52 -180) scale(1.26)'
  return out
}

// -------------------------------------------------------------------------------------------
// Accessories and the rest

function accessory(type: GarmentType | null, s: DrawingSpec): Flat {
  const out = flat()
  const handle = (x1: number, x2: number, y: number, up: number) => out.details.push(`M${x1} ${y} C${x1} ${y - up} ${x2} ${y - up} ${x2} ${y}`)
  switch (type) {
    case 'tote':
      out.shapes.push(poly([[110, 200], [290, 200], [310, 420], [90, 420]]))
      handle(140, 190, 200, 120)
      handle(210, 260, 200, 120)
      out.details.push(line([[110, 226], [290, 226]]))
      break
    case 'clutch':
      out.shapes.push(poly([[90, 230], [310, 230], [310, 350], [90, 350]]))
      out.shapes.push(poly([[90, 230], [310, 230], [200, 300]]))
      out.dark.push(ellipse(200, 296, 8, 8))
      break
    case 'crossbody':
      out.details.push(`M150 262 L112 90 Q200 40 288 90 L250 262`)
      out.shapes.push(`M136 262 L264 262 Q280 262 280 280 L280 372 Q280 388 264 388 L136 388 Q120 388 120 372 L120 280 Q120 262 136 262 Z`)
      out.details.push(line([[130, 300], [270, 300]]))
      out.dark.push(poly([[190, 296], [210, 296], [210, 306], [190, 306]]))
      break
    case 'backpack':
      out.details.push(`M140 160 Q110 260 136 400`, `M260 160 Q290 260 264 400`)
      out.shapes.push(`M132 170 Q132 120 200 118 Q268 120 268 170 L274 408 Q274 424 258 424 L142 424 Q126 424 126 408 Z`)
      out.shapes.push(poly([[150, 300], [250, 300], [254, 400], [146, 400]]))
      handle(184, 216, 122, 36)
      break
    case 'belt':
      out.shapes.push(`M20 236 Q200 220 340 236 L340 262 Q200 246 20 262 Z`)
      out.dark.push(poly([[332, 226], [378, 226], [378, 272], [332, 272]]))
      out.shapes.push(poly([[340, 234], [370, 234], [370, 264], [340, 264]]))
      for (const x of [60, 84, 108]) out.dark.push(ellipse(x, 248, 3.5, 3.5))
      break
    case 'scarf':
      if (s.length === 'collar' || s.length === 'long') {
        out.shapes.push(`M140 90 Q200 150 260 90 L276 120 Q200 196 124 120 Z`, poly([[168, 140], [212, 150], [236, 420], [186, 424]]))
        for (let x = 190; x < 236; x += 8) out.details.push(line([[x, 424], [x + 2, 444]]))
        for (let y = 190; y < 410; y += 24) out.details.push(line([[200, y], [224, y + 4]]))
      } else {
        out.shapes.push(poly([[200, 90], [330, 250], [200, 410], [70, 250]]))
        out.details.push(poly([[200, 112], [310, 250], [200, 388], [90, 250]]))
      }
      break
    case 'hat':
      out.shapes.push(ellipse(200, 300, 176, 42))
      out.shapes.push(`M118 300 Q112 170 200 164 Q288 170 282 300 Q200 322 118 300 Z`)
      out.dark.push(`M120 276 Q200 296 280 276 L281 294 Q200 314 119 294 Z`)
      break
    case 'necklace':
      if (s.length === 'choker') {
        out.shapes.push(`M100 190 Q200 260 300 190 L300 212 Q200 282 100 212 Z`)
        out.dark.push(ellipse(200, 262, 10, 10))
      } else {
        out.details.push(`M110 110 Q200 400 290 110`)
        for (let k = 0; k <= 16; k++) {
          const t = k / 16
          const x = (1 - t) * (1 - t) * 110 + 2 * (1 - t) * t * 200 + t * t * 290
          const y = (1 - t) * (1 - t) * 110 + 2 * (1 - t) * t * 400 + t * t * 110
          out.shapes.push(ellipse(x, y, 11, 11))
        }
      }
      break
    case 'earrings':
      out.shapes.push(`M60 200 A70 70 0 1 0 200 200 A70 70 0 1 0 60 200 Z M76 200 A54 54 0 1 1 184 200 A54 54 0 1 1 76 200 Z`)
      out.shapes.push(`M216 200 A70 70 0 1 0 356 200 A70 70 0 1 0 216 200 Z M232 200 A54 54 0 1 1 340 200 A54 54 0 1 1 232 200 Z`)
      break
    case 'bracelet':
      out.shapes.push(`M90 250 A110 60 0 1 0 310 250 A110 60 0 1 0 90 250 Z M112 250 A88 44 0 1 1 288 250 A88 44 0 1 1 112 250 Z`)
      break
    case 'ring':
      out.shapes.push(`M130 280 A70 70 0 1 0 270 280 A70 70 0 1 0 130 280 Z M148 280 A52 52 0 1 1 252 280 A52 52 0 1 1 148 280 Z`)
      out.dark.push(ellipse(200, 204, 22, 18))
      break
    case 'watch':
      out.shapes.push(poly([[176, 60], [224, 60], [224, 440], [176, 440]]))
      out.dark.push(ellipse(200, 250, 64, 64))
      out.shapes.push(ellipse(200, 250, 54, 54))
      out.details.push(line([[200, 250], [200, 212]]), line([[200, 250], [226, 262]]))
      break
    case 'sunglasses':
      out.dark.push(`M70 230 Q70 196 150 200 Q190 204 184 240 Q176 290 122 288 Q74 284 70 230 Z`, `M330 230 Q330 196 250 200 Q210 204 216 240 Q224 290 278 288 Q326 284 330 230 Z`)
      out.shapes.push(`M60 226 Q56 180 150 186 Q196 190 198 214 L202 214 Q204 190 250 186 Q344 180 340 226 L330 232 Q326 204 250 206 Q216 210 214 232 L186 232 Q184 210 150 206 Q74 204 70 232 Z`)
      break
    case 'gloves':
      out.shapes.push(`M140 420 L140 250 L120 200 Q116 186 130 186 L156 226 L150 110 Q152 96 166 98 L176 200 L182 90 Q186 78 198 80 L204 200 L214 98 Q218 86 230 90 L230 206 L246 124 Q252 112 262 118 L258 260 L256 420 Z`)
      out.details.push(line([[140, 390], [256, 390]]))
      break
    case 'hair-accessory':
      out.shapes.push(`M120 250 A80 60 0 1 0 280 250 A80 60 0 1 0 120 250 Z M160 250 A40 26 0 1 1 240 250 A40 26 0 1 1 160 250 Z`)
      for (let k = 0; k < 10; k++) out.details.push(line([[200 + 60 * Math.cos((k * Math.PI) / 5), 250 + 44 * Math.sin((k * Math.PI) / 5)], [200 + 76 * Math.cos((k * Math.PI) / 5), 250 + 58 * Math.sin((k * Math.PI) / 5)]]))
      break
    case 'bra':
      out.shapes.push(`M100 220 Q110 150 196 200 L196 262 L100 262 Z`, `M300 220 Q290 150 204 200 L204 262 L300 262 Z`)
      out.details.push(line([[112, 190], [150, 100]]), line([[288, 190], [250, 100]]))
      break
    case 'briefs':
      out.shapes.push(`M90 180 L310 180 L300 220 Q230 250 214 320 L186 320 Q170 250 100 220 Z`)
      break
    case 'bikini':
      out.shapes.push(`M110 150 Q120 100 194 130 L194 180 L110 180 Z`, `M290 150 Q280 100 206 130 L206 180 L290 180 Z`)
      out.shapes.push(`M100 280 L300 280 L290 310 Q230 330 214 380 L186 380 Q170 330 110 310 Z`)
      out.details.push(line([[130, 130], [160, 70]]), line([[270, 130], [240, 70]]))
      break
    case 'bag':
    default:
      out.shapes.push(`M120 230 L280 230 Q296 230 296 246 L300 400 Q300 416 284 416 L116 416 Q100 416 100 400 L104 246 Q104 230 120 230 Z`)
      out.shapes.push(poly([[104, 234], [296, 234], [296, 300], [104, 300]]))
      out.dark.push(poly([[190, 290], [210, 290], [210, 310], [190, 310]]))
      handle(150, 250, 230, 110)
  }
  return out
}

// -------------------------------------------------------------------------------------------
// Prints, as SVG patterns over the garment's colour

function patternDef(pattern: Pattern, ink: string): string | null {
  const P = (w: number, h: number, body: string) => `<pattern id="print" patternUnits="userSpaceOnUse" width="${w}" height="${h}">${body}</pattern>`
  const g = (body: string, extra = '') => `<g fill="${ink}"${extra}>${body}</g>`
  switch (pattern) {
    case 'solid':
      return null
    case 'stripe':
    case 'horizontal-stripe':
      return P(20, 20, g('<rect x="0" y="0" width="20" height="8"/>'))
    case 'vertical-stripe':
      return P(16, 16, g('<rect x="0" y="0" width="2.5" height="16"/>'))
    case 'floral':
      return P(48, 48, g('<circle cx="12" cy="8" r="4"/><circle cx="18" cy="13" r="4"/><circle cx="15" cy="20" r="4"/><circle cx="8" cy="20" r="4"/><circle cx="6" cy="13" r="4"/><circle cx="36" cy="34" r="3"/><circle cx="40" cy="38" r="3"/><circle cx="36" cy="42" r="3"/><circle cx="32" cy="38" r="3"/>') + `<circle cx="12" cy="15" r="2.5" fill="#F6E7B0"/>`)
    case 'polka-dot':
      return P(28, 28, g('<circle cx="7" cy="7" r="4.5"/><circle cx="21" cy="21" r="4.5"/>'))
    case 'animal':
      return P(44, 44, g('<path d="M6 8 q6 -6 12 0 q-2 8 -10 6 z M28 22 q8 -4 10 4 q-6 8 -12 2 z M10 32 q6 -2 6 6 q-8 4 -8 -2 z"/>'))
    case 'check':
    case 'gingham':
      return P(24, 24, g('<rect x="0" y="0" width="12" height="24"/><rect x="0" y="0" width="24" height="12"/>', ' fill-opacity="0.55"'))
    case 'plaid':
      return P(40, 40, g('<rect x="0" y="6" width="40" height="6"/><rect x="6" y="0" width="6" height="40"/><rect x="0" y="26" width="40" height="2"/><rect x="26" y="0" width="2" height="40"/>'))
    case 'houndstooth':
      return P(20, 20, g('<path d="M0 0 h8 l4 4 v6 h-4 l-8 -8 z M10 10 h8 l2 2 v8 h-2 l-8 -8 z"/>'))
    case 'geometric':
      return P(36, 36, g('<path d="M18 2 L34 18 L18 34 L2 18 Z M18 10 L26 18 L18 26 L10 18 Z" fill-rule="evenodd"/>'))
    case 'abstract':
      return P(60, 60, `<path d="M0 30 Q15 0 30 30 T60 30 M0 50 Q20 30 40 50" fill="none" stroke="${ink}" stroke-width="4"/>`)
    case 'paisley':
      return P(44, 44, g('<path d="M14 30 q-10 -8 -2 -18 q10 -8 14 4 q2 10 -6 16 q6 -8 0 -12 q-6 -2 -6 10 z M34 10 a3 3 0 1 0 0.1 0 z"/>'))
    case 'colour-block':
      return `<pattern id="print" patternUnits="userSpaceOnUse" width="400" height="500"><rect x="200" y="0" width="200" height="500" fill="${ink}"/></pattern>`
    case 'tie-dye':
      return P(80, 80, `<g fill="none" stroke="${ink}" stroke-width="6" stroke-opacity="0.7"><circle cx="40" cy="40" r="12"/><circle cx="40" cy="40" r="28"/></g>`)
    case 'graphic':
      return `<pattern id="print" patternUnits="userSpaceOnUse" width="400" height="500"><path d="M200 170 l14 30 h32 l-26 20 l10 32 l-30 -20 l-30 20 l10 -32 l-26 -20 h32 z" fill="${ink}"/></pattern>`
    case 'camouflage':
      return P(70, 70, g('<path d="M4 10 q14 -10 24 4 q-4 14 -20 8 z M36 34 q16 -8 26 6 q-8 12 -24 4 z M10 48 q10 -4 16 6 q-8 10 -16 2 z"/>', ' fill-opacity="0.6"'))
  }
}

// -------------------------------------------------------------------------------------------

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
/** Text for SVG: markup characters escaped, and characters XML 1.0 cannot hold dropped. */
function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
}

function zoneOf(s: DrawingSpec): GarmentZone | null {
  return garmentZone(s.garmentType, isCategoryId(s.category) ? s.category : null)
}

/**
 * The drawing as an SVG document. `title` (the product's name) is its accessible name,
 * escaped; nothing else in the document comes from outside the rule book's vocabularies.
 */
export function garmentDrawing(spec: DrawingSpec, title: string): string {
  const zone = zoneOf(spec)
  const type = spec.garmentType
  let drawn: Flat
  if (zone === 'shoes') drawn = shoe(spec, type)
  else if (zone === 'accessory' || type === 'bra' || type === 'briefs' || type === 'bikini') drawn = accessory(type, spec)
  else if (zone === 'lower') drawn = lowerBody(spec, type)
  else if (zone === 'full' || zone === 'upper' || zone === 'outer' || zone === 'swim' || zone === 'intimate') drawn = upperBody(spec, zone, type ?? (zone === 'full' ? 'dress' : zone === 'outer' ? 'jacket' : null))
  else drawn = accessory(null, spec)

  const fill = hexOf(spec.primaryColour)
  const dark = luminance(fill) < 0.22
  const stroke = dark ? mix(fill, '#FFFFFF', 0.42) : mix(fill, '#1A1A1A', 0.55)
  const inside = dark ? mix(fill, '#FFFFFF', 0.18) : mix(fill, '#1A1A1A', 0.22)
  const ink = dark ? mix(fill, '#FFFFFF', 0.6) : mix(fill, '#1A1A1A', 0.45)
  const print = spec.pattern ? patternDef(spec.pattern, ink) : null
  // One path per shape, in order: a later shape (the body) covers an earlier one's outline (the sleeves).
  const shapes = drawn.shapes
    .map((d) => `<path d="${d}" fill="${fill}"/>` + (print ? `<path d="${d}" fill="url(#print)" stroke="none"/>` : ''))
    .join('')
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    print ? `<defs>${print}</defs>` : '',
    `<rect width="400" height="500" fill="${BACKDROP}"/>`,
    `<g stroke="${stroke}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round" fill-rule="evenodd"${drawn.transform ? ` transform="${drawn.transform}"` : ''}>`,
    shapes,
    drawn.dark.length ? `<path d="${drawn.dark.join(' ')}" fill="${inside}"/>` : '',
    drawn.details.length ? `<path d="${drawn.details.join(' ')}" fill="none" stroke-width="2" stroke-opacity="0.75"/>` : '',
    `</g></svg>`,
  ]
  return parts.join('')
}
