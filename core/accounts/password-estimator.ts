import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en'
import type { PasswordEstimator, PasswordScore } from './password-strength.ts'

// zxcvbn (the maintained TypeScript port, zxcvbn-ts) with its common and English
// dictionaries: frequent passwords, names, words, keyboard walks, dates, l33t spellings. The
// server imports this module; the browser loads it with import() on first use of a password
// field, since the dictionaries weigh over a megabyte.

let zxcvbn: ZxcvbnFactory | undefined

/** The estimator `ratePassword` takes. Its dictionaries are ranked on the first call (about half a second), not at import. */
export const estimatePassword: PasswordEstimator = (password, userInputs) => {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    // Bounds the work one request can ask for: a crafted 128-character password took the
    // repeat and l33t matchers over a second; with these, tens of milliseconds. A password
    // whose first 64 characters are hard to guess is hard to guess.
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  })
  // No translations: the feedback comes back as zxcvbn's keys, which our catalogue words.
  const { score, feedback } = zxcvbn.check(password, [...userInputs])
  return { score: score as PasswordScore, warning: feedback.warning, suggestions: feedback.suggestions }
}
