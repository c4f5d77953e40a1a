import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/translate.ts'
import { estimatePassword } from './password-estimator.ts'
import {
  guessablePasswordMessage,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_SCORE,
  type PasswordEstimator,
  passwordUserInputs,
  ratePassword,
} from './password-strength.ts'

const ada = { name: 'Ada Lovelace', email: 'ada.lovelace@example.com' }
const rate = (password: string, owner = ada) => ratePassword(estimatePassword, password, owner)

describe('ratePassword with the zxcvbn estimator', () => {
  it('is none, and not accepted, for an empty password', () => {
    expect(rate('')).toEqual({ strength: 'none', acceptable: false, advice: [] })
  })

  it.each(['password', 'Password1', 'qwerty123', 'P@ssw0rd!', 'iloveyou1', 'abcdefgh', 'Abcdefg1', 'aaaaaaaaaaaa', '1234567890', 'Summer2024!'])(
    'refuses the common or guessable %j and calls it weak or fair',
    (password) => {
      const rating = rate(password)
      expect(rating.acceptable).toBe(false)
      expect(['weak', 'fair']).toContain(rating.strength)
      expect(rating.advice.length).toBeGreaterThan(0)
    },
  )

  it('calls "password" weak: one of the most used passwords, and says to add words', () => {
    expect(rate('password')).toEqual({
      strength: 'weak',
      acceptable: false,
      advice: ['auth.password.warning.topTen', 'auth.password.suggestion.anotherWord'],
    })
  })

  it('refuses her own e-mail address, her name, and them with a digit, naming them as the reason', () => {
    for (const password of ['ada.lovelace@example.com', 'Ada Lovelace', 'adalovelace1', 'lovelace2026']) {
      const rating = rate(password)
      expect(rating.acceptable, password).toBe(false)
      expect(rating.advice, password).toContain('auth.password.warning.userInputs')
    }
  })

  it('accepts the same strings from someone else: only her own details count against her', () => {
    expect(rate('adalovelace1', { name: 'Bea Smith', email: 'bea@example.com' }).advice).not.toContain('auth.password.warning.userInputs')
  })

  it('refuses the site’s own name dressed up', () => {
    expect(rate('StyleBlueprint1!').acceptable).toBe(false)
  })

  it.each(['velvet lantern orbit meadow', 'Linen-Saffron-Tide-42', 'correct horse battery staple'])('accepts the passphrase %j as strong', (password) => {
    expect(rate(password)).toEqual({ strength: 'strong', acceptable: true, advice: [] })
  })

  it('accepts ten random characters as good', () => {
    expect(rate('tR7#vq9!Lm')).toMatchObject({ strength: 'good', acceptable: true })
  })

  it('refuses a strong password past the length limit, and one under 6 characters however it scores', () => {
    const long = 'Linen-Saffron-Tide-42 '.repeat(6).slice(0, MAX_PASSWORD_LENGTH + 1)
    expect(rate(long).acceptable).toBe(false)
    const short = ratePassword(() => ({ score: 4, warning: null, suggestions: [] }), 'Zq#9x', ada)
    expect(short).toEqual({ strength: 'weak', acceptable: false, advice: [] })
  })

  it('shows Good or Strong exactly when it accepts (property, 6 to 40 characters)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 40 }), (password) => {
        const rating = rate(password)
        return rating.acceptable === (rating.strength === 'good' || rating.strength === 'strong')
      }),
      { numRuns: 60 },
    )
  })
})

describe('ratePassword with a given estimate', () => {
  const estimate = (score: 0 | 1 | 2 | 3 | 4, warning: string | null, suggestions: string[]): PasswordEstimator => () => ({ score, warning, suggestions })

  it('maps scores to levels: 0 and 1 weak, 2 fair, 3 good, 4 strong; accepts from MIN_PASSWORD_SCORE', () => {
    const levels = ([0, 1, 2, 3, 4] as const).map((score) => ratePassword(estimate(score, null, []), 'something', ada))
    expect(levels.map((r) => r.strength)).toEqual(['weak', 'weak', 'fair', 'good', 'strong'])
    expect(levels.map((r) => r.acceptable)).toEqual([0, 1, 2, 3, 4].map((score) => score >= MIN_PASSWORD_SCORE))
  })

  it('puts the warning before the suggestions, drops keys the catalogue lacks, and always gives some advice when it refuses', () => {
    expect(ratePassword(estimate(1, 'dates', ['dates', 'somethingNew']), 'birthday', ada).advice).toEqual([
      'auth.password.warning.dates',
      'auth.password.suggestion.dates',
    ])
    expect(ratePassword(estimate(1, 'pwned', []), 'whatever', ada).advice).toEqual(['auth.password.suggestion.anotherWord'])
  })

  it('hands the estimator her name, address and their pieces, and the site’s name', () => {
    let seen: readonly string[] = []
    ratePassword((_, inputs) => ((seen = inputs), { score: 4, warning: null, suggestions: [] }), 'anything', { name: ' Ada  Lovelace ', email: 'Ada.King+shop@Example.com' })
    expect(seen).toEqual(expect.arrayContaining(['ada lovelace', 'adalovelace', 'ada', 'lovelace', 'ada.king+shop@example.com', 'adakingshop', 'ada.king+shop', 'king', 'shop', 'example', 'styleblueprint']))
    expect(seen).not.toContain('')
    expect(passwordUserInputs({})).toEqual(['styleblueprint', 'style blueprint', 'style', 'blueprint'])
  })
})

describe('guessablePasswordMessage', () => {
  it('says the password is too easy to guess, then what would make it stronger', () => {
    expect(guessablePasswordMessage(rate('password'))).toBe(
      `This password is too easy to guess. ${translate('auth.password.warning.topTen')} ${translate('auth.password.suggestion.anotherWord')}`,
    )
  })
})
