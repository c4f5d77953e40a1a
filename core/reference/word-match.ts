/** One occurrence of a vocabulary term inside a text, by character offsets. */
export interface TermMatch {
  term: string
  start: number
  end: number
}

/** Lower-cases and unifies look-alike characters so 'Wide‑Leg' and 'wide-leg' compare equal. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Compiles a vocabulary term into a whole-word, plural-tolerant pattern.
 * Spaces and hyphens inside a term are interchangeable and may be dropped, so
 * 'wide-leg' also finds 'wide leg' and 'wideleg'. A trailing 's' or 'es' is
 * accepted ('dress' finds 'dresses'); irregular plurals must be listed as terms.
 * Letters and digits are word characters, so a hyphen or apostrophe is a boundary.
 * A line break never joins a phrase, so callers can separate fields with '\n'.
 */
export function compileTerm(term: string): RegExp {
  const parts = normaliseText(term).trim().split(/[\s-]+/).map(escapeRegExp)
  return new RegExp(`(?<![\\p{L}\\p{N}])${parts.join('[ \\t-]*')}(?:s|es)?(?![\\p{L}\\p{N}])`, 'gu')
}

/** A vocabulary compiled once, so lookups do no regex construction. */
export type CompiledVocabulary = ReadonlyArray<{ term: string; pattern: RegExp }>

export function compileVocabulary(terms: readonly string[]): CompiledVocabulary {
  return terms.map((term) => ({ term, pattern: compileTerm(term) }))
}

/** Every occurrence of every term; expects text already passed through normaliseText. */
export function findTerms(normalisedText: string, vocabulary: CompiledVocabulary): TermMatch[] {
  const found: TermMatch[] = []
  for (const { term, pattern } of vocabulary) {
    // matchAll works on a copy of the regex, so the shared global pattern keeps no state.
    for (const m of normalisedText.matchAll(pattern)) {
      found.push({ term, start: m.index, end: m.index + m[0].length })
    }
  }
  return found
}
