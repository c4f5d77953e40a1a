import { z } from 'zod'
import type { MessageKey } from '../i18n/translate.ts'
import { controlCharacterIn, isBlankText } from '../text/control-characters.ts'
import { formatCharacterIn, isInvisibleText } from '../text/format-characters.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-strength.ts'

// The account forms' rules, shared by the browser (instant feedback) and the server
// (which never trusts the browser). Issue messages are message keys; the UI translates.

export const MAX_FULL_NAME_LENGTH = 120
/** RFC 5321 limits a forward path to 254 characters. */
export const MAX_EMAIL_LENGTH = 254

/**
 * The spec's e-mail rule: non-empty, no whitespace, exactly one at sign, and a dot in
 * the domain (with something on both sides of it).
 */
export function isValidEmail(email: string): boolean {
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH || /\s/.test(email) || formatCharacterIn(email, 'identifier') !== null) return false
  const parts = email.split('@')
  if (parts.length !== 2) return false
  const [local, domain] = parts as [string, string]
  if (local.length === 0) return false
  const dot = domain.indexOf('.')
  return dot > 0 && dot < domain.length - 1 && !domain.endsWith('.')
}

const key = (k: MessageKey) => k

/**
 * A name is one line: no tab, line break or other control character (after trimming the
 * ends), and no invisible or direction character but the joiners inside an emoji or a word
 * of a script that spells with them (core/text/format-characters.ts). One made only of such
 * characters counts as missing.
 */
export const fullName = z
  .string()
  .transform((v) => (isBlankText(v) || isInvisibleText(v) ? '' : v.trim()))
  .pipe(
    z
      .string()
      .min(1, key('auth.validation.fullNameRequired'))
      .max(MAX_FULL_NAME_LENGTH, key('auth.validation.fullNameTooLong'))
      .refine((v) => controlCharacterIn(v, { multiLine: false }) === null, key('auth.validation.fullNameOneLine'))
      .refine((v) => formatCharacterIn(v, 'name') === null, key('auth.validation.fullNameInvisible')),
  )

const email = z
  .string()
  .trim()
  .min(1, key('auth.validation.emailRequired'))
  .refine(isValidEmail, key('auth.validation.emailInvalid'))

const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, key('auth.validation.passwordTooShort'))
  .max(MAX_PASSWORD_LENGTH, key('auth.validation.passwordTooLong'))

// Zod skips an object's refinements once a field has failed; `when` runs the match check
// whenever both passwords are strings, so the form shows every message at once.
const passwordsMatch = {
  message: key('auth.validation.passwordsDoNotMatch'),
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirmPassword?: unknown } | null
    return typeof v?.password === 'string' && typeof v.confirmPassword === 'string'
  },
}

export const registrationSchema = z
  .object({
    fullName,
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch)
export type RegistrationInput = z.input<typeof registrationSchema>

export const loginSchema = z.object({
  email,
  password: z
    .string()
    .min(1, key('auth.validation.passwordRequired'))
    .max(MAX_PASSWORD_LENGTH, key('auth.validation.passwordTooLong')),
})

export const forgotPasswordSchema = z.object({ email })

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch)

/** The account page: a new display name. */
export const changeNameSchema = z.object({ fullName })

/** The account page: a new e-mail address (it takes effect once the link sent there is opened). */
export const changeEmailSchema = z.object({ newEmail: email })

/** The account page: the current password, and the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, key('auth.validation.currentPasswordRequired'))
      .max(MAX_PASSWORD_LENGTH, key('auth.validation.passwordTooLong')),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch)
export type ChangePasswordInput = z.input<typeof changePasswordSchema>

export type FieldErrors<T> = Partial<Record<keyof T & string, MessageKey>>

/**
 * Runs a form schema and returns the first message key per field, or null when the
 * input is valid. Fields are reported in the order the schema checks them.
 */
export function validateForm<S extends z.ZodType>(schema: S, input: unknown): FieldErrors<z.input<S>> | null {
  const result = schema.safeParse(input)
  if (result.success) return null
  const errors: Record<string, MessageKey> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    if (!(field in errors)) errors[field] = issue.message as MessageKey
  }
  return errors as FieldErrors<z.input<S>>
}

/**
 * Whether every listed field has something typed in it: the spec keeps submit disabled
 * until then. Blank-looking input (spaces) counts as typed, so submitting it shows the
 * field's message ("Full name is required") rather than a button that silently stays off.
 */
export function allFilled(values: Readonly<Record<string, string>>): boolean {
  return Object.values(values).every((v) => v.length > 0)
}
