import { DEFAULT_AFTER_LOGIN } from '#core/accounts/redirects.ts'

/** Where an e-mailed confirmation link lands once opened: sign-in, which says the address is confirmed. */
export const VERIFIED_LANDING = '/login?verified=1'

/** `path` carrying on to where she was headed; left plain when that is the default (the dashboard). */
export function withRedirectTarget(path: string, redirectTo: string): string {
  if (redirectTo === DEFAULT_AFTER_LOGIN) return path
  return `${path}${path.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(redirectTo)}`
}
