import { readFileSync } from 'node:fs'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import satori, { type Font } from 'satori'
import { translate } from '#core/i18n/translate.ts'
import { CARD_KEY_PIECES, type BlueprintCard } from '#core/profile/blueprint.ts'
import type { NamedColor } from '#core/rule-book/palettes.ts'
import { SILHOUETTE_STAND, SILHOUETTE_VIEWBOX, silhouettePath, waistLinePath } from '#core/reference/body-silhouette.ts'
import { BLUSH, CREAM, INK, INK_SOFT, LINE, SAGE_DEEP, TERRACOTTA } from '#core/reference/brand-colors.ts'
import { brandFonts, cjkFontsFor, type FontFile } from './fonts.ts'

/** The downloaded image: a portrait that fills a phone screen and a social feed alike. */
export const BLUEPRINT_IMAGE_SIZE = { width: 1080, height: 1350 } as const
/** The preview card social sites show for a shared link (Open Graph's recommended size). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

// A JSX-like tree for satori, written without a JSX transform (the server runs its
// TypeScript by type stripping, which does not compile JSX).
type Style = Record<string, string | number>
interface Node {
  type: string
  key?: string
  props: Record<string, unknown>
}
type Child = Node | string | null

// No box shrinks below its content (CSS's default lets flex items shrink): content that
// does not fit then runs past the canvas in the layout, where fitting can see it, instead
// of being squeezed under its neighbours. Widths include padding and border, as on the site.
function h(type: string, style: Style, ...children: Child[]): Node {
  const kids = children.filter((c) => c !== null)
  return { type, props: { style: { display: 'flex', flexShrink: 0, boxSizing: 'border-box', ...style }, children: kids.length === 1 ? kids[0] : kids } }
}

function svg(props: Record<string, unknown>, ...children: Node[]): Node {
  return { type: 'svg', props: { ...props, children } }
}

function el(type: string, props: Record<string, unknown>): Node {
  return { type, props }
}

/** The same node, named in the layout that satori reports (see `layOut`). */
function keyed(key: string, node: Node): Node {
  return { ...node, key }
}

function silhouette(shape: BlueprintCard['shape']['id'], height: number): Node {
  const { width, height: boxHeight } = SILHOUETTE_VIEWBOX
  const { base, knob, pole } = SILHOUETTE_STAND
  return svg(
    { width: (height * width) / boxHeight, height, viewBox: `0 0 ${width} ${boxHeight}` },
    el('ellipse', { cx: base.cx, cy: base.cy, rx: base.rx, ry: base.ry, fill: INK, fillOpacity: 0.1 }),
    el('path', { d: pole, stroke: INK, strokeOpacity: 0.5, strokeWidth: 2, strokeLinecap: 'round' }),
    el('circle', { cx: knob.cx, cy: knob.cy, r: knob.r, fill: INK, fillOpacity: 0.5 }),
    el('path', { d: silhouettePath(shape), fill: TERRACOTTA, fillOpacity: 0.15, stroke: TERRACOTTA, strokeWidth: 1.6, strokeLinejoin: 'round' }),
    el('path', { d: waistLinePath(shape), fill: 'none', stroke: TERRACOTTA, strokeOpacity: 0.4, strokeWidth: 1, strokeDasharray: '2 2' }),
  )
}

function check(): Node {
  return svg(
    { width: 22, height: 22, viewBox: '0 0 24 24', style: { marginRight: 10, marginTop: 3, flexShrink: 0 } },
    el('path', { d: 'M20 6 9 17l-5-5', fill: 'none', stroke: SAGE_DEEP, strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' }),
  )
}

function label(text: string, color = SAGE_DEEP, size = 20): Node {
  return h('div', { fontFamily: 'Inter', fontWeight: 600, fontSize: size, letterSpacing: size * 0.16, color, textTransform: 'uppercase' }, text)
}

function swatch(color: NamedColor, size: number, textSize: number): Node {
  return h(
    'div',
    { flexDirection: 'column', alignItems: 'center', flexGrow: 1, flexBasis: 0, minWidth: 0 },
    h('div', { width: size, height: size, borderRadius: size / 2, backgroundColor: color.hex, border: `2px solid rgba(31,27,36,0.12)` }),
    h('div', { marginTop: 10, fontFamily: 'Inter', fontSize: textSize, color: INK_SOFT, textAlign: 'center', justifyContent: 'center' }, color.name),
  )
}

function chip(item: string, size: number, background: string): Node {
  return h('div', { padding: `${size * 0.45}px ${size * 0.95}px`, borderRadius: 999, backgroundColor: background, border: `2px solid ${LINE}`, fontFamily: 'Inter', fontSize: size, color: INK }, item)
}

function chips(items: readonly string[], size: number, background: string, more = 0, key?: string): Node {
  return h(
    'div',
    { flexWrap: 'wrap', gap: 12, width: '100%' },
    ...items.map((item, i) => (key ? keyed(`${key}-${i}`, chip(item, size, background)) : chip(item, size, background))),
    more > 0 ? chip(translate('blueprint.file.morePieces', { count: more }), size, BLUSH) : null,
  )
}

function colourBar(colors: readonly NamedColor[], height: number): Node {
  return h('div', { width: '100%', height, borderRadius: height / 2, overflow: 'hidden' }, ...colors.map((c) => h('div', { flexGrow: 1, backgroundColor: c.hex })))
}

/** Her season under the palette: its name, then its best colours as a row of dots. */
function seasonLine(season: NonNullable<BlueprintCard['season']>, d: PortraitDensity): Node {
  const dot = Math.round(d.neutral / 2)
  return keyed(
    'season',
    h(
      'div',
      { marginTop: 22, flexDirection: 'column' },
      h('div', { fontFamily: 'Fraunces', fontWeight: 600, fontSize: 24, lineHeight: 1.2 }, season.line),
      h('div', { marginTop: 8, gap: 6, flexWrap: 'wrap' }, ...season.colors.map((c) => h('div', { width: dot, height: dot, borderRadius: dot / 2, backgroundColor: c.hex, border: '2px solid rgba(31,27,36,0.12)' }))),
    ),
  )
}

/**
 * How roomy the portrait is drawn. The first that fits is used: most blueprints fit the
 * first; a long name or many styles take the tighter ones; beyond the last, key pieces give
 * way to a "+N more" chip.
 */
interface PortraitDensity {
  title: number
  summary: number
  header: [number, number]
  body: [number, number]
  gap: number
  silhouette: number
  silhouettes: number
  swatch: number
  neutral: number
  chip: number
}

const PORTRAIT_DENSITIES: readonly PortraitDensity[] = [
  { title: 76, summary: 30, header: [64, 56], body: [48, 40], gap: 34, silhouette: 220, silhouettes: 3, swatch: 84, neutral: 56, chip: 22 },
  { title: 62, summary: 28, header: [52, 44], body: [40, 36], gap: 28, silhouette: 180, silhouettes: 3, swatch: 76, neutral: 52, chip: 21 },
  { title: 52, summary: 26, header: [44, 36], body: [34, 32], gap: 22, silhouette: 150, silhouettes: 2, swatch: 68, neutral: 48, chip: 20 },
  // A season line under the palette needs this one for the fullest blueprints.
  { title: 46, summary: 24, header: [38, 30], body: [30, 28], gap: 18, silhouette: 120, silhouettes: 2, swatch: 62, neutral: 44, chip: 19 },
]

/** The portrait blueprint image: header, shape and colours side by side, styles, key pieces, footer. */
function portrait(card: BlueprintCard, d: PortraitDensity, shownPieces: number): Node {
  return h(
    'div',
    { width: '100%', height: '100%', flexDirection: 'column', backgroundColor: CREAM, fontFamily: 'Inter', color: INK },
    h(
      'div',
      { flexDirection: 'column', backgroundColor: INK, padding: `${d.header[0]}px 72px ${d.header[1]}px`, color: CREAM },
      label(card.labels.brand, BLUSH, 22),
      keyed('title', h('div', { marginTop: 18, fontFamily: 'Fraunces', fontWeight: 600, fontSize: d.title, lineHeight: 1.05, wordBreak: 'break-word' }, card.title)),
      h('div', { marginTop: 18, fontSize: d.summary, lineHeight: 1.3, color: 'rgba(250,246,241,0.82)' }, card.summary),
      h('div', { marginTop: d.gap }, colourBar(card.palette.colors, 18)),
    ),
    h(
      'div',
      { flexDirection: 'column', flexGrow: 1, padding: `${d.body[0]}px 72px ${d.body[1]}px` },
      h(
        'div',
        { gap: 28 },
        h(
          'div',
          { width: 380, flexDirection: 'column', backgroundColor: '#FFFFFF', borderRadius: 32, border: `2px solid ${LINE}`, padding: 32 },
          label(card.labels.shape),
          h('div', { marginTop: 18, justifyContent: 'center', backgroundColor: BLUSH, borderRadius: 24, padding: '18px 0' }, silhouette(card.shape.id, d.silhouette)),
          h('div', { marginTop: 20, fontFamily: 'Fraunces', fontWeight: 600, fontSize: 40 }, card.shape.name),
          h(
            'div',
            { marginTop: 12, flexDirection: 'column', gap: 8 },
            ...card.shape.silhouettes
              .slice(0, d.silhouettes)
              .map((s) => h('div', { fontSize: 21, color: INK_SOFT, lineHeight: 1.3, alignItems: 'flex-start' }, check(), h('div', { flex: 1 }, s))),
          ),
        ),
        h(
          'div',
          { flexGrow: 1, flexBasis: 0, flexDirection: 'column', backgroundColor: '#FFFFFF', borderRadius: 32, border: `2px solid ${LINE}`, padding: 32 },
          label(card.labels.palette),
          h('div', { marginTop: 14, fontFamily: 'Fraunces', fontWeight: 600, fontSize: 40 }, card.palette.name),
          h('div', { marginTop: 24, gap: 6 }, ...card.palette.colors.map((c) => swatch(c, d.swatch, 19))),
          h('div', { marginTop: 34 }, label(card.labels.neutrals, SAGE_DEEP, 17)),
          h('div', { marginTop: 16, gap: 6 }, ...card.palette.neutrals.map((c) => swatch(c, d.neutral, 17))),
          ...(card.season ? [seasonLine(card.season, d)] : []),
        ),
      ),
      h('div', { marginTop: d.gap, flexDirection: 'column' }, label(card.labels.styles), h('div', { marginTop: 14 }, chips(card.styles, 26, BLUSH))),
      h(
        'div',
        { marginTop: d.gap - 6, flexDirection: 'column' },
        label(card.labels.keyPieces),
        h('div', { marginTop: 14 }, chips(card.keyPieces.slice(0, shownPieces), d.chip, '#FFFFFF', card.keyPieces.length - shownPieces, 'piece')),
      ),
      keyed(
        'footer',
        h(
          'div',
          { marginTop: 'auto', paddingTop: 20, borderTop: `2px solid ${LINE}`, justifyContent: 'space-between', gap: 24, fontSize: 20, color: INK_SOFT },
          h('div', {}, card.footer),
          h('div', { flexShrink: 1, textAlign: 'right' }, card.created),
        ),
      ),
    ),
  )
}

/** How roomy the preview card is drawn: its title and summary take the left panel's height. */
interface LandscapeDensity {
  title: number
  summary: number
}

const LANDSCAPE_DENSITIES: readonly LandscapeDensity[] = [
  { title: 64, summary: 28 },
  { title: 54, summary: 26 },
  { title: 46, summary: 24 },
  { title: 40, summary: 22 },
]

/** The landscape preview card of a shared link: who, shape, palette and styles at thumbnail size. */
function landscape(card: BlueprintCard, d: LandscapeDensity): Node {
  return h(
    'div',
    { width: '100%', height: '100%', backgroundColor: CREAM, fontFamily: 'Inter', color: INK },
    h(
      'div',
      { width: 700, flexDirection: 'column', backgroundColor: INK, color: CREAM, padding: '56px 60px' },
      label(card.labels.brand, BLUSH, 20),
      keyed('title', h('div', { marginTop: 20, fontFamily: 'Fraunces', fontWeight: 600, fontSize: d.title, lineHeight: 1.05, wordBreak: 'break-word' }, card.title)),
      h('div', { marginTop: 22, fontSize: d.summary, lineHeight: 1.35, color: 'rgba(250,246,241,0.85)' }, card.summary),
      h('div', { marginTop: 'auto', paddingTop: 24 }, colourBar(card.palette.colors, 16)),
      keyed('footer', h('div', { marginTop: 22, fontSize: 20, color: 'rgba(250,246,241,0.75)' }, card.footer)),
    ),
    h(
      'div',
      { flexGrow: 1, flexBasis: 0, minWidth: 0, flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: 40 },
      h('div', { backgroundColor: BLUSH, borderRadius: 28, padding: '20px 56px' }, silhouette(card.shape.id, 250)),
      h('div', { marginTop: 18, fontFamily: 'Fraunces', fontWeight: 600, fontSize: 36, textAlign: 'center' }, card.shape.name),
      h('div', { marginTop: 18, gap: 8 }, ...card.palette.colors.map((c) => h('div', { width: 48, height: 48, borderRadius: 24, backgroundColor: c.hex, border: '2px solid rgba(31,27,36,0.12)' }))),
    ),
  )
}

/** A box of the layout as satori placed it, in canvas pixels; `key` names the boxes built with `keyed`. */
export interface LayoutBox {
  key: string | null
  left: number
  top: number
  width: number
  height: number
}

/** What a drawing was laid out as: every box, the canvas, and what fitting chose. */
export interface ImageLayout {
  size: { width: number; height: number }
  boxes: LayoutBox[]
  /** Index of the density used (0 is the roomiest). */
  density: number
  /** Key pieces drawn as chips; the rest are counted in the "+N more" chip. */
  keyPiecesShown: number
  /** How far the furthest box runs past the canvas, in pixels (0 when everything is inside). */
  overflow: number
  svg: string
}

// Sub-pixel rounding in the layout engine.
const TOLERANCE = 0.5

function satoriFonts(fonts: readonly FontFile[]): Font[] {
  return fonts.map((f) => ({ name: f.name, data: f.data, weight: f.weight, style: 'normal' }))
}

async function layOut(tree: Node, size: { width: number; height: number }): Promise<Omit<ImageLayout, 'density' | 'keyPiecesShown'>> {
  const boxes: LayoutBox[] = []
  const svg = await satori(tree as never, {
    ...size,
    // Every subset under its own name: a glyph the named face lacks is drawn from another.
    fonts: satoriFonts(brandFonts()),
    // Letters the brand fonts lack (a Chinese, Japanese or Korean first name): their subsets only.
    loadAdditionalAsset: async (_language, segment) => satoriFonts(cjkFontsFor(segment)),
    onNodeDetected: (node) => boxes.push({ key: node.key === undefined ? null : String(node.key), left: node.left, top: node.top, width: node.width, height: node.height }),
  })
  const overflow = Math.max(0, ...boxes.map((b) => Math.max(b.left + b.width - size.width, b.top + b.height - size.height, -b.left, -b.top)))
  return { size, boxes, overflow: overflow <= TOLERANCE ? 0 : overflow, svg }
}

/** How many key pieces to try next: whole rows of chips off, by how far the footer ran over. */
function fewerPieces(layout: Omit<ImageLayout, 'density' | 'keyPiecesShown'>, shown: number): number {
  const tops = [...new Set(layout.boxes.filter((b) => b.key?.startsWith('piece-')).map((b) => Math.round(b.top)))].sort((a, b) => a - b)
  const pitch = tops.length > 1 ? tops[1]! - tops[0]! : 60
  const rowsOff = Math.max(1, Math.ceil(layout.overflow / pitch))
  const keptRows = tops.slice(0, Math.max(0, tops.length - rowsOff))
  // The chips on the rows kept, less one to make room for "+N more".
  const kept = layout.boxes.filter((b) => b.key?.startsWith('piece-') && keptRows.includes(Math.round(b.top))).length - 1
  return Math.max(0, Math.min(shown - 1, kept))
}

/**
 * The portrait laid out to fit 1080x1350: the roomiest density whose layout has no box
 * past the canvas, then fewer key pieces (with "+N more") at the tightest density.
 */
export async function layoutBlueprintImage(card: BlueprintCard): Promise<ImageLayout> {
  let shown = Math.min(card.keyPieces.length, CARD_KEY_PIECES)
  for (let density = 0; ; ) {
    const layout = await layOut(portrait(card, PORTRAIT_DENSITIES[density]!, shown), BLUEPRINT_IMAGE_SIZE)
    if (layout.overflow === 0 || (density === PORTRAIT_DENSITIES.length - 1 && shown === 0)) return { ...layout, density, keyPiecesShown: shown }
    if (density < PORTRAIT_DENSITIES.length - 1) density += 1
    else shown = fewerPieces(layout, shown)
  }
}

/** The preview card laid out to fit 1200x630: the roomiest title and summary sizes that fit. */
export async function layoutShareCard(card: BlueprintCard): Promise<ImageLayout> {
  for (let density = 0; ; density++) {
    const layout = await layOut(landscape(card, LANDSCAPE_DENSITIES[density]!), SHARE_CARD_SIZE)
    if (layout.overflow === 0 || density === LANDSCAPE_DENSITIES.length - 1) return { ...layout, density, keyPiecesShown: 0 }
  }
}

let wasm: Promise<void> | undefined

async function toPng(svg: string): Promise<Uint8Array> {
  wasm ??= initWasm(readFileSync(new URL(import.meta.resolve('@resvg/resvg-wasm/index_bg.wasm'))))
  await wasm
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' } })
  try {
    return resvg.render().asPng()
  } finally {
    resvg.free()
  }
}

/** The blueprint as a 1080x1350 PNG. */
export async function renderBlueprintImage(card: BlueprintCard): Promise<Uint8Array> {
  return toPng((await layoutBlueprintImage(card)).svg)
}

/** A shared link's 1200x630 preview card as a PNG. */
export async function renderShareCard(card: BlueprintCard): Promise<Uint8Array> {
  return toPng((await layoutShareCard(card)).svg)
}
