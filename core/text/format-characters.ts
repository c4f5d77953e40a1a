/**
 * Format characters (Unicode category Cf) in text people send us: invisible characters that
 * steer how the text around them is shown. A right-to-left override turns "evil\u202Etxt.exe"
 * into what reads as "evilexe.txt"; a zero-width space makes "Anna" and "An\u200Bna" two names
 * that look the same; tag characters carry text no reader sees. Where each may stand
 * (docs/decisions/040-format-characters-by-kind-of-text.md):
 *
 * - an identifier (an id, a ref, an e-mail address, a URL part, a field name): none at all;
 * - a name (a person's name, a single-line label, a search): only the joiners where they join.
 *   A zero-width joiner inside an emoji sequence (👩‍👩‍👧, 🏳️‍🌈), a joiner or non-joiner after a
 *   letter of a script that spells with them (Persian, the Indic scripts), and the tag
 *   characters of a subdivision flag (Scotland's is 🏴 and the tags "gbsct"). Latin, Greek and
 *   Cyrillic letters never need them, and those are the scripts our own screens and e-mails
 *   set names in beside;
 * - prose (a message, a description): the same, plus what pasted or right-to-left text carries
 *   harmlessly: the direction marks (LRM, RLM, ALM, which only mark a direction, never reverse
 *   a run), the soft hyphen, the zero-width space and the word joiner (line-break hints).
 *
 * Everywhere else they are refused: the bidi embeddings, overrides and isolates (they reverse
 * or reorder what follows, past the field's end in plain-text e-mail), the byte-order mark,
 * invisible operators, interlinear annotations, stray tags and joiners.
 */

export type TextKind = 'identifier' | 'name' | 'prose'

const FORMAT = /\p{Cf}/u
const ZWNJ = 0x200c
const ZWJ = 0x200d
const BLACK_FLAG = 0x1f3f4
const CANCEL_TAG = 0xe007f
const isTag = (cp: number) => cp >= 0xe0020 && cp <= 0xe007e
/** Direction marks and line-break hints prose keeps: soft hyphen, ALM, ZWSP, LRM, RLM, word joiner. */
const PROSE_KEEPS = new Set([0x00ad, 0x061c, 0x200b, 0x200e, 0x200f, 0x2060])

const PICTOGRAPH = /\p{Extended_Pictographic}/u
/** What may sit between a pictograph and its joiner: the emoji presentation selector and the skin tones. */
const isEmojiModifier = (cp: number) => cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff)
const LETTER_OR_MARK = /[\p{L}\p{M}]/u
const WITHOUT_JOINERS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u
const INHERITED = /\p{Script=Inherited}/u

const char = (cp: number | undefined) => (cp === undefined ? '' : String.fromCodePoint(cp))

/** A zero-width joiner in an emoji sequence: a pictograph (with its modifiers) before, a pictograph after. */
function joinsEmoji(points: readonly number[], i: number): boolean {
  let before = i - 1
  while (before >= 0 && isEmojiModifier(points[before]!)) before -= 1
  return before >= 0 && PICTOGRAPH.test(char(points[before])) && PICTOGRAPH.test(char(points[i + 1]))
}

/** A letter (or one of its own marks) of a script that spells with the joiners. */
const spellsWithJoiners = (c: string) => LETTER_OR_MARK.test(c) && !WITHOUT_JOINERS.test(c) && !INHERITED.test(c)

/**
 * A joiner or non-joiner after a letter of a script that spells with them, not followed by a
 * Latin, Greek or Cyrillic letter. It may end a word: Malayalam's older chillu is NA, VIRAMA, ZWJ.
 */
function joinsLetters(points: readonly number[], i: number): boolean {
  return spellsWithJoiners(char(points[i - 1])) && !WITHOUT_JOINERS.test(char(points[i + 1]))
}

/** Tag characters (and their cancel tag) that spell a subdivision flag after 🏴. */
function inFlagTags(points: readonly number[], i: number): boolean {
  let start = i
  while (start > 0 && isTag(points[start - 1]!)) start -= 1
  if (points[start - 1] !== BLACK_FLAG) return false
  let end = start
  while (end < points.length && isTag(points[end]!)) end += 1
  return end > start && points[end] === CANCEL_TAG && i <= end
}

function allowedAt(points: readonly number[], i: number, kind: TextKind): boolean {
  if (kind === 'identifier') return false
  const cp = points[i]!
  if (kind === 'prose' && PROSE_KEEPS.has(cp)) return true
  if (cp === ZWJ) return joinsEmoji(points, i) || joinsLetters(points, i)
  if (cp === ZWNJ) return joinsLetters(points, i)
  if (isTag(cp) || cp === CANCEL_TAG) return inFlagTags(points, i)
  return false
}

/** The first format character not allowed in this kind of text, or null. */
export function formatCharacterIn(text: string, kind: TextKind): string | null {
  // Nearly all text has none: one scan, and the slow walk only for the rest.
  if (!FORMAT.test(text)) return null
  const points = Array.from(text, (c) => c.codePointAt(0)!)
  for (let i = 0; i < points.length; i += 1) {
    if (FORMAT.test(char(points[i])) && !allowedAt(points, i, kind)) return char(points[i])
  }
  return null
}

/**
 * The text without the format characters this kind of text may not hold: for text we must
 * take as it comes (a name from Google) or show as it was stored before this rule.
 */
export function withoutFormatCharacters(text: string, kind: TextKind): string {
  if (!FORMAT.test(text)) return text
  const points = Array.from(text, (c) => c.codePointAt(0)!)
  return points.filter((cp, i) => !FORMAT.test(char(cp)) || allowedAt(points, i, kind)).map(char).join('')
}

/** True when nothing but whitespace, control and format characters is left: a name made of them is empty. */
export function isInvisibleText(text: string): boolean {
  return /^[\s\p{Cc}\p{Cf}]*$/u.test(text)
}
