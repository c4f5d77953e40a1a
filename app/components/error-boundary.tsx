import { Scissors } from 'lucide-react'
import { href, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { Button, ButtonLink } from './ui/button.tsx'

/**
 * The shared error screen. A thrown Response (a routing problem: 404, 403, 500 from a
 * loader) shows "Unexpected Application Error!" with its status; anything else is a
 * render error and gets the fallback screen with Retry and Refresh Page.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const revalidator = useRevalidator()

  if (isRouteErrorResponse(error)) {
    return (
      <ErrorScreen title={t('errors.routing.title')} detail={`${error.status} ${error.statusText}`.trim()}>
        <ButtonLink to={href('/')}>{t('common.backHome')}</ButtonLink>
      </ErrorScreen>
    )
  }

  return (
    <ErrorScreen title={t('errors.render.title')} detail={t('errors.render.description')}>
      <Button onClick={() => void revalidator.revalidate()}>{t('errors.render.retry')}</Button>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('errors.render.refresh')}
      </Button>
    </ErrorScreen>
  )
}

function ErrorScreen({ title, detail, children }: { title: string; detail: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <Scissors aria-hidden="true" className="h-12 w-12 text-terracotta" strokeWidth={1.5} />
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-4 text-ink-soft">{detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      <Link to={href('/contact')} className="mt-6 text-sm text-ink-soft underline underline-offset-4 hover:text-terracotta">
        {t('errors.contactSupport')}
      </Link>
    </main>
  )
}
