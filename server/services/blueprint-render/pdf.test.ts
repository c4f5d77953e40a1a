import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { blueprintDocument, buildBlueprint, type BlueprintDocument } from '#core/profile/blueprint.ts'
import { BODY_SHAPES } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTES } from '#core/rule-book/palettes.ts'
import { QUIZ_STYLES, type QuizStyleId } from '#core/rule-book/styles.ts'
import { renderBlueprintPdf } from './pdf.ts'

// The PDF read back as a reader sees it: each page's text with its position (pdfjs), so a
// heading left at the foot of a page, or a page cut short, shows whatever the content is.

const A4_HEIGHT = 841.89
const MARGIN = 50
/** The most a page may stop short of its bottom margin: a heading with a paragraph moved on. */
const MAX_GAP = 150

interface Line {
  page: number
  /** Distance of the text's baseline from the top of the page, in points. */
  y: number
  text: string
}

async function linesOf(bytes: Uint8Array): Promise<{ pages: number; lines: Line[] }> {
  const pdf = await getDocument({ data: bytes.slice() }).promise
  const lines: Line[] = []
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent()
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue
      lines.push({ page, y: A4_HEIGHT - item.transform[5]!, text: item.str })
    }
  }
  return { pages: pdf.numPages, lines }
}

/** The document's headings: section titles and the titles of its lists and swatch sets. */
function headingsOf(model: BlueprintDocument): Set<string> {
  return new Set(model.sections.flatMap((s) => [s.title, ...s.blocks.flatMap((b) => (b.kind === 'list' || b.kind === 'swatches' ? [b.title] : []))]))
}

const STYLE_SETS: QuizStyleId[][] = [['minimal'], ['classic', 'romantic'], ['bohemian', 'edgy', 'trendy'], [...QUIZ_STYLES]]
// Every shape and palette (they set page 1), each with two of the style sets (they set the last page).
const CASES = BODY_SHAPES.flatMap((bodyShape, s) =>
  COLOR_PALETTES.flatMap((colorPalette, p) =>
    [0, 1].map((k) => ({ bodyShape, colorPalette, stylePreferences: STYLE_SETS[(s + p + 2 * k) % STYLE_SETS.length]!, measured: k === 0 })),
  ),
)

const CAPSULE = {
  pieces: Array.from({ length: 24 }, (_, i) => (i === 3 ? `Silk ${'wrap '.repeat(40)}dress` : `Capsule piece ${i + 1}`)),
  outfitCount: 57,
  outfits: Array.from({ length: 8 }, (_, i) => `Capsule piece ${i + 1} + Capsule piece ${i + 2} + Capsule piece ${i + 3}: Every piece works with your shape; all neutrals; all business, for autumn.`),
}

describe('the blueprint PDF', () => {
  it(`keeps every heading with what follows it and fills each page but the last, for every shape and palette (${CASES.length} documents)`, { timeout: 180_000 }, async () => {
    const problems: string[] = []
    for (const c of CASES) {
      const blueprint = buildBlueprint({
        bodyShape: c.bodyShape,
        colorPalette: c.colorPalette,
        stylePreferences: c.stylePreferences,
        ...(c.measured ? { measurements: { bust: 34, waist: 27, hips: 40 } } : {}),
      })!
      // Half the documents close with a capsule (its outfits' lines wrap; a name may be very long).
      const model = blueprintDocument(blueprint, { createdOn: '2026-09-30', siteUrl: 'https://styleblueprint.example', capsule: c.measured ? null : CAPSULE })
      const { pages, lines } = await linesOf(await renderBlueprintPdf(model))
      const name = `${c.bodyShape}/${c.colorPalette}/${c.stylePreferences.join('+')}`
      const headings = headingsOf(model)
      const content = lines.filter((l) => !l.text.startsWith(model.footer))
      for (const heading of content.filter((l) => headings.has(l.text))) {
        const after = content.filter((l) => l.page === heading.page && l.y > heading.y + 1 && !headings.has(l.text))
        if (after.length === 0) problems.push(`${name}: "${heading.text}" alone at the foot of page ${heading.page}`)
      }
      for (let page = 1; page < pages; page++) {
        const lowest = Math.max(...content.filter((l) => l.page === page).map((l) => l.y))
        const gap = A4_HEIGHT - MARGIN - lowest
        if (gap > MAX_GAP) problems.push(`${name}: page ${page} stops ${Math.round(gap)} pt short of its margin`)
      }
      // Nothing of the blueprint is lost on the way.
      for (const expected of [...headings, model.footer]) if (!lines.some((l) => l.text.includes(expected))) problems.push(`${name}: "${expected}" missing`)
    }
    expect(problems).toEqual([])
  })
})
