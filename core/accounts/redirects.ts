import type { MessageKey } from '../i18n/translate.ts'

/** Where signing in leads when nothing else was asked for (spec: default redirect /dashboard). */
export const DEFAULT_AFTER_LOGIN = '/dashboard'

/**
 * A redirect target that is safe to follow: a path on this site. Anything else (absolute
 * URLs, protocol-relative `//host`, backslash tricks, control characters) and any
 * target containing the text "undefined" (spec) becomes the fallback.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof raw !== 'string') return fallback
  const target = raw.trim()
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (target.includes('undefined') || /[\u0000-\u001f\\]/.test(target)) return fallback
  return target
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/

/**
 * The spec's rule for social sign-in: the page must be served over https, or over http
 * from localhost or an IP address (development), because the provider will not send a
 * user back to an insecure public address.
 */
export function isSecureOAuthOrigin(pageUrl: string): boolean {
  let url: URL
  try {
    url = new URL(pageUrl)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  if (url.protocol !== 'http:') return false
  const host = url.hostname
  return host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.startsWith('[')
}

/**
 * A message for a social sign-in failure, from the raw error text or the error code the
 * provider or the auth library put in the callback URL. Follows the spec's mapping.
 */
export function socialSignInErrorKey(raw: string | null | undefined): MessageKey {
  const text = (raw ?? '').toLowerCase()
  if (text.includes('invalid login credentials')) return 'auth.oauth.configurationError'
  if (text.includes('redirect_uri_mismatch')) return 'auth.oauth.redirectMismatch'
  if (text.includes('invalid_client')) return 'auth.oauth.invalidClient'
  if (text.includes('access_denied')) return 'auth.oauth.accessDenied'
  if (text.includes('popup') && text.includes('closed')) return 'auth.oauth.popupClosed'
  if (text.includes('provider_not_found') || text.includes('not configured')) return 'auth.oauth.backendNotConfigured'
  if (text.includes('unable_to_get_user_info') || text.includes('user_not_found') || text.includes('no user')) return 'auth.oauth.noUser'
  if (text.includes('network') || text.includes('fetch')) return 'auth.oauth.network'
  if (/oauth|state_mismatch|invalid_code|no_code|please_restart_the_process|invalid_grant|server_error|temporarily_unavailable/.test(text)) {
    return 'auth.oauth.unavailable'
  }
  return 'auth.oauth.failed'
}
