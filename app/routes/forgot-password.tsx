import { useState } from 'react'
import { type AuthErrorText, authErrorText } from '#core/accounts/auth-errors.ts'
import { allFilled, forgotPasswordSchema, validateForm } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { SubmitButton } from '../components/ui/button.tsx'
import { TextField } from '../components/ui/field.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { AuthLayout, BackToLogin } from '../features/account/components/auth-layout.tsx'
import { FormError } from '../features/account/components/form-error.tsx'
import { authRequest } from '../utils/api-client.ts'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import type { Route } from './+types/forgot-password'

export async function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.get(servicesContext).site.publicUrl }
}

export default function ForgotPassword() {
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [error, setError] = useState<AuthErrorText | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setError(null)
    const errors = validateForm(forgotPasswordSchema, { email })
    setFieldError(errors?.email ? t(errors.email) : undefined)
    if (errors) return
    setSubmitting(true)
    const result = await authRequest('/request-password-reset', { email: email.trim(), redirectTo: '/reset-password' })
    setSubmitting(false)
    if (!result.ok) {
      setError(authErrorText(result, 'forgot'))
      return
    }
    // The same words whether or not the address has an account.
    setSentTo(email.trim())
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {sentTo ? (
        <Notice tone="success" className="mb-6">
          {t('auth.forgot.sent', { email: sentTo })}
        </Notice>
      ) : null}
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <TextField
          label={t('auth.field.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
        />
        <FormError error={error} />
        <SubmitButton busy={submitting} disabled={!allFilled({ email })} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.submitting')} />
      </form>
      <BackToLogin />
    </AuthLayout>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: t('auth.forgot.meta.title'),
    description: t('auth.forgot.meta.description'),
    url: `${loaderData?.publicUrl ?? ''}/forgot-password`,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
