import { useState } from 'react'
import { isSecureOAuthOrigin, socialSignInErrorKey } from '#core/accounts/redirects.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { authRequest } from '../../../utils/api-client.ts'

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  )
}

/**
 * "Continue with Google". Pages render it only when Google sign-in is configured (an
 * unconfigured feature is simply absent for shoppers); over plain http on a public address
 * it explains the HTTPS rule instead of sending the user to a provider that would refuse them.
 */
export function GoogleButton({
  mode,
  redirectTo,
  onError,
}: {
  mode: 'signIn' | 'signUp'
  redirectTo: string
  /** Called with the raw error text when starting the sign-in fails. */
  onError?: (raw: string) => void
}) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  async function start() {
    setMessage(null)
    if (!isSecureOAuthOrigin(window.location.href)) {
      setMessage(t('auth.oauth.httpsRequired'))
      return
    }
    setBusy(true)
    const callback = `/auth/callback?redirectTo=${encodeURIComponent(redirectTo)}`
    const result = await authRequest<{ url?: string }>('/sign-in/social', {
      provider: 'google',
      callbackURL: callback,
      errorCallbackURL: '/auth/callback',
      newUserCallbackURL: callback,
    })
    if (result.ok && result.data.url) {
      window.location.assign(result.data.url)
      return
    }
    setBusy(false)
    const raw = result.ok ? 'no redirect URL' : `${result.code ?? ''} ${result.message ?? ''}`.trim() || 'network'
    setMessage(t(result.ok ? 'auth.oauth.failed' : result.status === 0 ? 'auth.oauth.network' : socialSignInErrorKey(raw)))
    onError?.(result.ok ? raw : result.status === 0 ? `Network error: ${raw}` : `Google OAuth: ${raw}`)
  }

  return (
    <div>
      <Button
        variant="secondary"
        className="w-full"
        disabled={busy}
        onClick={() => void start()}
      >
        {busy ? <InlineSpinner /> : <GoogleMark />}
        {busy ? t('auth.google.redirecting') : t(mode === 'signIn' ? 'auth.google.signIn' : 'auth.google.signUp')}
      </Button>
      {message ? (
        <Notice tone="error" className="mt-3">
          {message}
        </Notice>
      ) : null}
    </div>
  )
}
