/**
 * Text as people see it: grapheme clusters (a letter with its accents, a flag, a family
 * emoji joined by zero-width joiners), never UTF-16 units or code points. Cutting a name or
 * a title anywhere else can split a cluster: half a surrogate pair is not a character, and
 * the server's UTF-8 encoder writes it as U+FFFD while the browser keeps it, so React sees
 * two different texts and the page fails to hydrate.
 */

// One segmenter per process: building one reads the locale data, and segmenting is pure.
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** The grapheme clusters of `text`, in order. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment)
}

/** How many characters a reader counts in `text`. */
export function graphemeCount(text: string): number {
  let n = 0
  for (const _ of segmenter.segment(text)) n++
  return n
}

/** Bounds on a piece of text; each one left out does not bound it. */
export interface TextLimits {
  /** Characters as a reader counts them. */
  graphemes?: number
  /** Code points: what the import's and the database's limits count. */
  codePoints?: number
  /** UTF-16 units: what `maxlength` and zod's `.max()` count. */
  units?: number
}

/**
 * The longest start of `text` made of whole grapheme clusters within every limit given
 * (a cluster can carry any number of combining marks, so the three counts differ).
 */
export function truncateGraphemes(text: string, limits: TextLimits): string {
  const maxGraphemes = limits.graphemes ?? Number.POSITIVE_INFINITY
  const maxPoints = limits.codePoints ?? Number.POSITIVE_INFINITY
  const maxUnits = limits.units ?? Number.POSITIVE_INFINITY
  let clusters = 0
  let points = 0
  for (const { segment, index } of segmenter.segment(text)) {
    points += countCodePoints(segment)
    clusters += 1
    if (clusters > maxGraphemes || points > maxPoints || index + segment.length > maxUnits) return text.slice(0, index)
  }
  return text
}

/**
 * `text` cut to fit, at a word's end when one is near, with an ellipsis to say it goes on.
 * The ellipsis (one unit, one code point) counts toward the limits.
 */
export function ellipsize(text: string, limits: TextLimits): string {
  if (truncateGraphemes(text, limits) === text) return text
  const less = (n: number | undefined) => (n === undefined ? undefined : n - 1)
  const cut = truncateGraphemes(text, { graphemes: less(limits.graphemes), codePoints: less(limits.codePoints), units: less(limits.units) })
  // A word boundary within the last fifth reads better than a word cut in two.
  const endsAWord = /^\s/u.test(text.slice(cut.length))
  const space = cut.search(/\s\S*$/u)
  const nearEnd = space > 0 && graphemeCount(cut.slice(space)) <= Math.max(1, Math.floor(graphemeCount(cut) / 5))
  const atWord = !endsAWord && nearEnd ? cut.slice(0, space) : cut
  return `${atWord.trimEnd()}…`
}

/**
 * Up to two letters for an avatar: the first letter of each of the first two words that
 * have one, upper-cased where the script has case ("Priya 🌼 Raman" gives "PR"). A name
 * without letters gives its first symbol or emoji, whole; an empty one "?".
 */
export function initials(name: string): string {
  const firsts = name
    .split(/\s+/u)
    .map((word) => graphemes(word).find((g) => /[\p{L}\p{N}]/u.test(g)))
    .filter((g): g is string => g !== undefined)
    .slice(0, 2)
  if (firsts.length > 0) return firsts.join('').toLocaleUpperCase('en')
  return graphemes(name).find((g) => /[^\s\p{Cf}\p{Cc}]/u.test(g)) ?? '?'
}

function countCodePoints(text: string): number {
  let n = 0
  for (const _ of text) n++
  return n
}
