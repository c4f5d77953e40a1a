import { z } from 'zod'
import { fullName, isValidEmail, MAX_EMAIL_LENGTH } from '../accounts/credentials.ts'
import { MAX_PASSWORD_LENGTH } from '../accounts/password-strength.ts'
import { formatCharacterIn } from '../text/format-characters.ts'
import type { MessageKey } from '../i18n/translate.ts'
import { adminPasswordProblems } from './admin-password.ts'

const key = (k: MessageKey) => k

/**
 * The back-office login form: both fields non-empty after trimming, else the spec's
 * "Please enter both username and password". The username is the administrator's e-mail.
 */
export const adminLoginSchema = z.object({
  // What was typed goes into the activity log, so it is an address's kind of text: no invisible characters.
  username: z
    .string()
    .trim()
    .min(1, key('admin.login.missingFields'))
    .max(MAX_EMAIL_LENGTH, key('admin.login.missingFields'))
    .refine((u) => formatCharacterIn(u, 'identifier') === null, key('admin.login.usernameInvalid')),
  password: z
    .string()
    .refine((p) => p.trim().length > 0, key('admin.login.missingFields'))
    .refine((p) => p.length <= MAX_PASSWORD_LENGTH, key('admin.login.missingFields')),
})

/** Which account's lock the login screen asks about: the username as typed (trimmed). */
export const adminLockQuerySchema = z.object({ username: z.string().trim().min(1).max(MAX_EMAIL_LENGTH) })

/** The first administrator (setup link) or a new one (CLI): a real address, a name, and a strong password. */
export const newAdminSchema = z
  .object({
    email: z.string().trim().min(1, key('auth.validation.emailRequired')).refine(isValidEmail, key('auth.validation.emailInvalid')),
    name: fullName,
    password: z
      .string()
      .max(MAX_PASSWORD_LENGTH, key('auth.validation.passwordTooLong'))
      .superRefine((password, ctx) => {
        for (const problem of adminPasswordProblems(password)) ctx.addIssue({ code: 'custom', message: problem })
      }),
  })
export type NewAdminInput = z.infer<typeof newAdminSchema>
