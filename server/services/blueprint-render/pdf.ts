import PDFDocument from 'pdfkit'
import type { BlueprintDocument, DocumentBlock } from '#core/profile/blueprint.ts'
import type { NamedColor } from '#core/rule-book/palettes.ts'
import { SILHOUETTE_STAND, silhouettePath, waistLinePath } from '#core/reference/body-silhouette.ts'
import { BLUSH, CREAM, INK, INK_SOFT, LINE, SAGE_DEEP, TERRACOTTA } from '#core/reference/brand-colors.ts'
import { latinFont } from './fonts.ts'

const PAGE = { width: 595.28, height: 841.89 } // A4 in points
const MARGIN = 50
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN
const BOTTOM = PAGE.height - MARGIN

type Doc = InstanceType<typeof PDFDocument>

/** Starts a new page when fewer than `needed` points are left on this one. */
function room(doc: Doc, needed: number): void {
  if (doc.y + needed > BOTTOM) {
    doc.addPage()
    doc.y = MARGIN
  }
}

function header(doc: Doc, model: BlueprintDocument): void {
  const colors = model.colors
  const height = 150
  doc.rect(0, 0, PAGE.width, height).fill(INK)
  doc.font('Inter-600').fontSize(9).fillColor(BLUSH).text(model.brand.toUpperCase(), MARGIN, 42, { characterSpacing: 2 })
  doc.font('Fraunces').fontSize(30).fillColor(CREAM).text(model.title, MARGIN, 58, { width: CONTENT_WIDTH })
  doc.font('Inter').fontSize(11).fillColor(CREAM).text(model.summary, MARGIN, doc.y + 4, { width: CONTENT_WIDTH })
  const barWidth = CONTENT_WIDTH / colors.length
  colors.forEach((c, i) => doc.rect(MARGIN + i * barWidth, height - 26, barWidth, 6).fill(c.hex))
  doc.y = height + 28
}

function silhouette(doc: Doc, shape: BlueprintDocument['shape'], x: number, y: number, scale: number): void {
  const { base, knob, pole } = SILHOUETTE_STAND
  doc.save().translate(x, y).scale(scale)
  doc.roundedRect(-8, -4, 96, 148, 14).fill(BLUSH)
  doc.ellipse(base.cx, base.cy, base.rx, base.ry).fillOpacity(0.1).fill(INK)
  doc.fillOpacity(1).path(pole).lineWidth(2).lineCap('round').strokeOpacity(0.5).stroke(INK)
  doc.circle(knob.cx, knob.cy, knob.r).fillOpacity(0.5).fill(INK)
  doc.path(silhouettePath(shape)).fillOpacity(0.15).fill(TERRACOTTA)
  doc.path(silhouettePath(shape)).lineWidth(1.6).lineJoin('round').strokeOpacity(1).stroke(TERRACOTTA)
  doc.path(waistLinePath(shape)).lineWidth(1).dash(2, { space: 2 }).strokeOpacity(0.4).stroke(TERRACOTTA)
  doc.undash().fillOpacity(1).strokeOpacity(1).restore()
}

// Every piece of text is set with one of these, so its height can be measured before it is
// drawn (keeping a heading with what follows it) with the same font, size and spacing.
const TEXT = {
  section: { font: 'Fraunces', size: 17, lineGap: 0 },
  subTitle: { font: 'Inter-600', size: 10.5, lineGap: 0 },
  paragraph: { font: 'Inter', size: 10.5, lineGap: 2 },
  item: { font: 'Inter', size: 10.5, lineGap: 1.5 },
  rowLabel: { font: 'Inter-600', size: 8, lineGap: 0 },
  rowValue: { font: 'Inter', size: 12, lineGap: 0 },
  lead: { font: 'Inter', size: 10.5, lineGap: 0 },
} as const

function heightOf(doc: Doc, style: (typeof TEXT)[keyof typeof TEXT], text: string, width: number): number {
  return doc.font(style.font).fontSize(style.size).heightOfString(text, { width, lineGap: style.lineGap })
}

const SECTION_RULE = 14
const SUBTITLE_GAP = 4
const SWATCH_ROW = 50
const CHIP_ROW = 26

/**
 * The height of the first part of a block that must stay with the heading above it: a
 * whole paragraph, the first row, a list's title and first item, a swatch set's title and
 * first row, the key pieces' lead and first row of chips. A heading is never left alone at
 * the foot of a page, and the page keeps everything that does fit.
 */
function firstPartHeight(doc: Doc, b: DocumentBlock, width: number): number {
  switch (b.kind) {
    case 'paragraph':
      return heightOf(doc, TEXT.paragraph, b.text, width)
    case 'rows':
      return b.rows.length === 0 ? 0 : heightOf(doc, TEXT.rowLabel, b.rows[0]!.label.toUpperCase(), width) + 2 + heightOf(doc, TEXT.rowValue, b.rows[0]!.value, width)
    case 'list':
      return heightOf(doc, TEXT.subTitle, b.title, CONTENT_WIDTH) + SUBTITLE_GAP + (b.items.length === 0 ? 0 : heightOf(doc, TEXT.item, b.items[0]!, width - 16))
    case 'swatches':
      return heightOf(doc, TEXT.subTitle, b.title, CONTENT_WIDTH) + SUBTITLE_GAP + SWATCH_ROW
    case 'chips':
      return heightOf(doc, TEXT.lead, b.title, width) + 6 + CHIP_ROW
  }
}

function sectionTitle(doc: Doc, title: string, next: number): void {
  room(doc, heightOf(doc, TEXT.section, title, CONTENT_WIDTH) + SECTION_RULE + next)
  doc.font(TEXT.section.font).fontSize(TEXT.section.size).fillColor(INK).text(title, MARGIN, doc.y, { width: CONTENT_WIDTH })
  const y = doc.y + 4
  doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(1).stroke(LINE)
  doc.y = y + 10
}

/** A list's or a swatch set's title, on the page where its first item or row fits too. */
function subTitle(doc: Doc, b: Extract<DocumentBlock, { kind: 'list' | 'swatches' }>, width: number): void {
  room(doc, firstPartHeight(doc, b, width))
  doc.font(TEXT.subTitle.font).fontSize(TEXT.subTitle.size).fillColor(INK).text(b.title, MARGIN, doc.y, { width: CONTENT_WIDTH })
  doc.y += SUBTITLE_GAP
}

function marker(doc: Doc, kind: 'check' | 'cross' | 'dot', x: number, y: number): void {
  if (kind === 'dot') {
    doc.circle(x + 3, y + 5, 2).fill(TERRACOTTA)
  } else if (kind === 'check') {
    doc.path(`M ${x} ${y + 5} L ${x + 3} ${y + 8} L ${x + 8} ${y + 1}`).lineWidth(1.5).lineCap('round').lineJoin('round').stroke(SAGE_DEEP)
  } else {
    doc.path(`M ${x + 1} ${y + 1} L ${x + 7} ${y + 7} M ${x + 7} ${y + 1} L ${x + 1} ${y + 7}`).lineWidth(1.3).lineCap('round').stroke(TERRACOTTA)
  }
}

function swatches(doc: Doc, colors: readonly NamedColor[]): void {
  const cell = 86
  const perRow = Math.floor(CONTENT_WIDTH / cell)
  for (let start = 0; start < colors.length; start += perRow) {
    room(doc, SWATCH_ROW)
    const top = doc.y
    colors.slice(start, start + perRow).forEach((c, i) => {
      const cx = MARGIN + i * cell + 14
      doc.circle(cx, top + 13, 13).fillAndStroke(c.hex, LINE)
      doc.font('Inter').fontSize(8.5).fillColor(INK_SOFT).text(c.name, cx - 14, top + 31, { width: cell - 6, lineBreak: false })
    })
    doc.y = top + SWATCH_ROW
  }
}

function chips(doc: Doc, items: readonly string[]): void {
  doc.font('Inter').fontSize(10)
  let x = MARGIN
  room(doc, CHIP_ROW)
  let y = doc.y
  for (const item of items) {
    const width = doc.widthOfString(item) + 20
    if (x + width > MARGIN + CONTENT_WIDTH) {
      x = MARGIN
      y += CHIP_ROW
      if (y + 22 > BOTTOM) {
        doc.addPage()
        y = MARGIN
      }
    }
    doc.roundedRect(x, y, width, 20, 10).fillAndStroke(CREAM, LINE)
    doc.fillColor(INK).text(item, x + 10, y + 5, { lineBreak: false })
    x += width + 6
  }
  doc.y = y + 30
}

function block(doc: Doc, b: DocumentBlock, textWidth: number): void {
  switch (b.kind) {
    case 'paragraph':
      // Short enough to keep whole; a paragraph longer than a page flows on by itself.
      room(doc, Math.min(firstPartHeight(doc, b, textWidth), BOTTOM - MARGIN))
      doc.font(TEXT.paragraph.font).fontSize(TEXT.paragraph.size).fillColor(INK_SOFT).text(b.text, MARGIN, doc.y, { width: textWidth, lineGap: TEXT.paragraph.lineGap })
      doc.y += 8
      return
    case 'rows':
      for (const row of b.rows) {
        room(doc, firstPartHeight(doc, { kind: 'rows', rows: [row] }, textWidth))
        doc.font(TEXT.rowLabel.font).fontSize(TEXT.rowLabel.size).fillColor(SAGE_DEEP).text(row.label.toUpperCase(), MARGIN, doc.y, { width: textWidth, characterSpacing: 1.2 })
        doc.font(TEXT.rowValue.font).fontSize(TEXT.rowValue.size).fillColor(INK).text(row.value, MARGIN, doc.y + 2, { width: textWidth })
        doc.y += 8
      }
      return
    case 'list':
      subTitle(doc, b, textWidth)
      for (const item of b.items) {
        room(doc, heightOf(doc, TEXT.item, item, textWidth - 16))
        const y = doc.y
        marker(doc, b.marker, MARGIN + 2, y + 1)
        doc.font(TEXT.item.font).fontSize(TEXT.item.size).fillColor(INK).text(item, MARGIN + 16, y, { width: textWidth - 16, lineGap: TEXT.item.lineGap })
        doc.y += 3
      }
      doc.y += 8
      return
    case 'swatches':
      subTitle(doc, b, textWidth)
      swatches(doc, b.colors)
      doc.y += 4
      return
    case 'chips':
      room(doc, firstPartHeight(doc, b, textWidth))
      doc.font(TEXT.lead.font).fontSize(TEXT.lead.size).fillColor(INK_SOFT).text(b.title, MARGIN, doc.y, { width: textWidth })
      doc.y += 6
      chips(doc, b.items)
      return
  }
}

/**
 * The blueprint as an A4 PDF with real, selectable text in the brand's fonts: the
 * header, then each section of the document model in order, the shape drawn beside
 * the profile, and the footer with a link back to the site.
 */
export function renderBlueprintPdf(model: BlueprintDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: model.title, Subject: model.summary, Creator: model.brand, Producer: model.brand },
    lang: 'en',
    displayTitle: true,
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })

  doc.registerFont('Inter', latinFont('Inter', 400))
  doc.registerFont('Inter-600', latinFont('Inter', 600))
  doc.registerFont('Fraunces', latinFont('Fraunces', 600))

  header(doc, model)
  model.sections.forEach((section, i) => {
    // The profile sits beside the drawing of the shape; later sections use the full width.
    const beside = i === 0
    const width = beside ? CONTENT_WIDTH - 120 : CONTENT_WIDTH
    const first = section.blocks[0]
    sectionTitle(doc, section.title, beside ? 160 : first ? firstPartHeight(doc, first, width) : 0)
    const top = doc.y
    if (beside) silhouette(doc, model.shape, MARGIN + CONTENT_WIDTH - 92, top, 1)
    for (const b of section.blocks) block(doc, b, width)
    if (beside) doc.y = Math.max(doc.y, top + 160)
    doc.y += 10
  })

  room(doc, 50)
  const y = doc.y + 6
  doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(1).stroke(LINE)
  doc.font('Inter').fontSize(9.5).fillColor(INK_SOFT).text(`${model.footer}  ·  ${model.created}`, MARGIN, y + 10, {
    width: CONTENT_WIDTH,
    ...(model.siteUrl ? { link: model.siteUrl } : {}),
  })
  doc.end()
  return finished
}
