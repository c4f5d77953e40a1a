import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { href, useNavigate, useRevalidator } from 'react-router'
import { safeRedirectTarget, socialSignInErrorKey } from '#core/accounts/redirects.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { truncateGraphemes } from '#core/text/graphemes.ts'
import { requestContext, servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { AuthLayout } from '../features/account/components/auth-layout.tsx'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import type { Route } from './+types/auth-callback'

/** Spec: success goes on after 2 s; the session is looked for up to 10 times, 500 ms apart. */
const SUCCESS_REDIRECT_MS = 2000
const SESSION_CHECKS = 10
const SESSION_CHECK_INTERVAL_MS = 500

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const error = url.searchParams.get('error')
  return {
    signedIn: context.get(requestContext).auth !== null,
    error: error ? truncateGraphemes(error, { graphemes: 200 }) : null,
    errorDescription: truncateGraphemes(url.searchParams.get('error_description') ?? '', { graphemes: 500 }) || null,
    redirectTo: safeRedirectTarget(url.searchParams.get('redirectTo')),
    publicUrl: context.get(servicesContext).site.publicUrl,
  }
}

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [timedOut, setTimedOut] = useState(false)
  const checks = useRef(0)
  const state = loaderData.error ? 'error' : loaderData.signedIn ? 'success' : timedOut ? 'error' : 'processing'

  useEffect(() => {
    if (state === 'success') {
      const timer = setTimeout(() => void navigate(loaderData.redirectTo, { replace: true }), SUCCESS_REDIRECT_MS)
      return () => clearTimeout(timer)
    }
    if (state === 'processing' && revalidator.state === 'idle') {
      if (checks.current >= SESSION_CHECKS) {
        setTimedOut(true)
        return
      }
      const timer = setTimeout(() => {
        checks.current += 1
        void revalidator.revalidate()
      }, SESSION_CHECK_INTERVAL_MS)
      return () => clearTimeout(timer)
    }
  }, [state, revalidator, navigate, loaderData.redirectTo])

  if (state === 'processing') {
    return (
      <AuthLayout title={t('auth.callback.title')}>
        <div className="flex items-center gap-3 text-ink-soft">
          <Spinner label={t('auth.callback.processing')} />
        </div>
      </AuthLayout>
    )
  }

  if (state === 'success') {
    return (
      <AuthLayout title={t('auth.callback.title')}>
        <p role="status" className="flex items-start gap-3 text-lg">
          <CircleCheck aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-sage-deep" />
          {t('auth.callback.success')}
        </p>
      </AuthLayout>
    )
  }

  const message = loaderData.error ? t(socialSignInErrorKey(`${loaderData.error} ${loaderData.errorDescription ?? ''}`)) : t('auth.callback.noUser')
  return (
    <AuthLayout title={t('auth.callback.errorTitle')}>
      <div role="alert" className="flex items-start gap-3">
        <CircleX aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-terracotta" />
        <div>
          <p className="text-lg">{message}</p>
          {loaderData.errorDescription ? <p className="mt-2 text-sm text-ink-soft">{loaderData.errorDescription}</p> : null}
          {timedOut ? <p className="mt-2 text-sm text-ink-soft">{t('auth.callback.timeout')}</p> : null}
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={href('/login')} className="flex-1">
          {t('auth.callback.signInAgain')}
        </ButtonLink>
        <ButtonLink to={href('/')} variant="secondary" className="flex-1">
          {t('auth.callback.backHome')}
        </ButtonLink>
      </div>
    </AuthLayout>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: t('auth.callback.meta.title'),
    description: t('auth.callback.meta.description'),
    url: `${loaderData?.publicUrl ?? ''}/auth/callback`,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
