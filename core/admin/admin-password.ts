import type { MessageKey } from '../i18n/translate.ts'

export const ADMIN_PASSWORD_MIN_LENGTH = 8

/**
 * The back office's rules for an administrator's password, each with its spec message:
 * at least 8 characters, an uppercase letter, a lowercase letter, a number and a special
 * character. Returns every rule the password breaks, in that order; empty means it passes.
 */
export function adminPasswordProblems(password: string): MessageKey[] {
  const problems: MessageKey[] = []
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) problems.push('admin.password.tooShort')
  if (!/\p{Lu}/u.test(password)) problems.push('admin.password.needsUppercase')
  if (!/\p{Ll}/u.test(password)) problems.push('admin.password.needsLowercase')
  if (!/\p{Nd}/u.test(password)) problems.push('admin.password.needsNumber')
  if (!/[^\p{L}\p{N}\s]/u.test(password)) problems.push('admin.password.needsSpecial')
  return problems
}
