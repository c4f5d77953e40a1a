import { readFileSync } from 'node:fs'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import satori, { type Font } from 'satori'
import type { BlueprintCard } from '#core/profile/blueprint.ts'
import type { NamedColor } from '#core/rule-book/palettes.ts'
import { SILHOUETTE_STAND, SILHOUETTE_VIEWBOX, silhouettePath, waistLinePath } from '#core/reference/body-silhouette.ts'
import { BLUSH, CREAM, INK, INK_SOFT, LINE, SAGE_DEEP, TERRACOTTA } from '#core/reference/brand-colors.ts'
import { brandFonts } from './fonts.ts'

/** The downloaded image: a portrait that fills a phone screen and a social feed alike. */
export const BLUEPRINT_IMAGE_SIZE = { width: 1080, height: 1350 } as const
/** The preview card social sites show for a shared link (Open Graph's recommended size). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

// A JSX-like tree for satori, written without a JSX transform (the server runs its
// TypeScript by type stripping, which does not compile JSX).
type Style = Record<string, string | number>
interface Node {
  type: string
  props: Record<string, unknown>
}
type Child = Node | string | null

function h(type: string, style: Style, ...children: Child[]): Node {
  const kids = children.filter((c) => c !== null)
  return { type, props: { style: { display: 'flex', ...style }, children: kids.length === 1 ? kids[0] : kids } }
}

function svg(props: Record<string, unknown>, ...children: Node[]): Node {
  return { type: 'svg', props: { ...props, children } }
}

function el(type: string, props: Record<string, unknown>): Node {
  return { type, props }
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

function swatch(color: NamedColor, size: number, textSize: number, width: number): Node {
  return h(
    'div',
    { flexDirection: 'column', alignItems: 'center', width },
    h('div', { width: size, height: size, borderRadius: size / 2, backgroundColor: color.hex, border: `2px solid rgba(31,27,36,0.12)` }),
    h('div', { marginTop: 10, fontFamily: 'Inter', fontSize: textSize, color: INK_SOFT, textAlign: 'center', justifyContent: 'center' }, color.name),
  )
}

function chips(items: readonly string[], size: number, background: string): Node {
  return h(
    'div',
    { flexWrap: 'wrap', gap: 12 },
    ...items.map((item) =>
      h('div', { padding: `${size * 0.45}px ${size * 0.95}px`, borderRadius: 999, backgroundColor: background, border: `2px solid ${LINE}`, fontFamily: 'Inter', fontSize: size, color: INK }, item),
    ),
  )
}

function colourBar(colors: readonly NamedColor[], height: number): Node {
  return h('div', { width: '100%', height, borderRadius: height / 2, overflow: 'hidden' }, ...colors.map((c) => h('div', { flexGrow: 1, backgroundColor: c.hex })))
}

/** The portrait blueprint image: header, shape and colours side by side, styles, key pieces, footer. */
function portrait(card: BlueprintCard): Node {
  return h(
    'div',
    { width: '100%', height: '100%', flexDirection: 'column', backgroundColor: CREAM, fontFamily: 'Inter', color: INK },
    h(
      'div',
      { flexDirection: 'column', backgroundColor: INK, padding: '64px 72px 56px', color: CREAM },
      label(card.labels.brand, BLUSH, 22),
      h('div', { marginTop: 18, fontFamily: 'Fraunces', fontWeight: 600, fontSize: 76, lineHeight: 1.05 }, card.title),
      h('div', { marginTop: 18, fontSize: 30, color: 'rgba(250,246,241,0.82)' }, card.summary),
      h('div', { marginTop: 36 }, colourBar(card.palette.colors, 18)),
    ),
    h(
      'div',
      { flexDirection: 'column', flexGrow: 1, padding: '48px 72px 40px' },
      h(
        'div',
        { gap: 28 },
        h(
          'div',
          { width: 380, flexDirection: 'column', backgroundColor: '#FFFFFF', borderRadius: 32, border: `2px solid ${LINE}`, padding: 32 },
          label(card.labels.shape),
          h('div', { marginTop: 18, justifyContent: 'center', backgroundColor: BLUSH, borderRadius: 24, padding: '18px 0' }, silhouette(card.shape.id, 220)),
          h('div', { marginTop: 20, fontFamily: 'Fraunces', fontWeight: 600, fontSize: 40 }, card.shape.name),
          h(
            'div',
            { marginTop: 12, flexDirection: 'column', gap: 8 },
            ...card.shape.silhouettes.map((s) => h('div', { fontSize: 21, color: INK_SOFT, lineHeight: 1.3, alignItems: 'flex-start' }, check(), h('div', { flex: 1 }, s))),
          ),
        ),
        h(
          'div',
          { flexGrow: 1, flexDirection: 'column', backgroundColor: '#FFFFFF', borderRadius: 32, border: `2px solid ${LINE}`, padding: 32 },
          label(card.labels.palette),
          h('div', { marginTop: 14, fontFamily: 'Fraunces', fontWeight: 600, fontSize: 40 }, card.palette.name),
          h('div', { marginTop: 24, justifyContent: 'space-between' }, ...card.palette.colors.map((c) => swatch(c, 84, 19, 100))),
          h('div', { marginTop: 34 }, label(card.labels.neutrals, SAGE_DEEP, 17)),
          h('div', { marginTop: 16, justifyContent: 'space-between' }, ...card.palette.neutrals.map((c) => swatch(c, 56, 17, 110))),
        ),
      ),
      h('div', { marginTop: 36, flexDirection: 'column' }, label(card.labels.styles), h('div', { marginTop: 14 }, chips(card.styles, 26, BLUSH))),
      h('div', { marginTop: 30, flexDirection: 'column' }, label(card.labels.keyPieces), h('div', { marginTop: 14 }, chips(card.keyPieces, 22, '#FFFFFF'))),
      h(
        'div',
        { marginTop: 'auto', paddingTop: 24, borderTop: `2px solid ${LINE}`, justifyContent: 'space-between', fontSize: 20, color: INK_SOFT },
        h('div', {}, card.footer),
        h('div', {}, card.created),
      ),
    ),
  )
}

/** The landscape preview card of a shared link: who, shape, palette and styles at thumbnail size. */
function landscape(card: BlueprintCard): Node {
  return h(
    'div',
    { width: '100%', height: '100%', backgroundColor: CREAM, fontFamily: 'Inter', color: INK },
    h(
      'div',
      { width: 700, flexDirection: 'column', backgroundColor: INK, color: CREAM, padding: '56px 60px' },
      label(card.labels.brand, BLUSH, 20),
      h('div', { marginTop: 20, fontFamily: 'Fraunces', fontWeight: 600, fontSize: 64, lineHeight: 1.05 }, card.title),
      h('div', { marginTop: 22, fontSize: 28, lineHeight: 1.35, color: 'rgba(250,246,241,0.85)' }, card.summary),
      h('div', { marginTop: 'auto' }, colourBar(card.palette.colors, 16)),
      h('div', { marginTop: 22, fontSize: 20, color: 'rgba(250,246,241,0.75)' }, card.footer),
    ),
    h(
      'div',
      { flexGrow: 1, flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: 40 },
      h('div', { backgroundColor: BLUSH, borderRadius: 28, padding: '20px 56px' }, silhouette(card.shape.id, 250)),
      h('div', { marginTop: 18, fontFamily: 'Fraunces', fontWeight: 600, fontSize: 36 }, card.shape.name),
      h('div', { marginTop: 18, gap: 10 }, ...card.palette.colors.map((c) => h('div', { width: 52, height: 52, borderRadius: 26, backgroundColor: c.hex, border: '2px solid rgba(31,27,36,0.12)' }))),
    ),
  )
}

let wasm: Promise<void> | undefined

// Every subset under its own name: a glyph the named face lacks is drawn from another.
function satoriFonts(): Font[] {
  return brandFonts().map((f) => ({ name: f.name, data: f.data, weight: f.weight, style: 'normal' }))
}

async function toPng(tree: Node, size: { width: number; height: number }): Promise<Uint8Array> {
  wasm ??= initWasm(readFileSync(new URL(import.meta.resolve('@resvg/resvg-wasm/index_bg.wasm'))))
  const [markup] = await Promise.all([satori(tree as never, { ...size, fonts: satoriFonts() }), wasm])
  const resvg = new Resvg(markup, { fitTo: { mode: 'original' } })
  try {
    return resvg.render().asPng()
  } finally {
    resvg.free()
  }
}

/** The blueprint as a 1080x1350 PNG. */
export function renderBlueprintImage(card: BlueprintCard): Promise<Uint8Array> {
  return toPng(portrait(card), BLUEPRINT_IMAGE_SIZE)
}

/** A shared link's 1200x630 preview card as a PNG. */
export function renderShareCard(card: BlueprintCard): Promise<Uint8Array> {
  return toPng(landscape(card), SHARE_CARD_SIZE)
}
