import { DEFAULT_AFTER_LOGIN } from '#core/accounts/redirects.ts'

/**
 * Where an e-mailed confirmation link lands once opened: sign-in, which sends her straight on
 * (the link signed her in), or, when the link was already used (a mail scanner may open it
 * first), says the address is confirmed with the form filled with it. A path, not a URL: the
 * link is at PUBLIC_URL, and the browser resolves the path there, whatever address she signed
 * up at.
 */
export function verifiedLanding(email: string): string {
  return `/login?verified=1&email=${encodeURIComponent(email.trim())}`
}

/** Sign-in with the form filled with this address (from the page that waits for her to confirm it). */
export function signInAs(email: string): string {
  return `/login?email=${encodeURIComponent(email.trim())}`
}

/** `path` carrying on to where she was headed; left plain when that is the default (the dashboard). */
export function withRedirectTarget(path: string, redirectTo: string): string {
  if (redirectTo === DEFAULT_AFTER_LOGIN) return path
  return `${path}${path.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(redirectTo)}`
}
