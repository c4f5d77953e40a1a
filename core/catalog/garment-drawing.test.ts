import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GARMENT_TYPES, LEG_SHAPES, LENGTHS, NECKLINES, PATTERNS, SILHOUETTES, SLEEVES, HEELS } from '../garment/attributes.ts'
import { garmentTextOf, readGarment } from '../garment/read-garment.ts'
import { categoryOfType } from '../garment/garment-kinds.ts'
import { COLOURS, colourById } from '../rule-book/colours.ts'
import { type DrawingSpec, drawingSpecOf, drawingUrl, garmentDrawing } from './garment-drawing.ts'

const UNKNOWN_COLOUR_HEX = '#B9B2A8'
/** What a title reads as once its entities are decoded. */
const decoded = (xml: string) => xml.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!)
import { STARTER_INTENTS, STARTER_PRODUCTS } from './starter-catalogue.ts'

/**
 * A strict well-formedness check for the XML we write: elements nest and close, attribute
 * values are quoted and hold no markup, text holds no raw '<' and '&' only starts an entity.
 */
function wellFormed(xml: string): string | null {
  const stack: string[] = []
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>|([^<]+)|(<)/gy
  let m: RegExpExecArray | null
  let pos = 0
  while (pos < xml.length && (m = token.exec(xml))) {
    pos = token.lastIndex
    if (m[6]) return `stray '<' at ${m.index}`
    if (m[5] !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(m[5])) return `bare '&' in text at ${m.index}`
      if (stack.length === 0 && m[5].trim() !== '') return 'text outside the root'
      continue
    }
    for (const [, value] of (m[3] ?? '').matchAll(/="([^"]*)"/g)) if (/&(?!(amp|lt|gt|quot|apos);)/.test(value!)) return `bare '&' in an attribute at ${m.index}`
    if (m[1]) {
      if (stack.pop() !== m[2]) return `</${m[2]}> closes nothing open at ${m.index}`
    } else if (!m[4]) stack.push(m[2]!)
    if (stack.length === 0 && pos < xml.length) return 'content after the root element'
  }
  if (pos !== xml.length) return `unreadable at ${pos}`
  return stack.length === 0 ? null : `unclosed <${stack.at(-1)}>`
}

const opt = <T,>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { nil: null })
const specArb: fc.Arbitrary<DrawingSpec> = fc.record({
  garmentType: opt(GARMENT_TYPES),
  category: fc.option(fc.constantFrom('dresses', 'tops', 'bottoms', 'outerwear', 'shoes', 'accessories', 'swimwear', 'lingerie', 'activewear', 'formal', 'gadgets'), { nil: null }),
  silhouette: opt(SILHOUETTES),
  neckline: opt(NECKLINES),
  sleeve: opt(SLEEVES),
  length: opt(LENGTHS),
  leg: opt(LEG_SHAPES),
  heel: opt(HEELS),
  pattern: opt(PATTERNS),
  primaryColour: fc.option(fc.oneof(fc.constantFrom(...COLOURS.map((c) => c.id)), fc.string()), { nil: null }),
})
const bare = (svg: string) => svg.replace(/<title>.*<\/title>/, '')

describe('garmentDrawing', () => {
  it('is well-formed SVG for any attributes and any title, with the title escaped', () => {
    fc.assert(
      fc.property(specArb, fc.string({ unit: 'binary' }), (spec, title) => {
        const svg = garmentDrawing(spec, title)
        expect(wellFormed(svg)).toBeNull()
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
        const shown = /<title>([^<]*)<\/title>/.exec(svg)?.[1]
        expect(shown).toBeDefined()
        // Every character of the title that XML can hold is there, in order; nothing else is.
        const xmlChars = [...title].filter((c) => /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]$/u.test(c)).join('')
        expect(decoded(shown!)).toBe(xmlChars)
        expect(svg).not.toMatch(/NaN|undefined|Infinity/)
      }),
      { numRuns: 200 },
    )
  })

  it('never lets a title become markup', () => {
    const svg = garmentDrawing({ ...drawingSpecOf(readGarment({ name: 'Dress' })) }, '</title><script>alert(1)</script>&"\'\u0000')
    expect(svg).not.toContain('<script')
    expect(svg).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&apos;</title>')
    expect(wellFormed(svg)).toBeNull()
  })

  it('fills the garment with its colour’s swatch, and a quiet grey when the colour is unknown', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const hex = (spec.primaryColour && colourById(spec.primaryColour)?.hex) || UNKNOWN_COLOUR_HEX
        expect(garmentDrawing(spec, 'x')).toContain(`fill="${hex}"`)
      }),
      { numRuns: 300 },
    )
  })

  it('draws every garment kind differently from every other, all else equal', () => {
    fc.assert(
      fc.property(specArb, (base) => {
        const drawings = new Map<string, string>()
        for (const type of GARMENT_TYPES) {
          const svg = bare(garmentDrawing({ ...base, garmentType: type, category: categoryOfType(type) }, 'x'))
          const twin = drawings.get(svg)
          expect(twin, `${type} draws like ${twin}`).toBeUndefined()
          drawings.set(svg, type)
        }
      }),
      { numRuns: 40 },
    )
  })

  it('tells a trench from a blazer when a wrap belt, a wide sleeve and a cropped hem hide the trench’s own belt and length', () => {
    // The counterexample CI's random run found (seed 1079087730): one in 2,500 random bases drew the two alike.
    const base: DrawingSpec = { garmentType: null, category: 'outerwear', silhouette: 'wrap', neckline: null, sleeve: 'dolman', length: 'cropped', leg: null, heel: null, pattern: null, primaryColour: null }
    expect(garmentDrawing({ ...base, garmentType: 'trench' }, 'x')).not.toBe(garmentDrawing({ ...base, garmentType: 'blazer' }, 'x'))
  })

  it('shows a cut, a neckline, a sleeve, a length and a print: changing one changes the drawing', () => {
    const dress: DrawingSpec = { garmentType: 'dress', category: 'dresses', silhouette: 'a-line', neckline: 'v-neck', sleeve: 'short', length: 'knee', leg: null, heel: null, pattern: null, primaryColour: 'navy' }
    const changes: Array<Partial<DrawingSpec>> = [{ silhouette: 'sheath' }, { neckline: 'square' }, { sleeve: 'long' }, { length: 'maxi' }, { pattern: 'floral' }, { primaryColour: 'red' }]
    const svgs = [dress, ...changes.map((c) => ({ ...dress, ...c }))].map((s) => garmentDrawing(s, 'x'))
    expect(new Set(svgs).size).toBe(svgs.length)
    const trousers: DrawingSpec = { ...dress, garmentType: 'trousers', category: 'bottoms', silhouette: null, neckline: null, sleeve: null, length: null, leg: 'wide' }
    expect(garmentDrawing({ ...trousers, leg: 'skinny' }, 'x')).not.toBe(garmentDrawing(trousers, 'x'))
    const pump: DrawingSpec = { ...trousers, garmentType: 'pumps', category: 'shoes', leg: null, heel: 'high' }
    expect(garmentDrawing({ ...pump, heel: 'low' }, 'x')).not.toBe(garmentDrawing(pump, 'x'))
  })

  it('gives every starter piece a drawing of its own, the same from its intent as from what the reader reads', () => {
    const seen = new Set<string>()
    for (const p of STARTER_PRODUCTS) {
      const fromRead = garmentDrawing(drawingSpecOf(readGarment(garmentTextOf(p))), p.name)
      expect(fromRead).toBe(garmentDrawing({ ...STARTER_INTENTS.get(p.id)!, category: p.category }, p.name))
      const svg = bare(fromRead)
      expect(seen.has(svg), p.id).toBe(false)
      seen.add(svg)
    }
  })

  it('serves drawings at /drawings/<id>.svg, the id escaped for a path', () => {
    expect(drawingUrl('starter-wrap-midi-dress-navy')).toBe('/drawings/starter-wrap-midi-dress-navy.svg')
    expect(drawingUrl('a/b c')).toBe('/drawings/a%2Fb%20c.svg')
  })
})
