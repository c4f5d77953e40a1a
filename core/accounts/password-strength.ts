/** The shopper password strength levels the register form's meter shows. */
export const PASSWORD_STRENGTHS = ['none', 'weak', 'fair', 'good', 'strong'] as const
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number]

/** The shortest password an account accepts (spec: "password at least 6 characters"). */
export const MIN_PASSWORD_LENGTH = 6
/** From this length up a password can be Good or Strong; below it is Fair. */
export const STRONG_PASSWORD_LENGTH = 8
/** The longest password accepted; longer input is refused rather than hashed. */
export const MAX_PASSWORD_LENGTH = 128

/**
 * The spec's meter, exactly: empty gives none; under 6 characters Weak; 6-7 Fair;
 * 8 or more with an uppercase letter and a digit Strong; otherwise Good.
 * Length counts characters (code points), so an emoji is one, not two.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length
  if (length === 0) return 'none'
  if (length < MIN_PASSWORD_LENGTH) return 'weak'
  if (length < STRONG_PASSWORD_LENGTH) return 'fair'
  return /\p{Lu}/u.test(password) && /\p{Nd}/u.test(password) ? 'strong' : 'good'
}
