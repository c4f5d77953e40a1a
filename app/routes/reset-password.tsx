import { useState } from 'react'
import { href } from 'react-router'
import { allFilled, resetPasswordSchema } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink, SubmitButton } from '../components/ui/button.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { AuthLayout, BackToLogin } from '../features/account/components/auth-layout.tsx'
import { FormError } from '../features/account/components/form-error.tsx'
import { NewPasswordFields } from '../features/account/components/new-password-fields.tsx'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import { useAuthRequest } from '../features/account/hooks/use-auth-request.ts'
import { useCredentialsForm } from '../features/account/hooks/use-credentials-form.ts'
import { usePasswordRating } from '../features/account/hooks/use-password-rating.ts'
import type { Route } from './+types/reset-password'

const TOKEN = /^[A-Za-z0-9_-]{8,200}$/

export async function loader({ request, context }: Route.LoaderArgs) {
  // The e-mailed link passes through the auth endpoint, which lands here with ?token=…
  // (or ?error=INVALID_TOKEN when the link is used up or expired).
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  return {
    token: token && TOKEN.test(token) && !url.searchParams.get('error') ? token : null,
    publicUrl: context.get(servicesContext).site.publicUrl,
  }
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { values, set, fieldError, validate } = useCredentialsForm(resetPasswordSchema, { password: '', confirmPassword: '' })
  const { error, busy, clearError, send } = useAuthRequest('reset')
  const [done, setDone] = useState(false)
  // The link does not say whose it is; the server also counts her name and address against the password.
  const strength = usePasswordRating(values.password, {})

  if (!loaderData.token) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Notice tone="error">{t('auth.reset.invalidLink')}</Notice>
        <ButtonLink to={href('/forgot-password')} size="lg" className="mt-6 w-full">
          {t('auth.reset.requestNew')}
        </ButtonLink>
      </AuthLayout>
    )
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    clearError()
    if (!validate({ password: strength.refusal })) return
    if (await send('/reset-password', { newPassword: values.password, token: loaderData.token })) setDone(true)
  }

  if (done) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Notice tone="success">{t('auth.reset.success')}</Notice>
        <ButtonLink to={href('/login')} size="lg" className="mt-6 w-full">
          {t('auth.reset.signIn')}
        </ButtonLink>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <NewPasswordFields label={t('auth.field.newPassword')} name="password" form={{ values, set, fieldError }} strength={strength} />
        <FormError error={error} />
        <SubmitButton busy={busy} disabled={!allFilled(values)} label={t('auth.reset.submit')} busyLabel={t('auth.reset.submitting')} />
      </form>
      <BackToLogin />
    </AuthLayout>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: t('auth.reset.meta.title'),
    description: t('auth.reset.meta.description'),
    url: `${loaderData?.publicUrl ?? ''}/reset-password`,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
