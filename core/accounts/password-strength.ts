import { isMessageKey, type MessageKey, translate } from '../i18n/translate.ts'

// How guessable a new password is, and whether an account accepts it. The estimate itself
// comes from password-estimator.ts (zxcvbn and its dictionaries, too big for a page's first
// load), handed in as a function, so the meter can load it on first use while the server
// imports it outright; both then rate with `ratePassword` below (docs/decisions/037).

/** The levels the meter shows: none for an empty field, then Weak to Strong. */
export const PASSWORD_STRENGTHS = ['none', 'weak', 'fair', 'good', 'strong'] as const
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number]

/** The shortest password an account accepts (spec: "password at least 6 characters"). */
export const MIN_PASSWORD_LENGTH = 6
/** The longest password accepted; longer input is refused rather than hashed. */
export const MAX_PASSWORD_LENGTH = 128

/**
 * The lowest zxcvbn score a new password may have, for shoppers and administrators alike.
 * 3 is zxcvbn's "safely unguessable": at least 10^8 guesses, out of reach of an online attack
 * and costly offline against our slow hash. 4 (10^10) would refuse ten random characters.
 */
export const MIN_PASSWORD_SCORE = 3

export type PasswordScore = 0 | 1 | 2 | 3 | 4

/** zxcvbn's verdict: a score, and the keys of its feedback (a warning and suggestions). */
export interface PasswordEstimate {
  score: PasswordScore
  warning: string | null
  suggestions: readonly string[]
}

/** Estimates a password, counting as easy to guess any of `userInputs` (her name, her address) inside it. */
export type PasswordEstimator = (password: string, userInputs: readonly string[]) => PasswordEstimate

/** Who the password is for: words an attacker would try first. */
export interface PasswordOwner {
  name?: string | null | undefined
  email?: string | null | undefined
}

export interface PasswordRating {
  strength: PasswordStrength
  /** Whether an account takes it: within the length limits and scored MIN_PASSWORD_SCORE or more. */
  acceptable: boolean
  /** What would make it stronger, as messages; empty when it is acceptable. */
  advice: MessageKey[]
}

const STRENGTH_OF_SCORE: Record<PasswordScore, Exclude<PasswordStrength, 'none'>> = { 0: 'weak', 1: 'weak', 2: 'fair', 3: 'good', 4: 'strong' }

/** Our own name is the first word an attacker of this site tries. */
const SITE_WORDS = ['styleblueprint', 'style blueprint', 'style', 'blueprint']

/** Her name and address whole, run together and in pieces (words, the address's local part and its parts), plus the site's name. */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const words = new Set<string>(SITE_WORDS)
  const add = (text: string) => {
    const trimmed = text.trim().replace(/\s+/g, ' ').toLowerCase()
    if (trimmed.length > 0) words.add(trimmed)
  }
  const name = owner.name ?? ''
  add(name)
  add(name.replace(/\s+/g, ''))
  name.split(/\s+/).forEach(add)
  const email = owner.email ?? ''
  add(email)
  const [local = '', domain = ''] = email.split('@')
  add(local)
  add(local.replace(/[._+-]+/g, ''))
  local.split(/[._+-]+/).forEach(add)
  add(domain.split('.')[0] ?? '')
  return [...words]
}

/**
 * Rates a new password: the meter's level, whether it is accepted, and the advice. The meter
 * shows Good or Strong exactly when the password is accepted (length aside), so it never
 * praises a password the server refuses. Advice names the estimator's warning first.
 */
export function ratePassword(estimate: PasswordEstimator, password: string, owner: PasswordOwner = {}): PasswordRating {
  const length = [...password].length
  if (length === 0) return { strength: 'none', acceptable: false, advice: [] }
  const { score, warning, suggestions } = estimate(password, passwordUserInputs(owner))
  const withinLimits = length >= MIN_PASSWORD_LENGTH && length <= MAX_PASSWORD_LENGTH
  const acceptable = withinLimits && score >= MIN_PASSWORD_SCORE
  const strength = length < MIN_PASSWORD_LENGTH ? 'weak' : STRENGTH_OF_SCORE[score]
  if (acceptable || score >= MIN_PASSWORD_SCORE) return { strength, acceptable, advice: [] }
  const advice = [
    ...(warning ? [`auth.password.warning.${warning}`] : []),
    ...suggestions.map((suggestion) => `auth.password.suggestion.${suggestion}`),
  ].filter(isMessageKey)
  return { strength, acceptable, advice: advice.length > 0 ? advice : ['auth.password.suggestion.anotherWord'] }
}

/** The refusal of a guessable password, with what would make it stronger. */
export function guessablePasswordMessage(rating: PasswordRating): string {
  return translate('auth.validation.weakPassword', { advice: rating.advice.map((key) => translate(key)).join(' ') })
}
