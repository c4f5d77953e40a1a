import type { MessageKey } from '../i18n/translate.ts'

export const LOGIN_ERROR_KINDS = ['apiConfig', 'aiService', 'googleConfig', 'invalidCredentials', 'network', 'generic'] as const
export type LoginErrorKind = (typeof LOGIN_ERROR_KINDS)[number]

export interface LoginErrorExplanation {
  kind: LoginErrorKind
  title: MessageKey
  description: MessageKey
  suggestions: MessageKey[]
  /** An optional page that helps, opened in a new tab (the Google Cloud credentials page). */
  link?: { href: string; label: MessageKey }
}

export const GOOGLE_CREDENTIALS_URL = 'https://console.cloud.google.com/apis/credentials'

const SUGGESTIONS: Record<LoginErrorKind, MessageKey[]> = {
  apiConfig: ['errors.loginDialog.apiConfig.suggestion1', 'errors.loginDialog.apiConfig.suggestion2'],
  aiService: ['errors.loginDialog.aiService.suggestion1', 'errors.loginDialog.aiService.suggestion2'],
  googleConfig: ['errors.loginDialog.googleConfig.suggestion1', 'errors.loginDialog.googleConfig.suggestion2'],
  invalidCredentials: [
    'errors.loginDialog.invalidCredentials.suggestion1',
    'errors.loginDialog.invalidCredentials.suggestion2',
    'errors.loginDialog.invalidCredentials.suggestion3',
    'errors.loginDialog.invalidCredentials.suggestion4',
  ],
  network: ['errors.loginDialog.network.suggestion1', 'errors.loginDialog.network.suggestion2'],
  generic: ['errors.loginDialog.generic.suggestion1', 'errors.loginDialog.generic.suggestion2'],
}

/** Which kind of problem a raw error message describes, in the spec's order of checks. */
export function classifyLoginError(raw: string): LoginErrorKind {
  const text = raw.toLowerCase()
  if (/must not be empty|signing key|key data/.test(text) && /empty/.test(text)) return 'apiConfig'
  if (text.includes('is not a constructor')) return 'aiService'
  if (text.includes('google') && text.includes('oauth')) return 'googleConfig'
  if (/invalid login credentials|invalid email or password|invalid_email_or_password/.test(text)) return 'invalidCredentials'
  if (text.includes('network') || text.includes('fetch')) return 'network'
  return 'generic'
}

/**
 * The login-error dialog's content for a raw error: a title, a description and
 * suggestions (message keys; the zh-CN catalogue holds the spec's Chinese titles).
 */
export function explainLoginError(raw: string): LoginErrorExplanation {
  const kind = classifyLoginError(raw)
  const base = `errors.loginDialog.${kind}` as const
  return {
    kind,
    title: `${base}.title`,
    description: `${base}.description`,
    suggestions: SUGGESTIONS[kind],
    ...(kind === 'googleConfig'
      ? { link: { href: GOOGLE_CREDENTIALS_URL, label: 'errors.loginDialog.googleConfig.link' as const } }
      : {}),
  }
}
