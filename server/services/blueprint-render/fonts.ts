import { readFileSync } from 'node:fs'

/**
 * The brand fonts for the image, the preview card and the PDF, read from the npm font
 * packages already installed (never fetched at run time). The renderers need static
 * .woff files: satori reads no .woff2 and no variable fonts, so these are the
 * @fontsource static cuts of the same faces the site uses.
 */
export interface FontFile {
  family: 'Inter' | 'Fraunces' | 'Noto Sans SC' | 'Noto Sans KR'
  /**
   * The name the image renderer knows this file by: the family for its Latin cut, the
   * family and subset for the others. satori keeps one font per name and weight, so
   * subsets sharing a name would hide each other; under their own names they serve as
   * fallbacks for the glyphs the Latin cut lacks.
   */
  name: string
  weight: 400 | 600
  data: Buffer
}

// Inter covers Latin, Greek and Cyrillic, the scripts a shared first name may use
// (core/profile/blueprint.ts); Fraunces, for titles, covers Latin, and a title's other
// letters fall back to Inter's.
const INTER_SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] as const
const FRAUNCES_SUBSETS = ['latin', 'latin-ext'] as const

const FILES: ReadonlyArray<Omit<FontFile, 'data'> & { file: string }> = [
  ...INTER_SUBSETS.flatMap((subset) =>
    ([400, 600] as const).map((weight) => ({
      family: 'Inter' as const,
      name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
      weight,
      file: `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
    })),
  ),
  ...FRAUNCES_SUBSETS.map((subset) => ({
    family: 'Fraunces' as const,
    name: subset === 'latin' ? 'Fraunces' : `Fraunces ${subset}`,
    weight: 600 as const,
    file: `@fontsource/fraunces/files/fraunces-${subset}-600-normal.woff`,
  })),
]

let loaded: FontFile[] | undefined

/** Every font file, read once per process (about 600 kB). */
export function brandFonts(): FontFile[] {
  loaded ??= FILES.map(({ file, ...font }) => ({ ...font, data: readFileSync(new URL(import.meta.resolve(file))) }))
  return loaded
}

// Chinese, Japanese and Korean letters in a shared first name (core/profile/blueprint.ts):
// Noto Sans SC covers the Han characters of names in China and Japan and both kana, Noto
// Sans KR the Hangul syllables. Each package is split into about a hundred subsets of
// 20-60 kB by character frequency; a name needs one or two of them, read on first use.
const CJK_FACES = [
  { family: 'Noto Sans SC', pkg: '@fontsource/noto-sans-sc', file: 'noto-sans-sc' },
  { family: 'Noto Sans KR', pkg: '@fontsource/noto-sans-kr', file: 'noto-sans-kr' },
] as const

interface Subset {
  face: (typeof CJK_FACES)[number]
  /** The subset's key in the package ("115" for "[115]"). */
  key: string
  ranges: Array<[number, number]>
}

let subsets: Subset[] | undefined

// Only the numbered subsets: the Latin, Cyrillic and Vietnamese ones repeat what Inter draws.
function cjkSubsets(): Subset[] {
  subsets ??= CJK_FACES.flatMap((face) => {
    const table = JSON.parse(readFileSync(new URL(import.meta.resolve(`${face.pkg}/unicode.json`)), 'utf8')) as Record<string, string>
    return Object.entries(table)
      .filter(([key]) => key.startsWith('['))
      .map(([key, ranges]) => ({ face, key: key.slice(1, -1), ranges: ranges.split(',').map(parseRange) }))
  })
  return subsets
}

function parseRange(range: string): [number, number] {
  const [from, to] = range.trim().replace(/^U\+/i, '').split('-')
  return [parseInt(from!, 16), parseInt(to ?? from!, 16)]
}

const subsetFiles = new Map<string, FontFile>()

/**
 * The CJK subsets that draw the letters of `text` the brand fonts lack, in both weights,
 * each under its own name (as the brand subsets); empty for text in the brand's scripts.
 * Files are read once per process and kept.
 */
export function cjkFontsFor(text: string): FontFile[] {
  const needed = new Set<Subset>()
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    if (cp < 0x2e80) continue
    const subset = cjkSubsets().find((s) => s.ranges.some(([from, to]) => cp >= from && cp <= to))
    if (subset) needed.add(subset)
  }
  return [...needed].flatMap((subset) =>
    ([400, 600] as const).map((weight) => {
      const file = `${subset.face.pkg}/files/${subset.face.file}-${subset.key}-${weight}-normal.woff`
      let font = subsetFiles.get(file)
      if (!font) {
        font = { family: subset.face.family, name: `${subset.face.family} ${subset.key}`, weight, data: readFileSync(new URL(import.meta.resolve(file))) }
        subsetFiles.set(file, font)
      }
      return font
    }),
  )
}

/** The Latin cut of one face, for the PDF (whose text is the reference data's English). */
export function latinFont(family: 'Inter' | 'Fraunces', weight: FontFile['weight']): Buffer {
  return brandFonts().find((f) => f.name === family && f.weight === weight)!.data
}
