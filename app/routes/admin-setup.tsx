import { Check, Circle, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { adminPasswordProblems } from '#core/admin/admin-password.ts'
import { allFilled } from '#core/accounts/credentials.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { BACK_OFFICE_HANDLE } from '../utils/route-handle.ts'
import { SubmitButton } from '../components/ui/button.tsx'
import { PasswordField, TextField } from '../components/ui/field.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { ConfirmPasswordField } from '../features/account/components/password-match.tsx'
import { PasswordStrengthMeter } from '../features/account/components/password-strength-meter.tsx'
import { usePasswordRating } from '../features/account/hooks/use-password-rating.ts'
import { apiRequest } from '../utils/api-client.ts'
import type { Route } from './+types/admin-setup'

const RULES: MessageKey[] = [
  'admin.password.tooShort',
  'admin.password.needsUppercase',
  'admin.password.needsLowercase',
  'admin.password.needsNumber',
  'admin.password.needsSpecial',
]

export const handle = BACK_OFFICE_HANDLE

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const services = context.get(servicesContext)
  return { token: (await services.admin.setupLinkUsable(token)) ? token : null, publicUrl: services.site.publicUrl }
}

export default function AdminSetup({ loaderData }: Route.ComponentProps) {
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const problems = adminPasswordProblems(values.password)
  // The five rules, and beside them the estimator the server also applies (it refuses "Password1!").
  const strength = usePasswordRating(values.password, { name: values.name, email: values.email })
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }))

  if (!loaderData.token) {
    return (
      <Frame>
        <Notice tone="error">{t('admin.setup.linkInvalid')}</Notice>
        <p className="mt-4 text-sm text-ink-soft">{t('admin.setup.invalidHint')}</p>
      </Frame>
    )
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setMessage(null)
    if (values.password !== values.confirmPassword) {
      setErrors({ confirmPassword: [t('auth.validation.passwordsDoNotMatch')] })
      return
    }
    setSubmitting(true)
    const result = await apiRequest('POST', '/api/admin-auth/setup', {
      token: loaderData.token,
      name: values.name,
      email: values.email,
      password: values.password,
    })
    if (result.ok) {
      window.location.assign('/admin')
      return
    }
    setSubmitting(false)
    setMessage(result.message)
    const byField: Record<string, string[]> = {}
    for (const issue of result.issues ?? []) (byField[issue.path] ??= []).push(issue.message)
    setErrors(byField)
  }

  return (
    <Frame>
      <p className="text-ink-soft">{t('admin.setup.lead')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 space-y-5">
        <TextField label={t('admin.setup.name')} name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name?.[0]} />
        <TextField
          label={t('admin.setup.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={set('email')}
          error={errors.email?.[0]}
        />
        <PasswordField
          label={t('auth.field.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onFocus={strength.load}
          onChange={(event) => {
            strength.load()
            set('password')(event)
          }}
          error={errors.password?.join(' ')}
          after={
            <>
              <PasswordStrengthMeter rating={strength.rating} />
              <ul className="mt-3 space-y-1 text-sm" aria-label={t('admin.setup.rules')}>
                {RULES.map((rule) => {
                  const met = values.password !== '' && !problems.includes(rule)
                  return (
                    <li key={rule} className={`flex items-center gap-2 ${met ? 'text-sage-deep' : 'text-ink-soft'}`}>
                      {met ? <Check aria-hidden="true" className="h-4 w-4" /> : <Circle aria-hidden="true" className="h-3.5 w-3.5" />}
                      {t(rule)}
                    </li>
                  )
                })}
              </ul>
            </>
          }
        />
        <ConfirmPasswordField password={values.password} value={values.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword?.[0]} />
        {message ? <Notice tone="error">{message}</Notice> : null}
        <SubmitButton busy={submitting} disabled={!allFilled(values)} label={t('admin.setup.submit')} busyLabel={t('admin.setup.submitting')} />
      </form>
    </Frame>
  )
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <div className="rounded-[2rem] bg-white p-6 ring-1 ring-line sm:p-9">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-ink text-cream">
          <ShieldCheck aria-hidden="true" className="h-6 w-6" />
        </span>
        <h1 className="mt-5 text-3xl font-semibold">{t('admin.setup.title')}</h1>
        <div className="mt-3">{children}</div>
      </div>
    </main>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: t('admin.setup.meta.title') },
    { name: 'description', content: t('admin.setup.lead') },
    { name: 'robots', content: 'noindex, nofollow' },
    { tagName: 'link', rel: 'canonical', href: `${loaderData?.publicUrl ?? ''}/admin/setup` },
    { property: 'og:title', content: t('admin.setup.meta.title') },
    { name: 'twitter:card', content: 'summary' },
  ]
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
