import { readFileSync } from 'node:fs'

/**
 * The brand fonts for the image, the preview card and the PDF, read from the npm font
 * packages already installed (never fetched at run time). The renderers need static
 * .woff files: satori reads no .woff2 and no variable fonts, so these are the
 * @fontsource static cuts of the same faces the site uses.
 */
export interface FontFile {
  family: 'Inter' | 'Fraunces'
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

/** The Latin cut of one face, for the PDF (whose text is the reference data's English). */
export function latinFont(family: FontFile['family'], weight: FontFile['weight']): Buffer {
  return brandFonts().find((f) => f.name === family && f.weight === weight)!.data
}
