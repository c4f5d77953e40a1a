import { useState } from 'react'
import { type AuthErrorText, authErrorText } from '#core/accounts/auth-errors.ts'
import { allFilled, type ChangePasswordInput, changePasswordSchema } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { PasswordField } from '../../../components/ui/field.tsx'
import { authRequest } from '../../../utils/api-client.ts'
import { FormButtons } from './form-buttons.tsx'
import { FormError } from './form-error.tsx'
import { ConfirmPasswordField } from './password-match.tsx'
import { useCredentialsForm } from '../hooks/use-credentials-form.ts'
import { PasswordStrengthMeter } from './password-strength-meter.tsx'

const NO_PASSWORDS: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' }

/** The current password and a new one twice; every other device is signed out. */
export function PasswordForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => void }) {
  const { values, set, fieldError, validate, reset } = useCredentialsForm(changePasswordSchema, NO_PASSWORDS)
  const [error, setError] = useState<AuthErrorText | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setError(null)
    if (!validate()) return
    setBusy(true)
    const result = await authRequest('/change-password', { currentPassword: values.currentPassword, newPassword: values.password, revokeOtherSessions: true })
    setBusy(false)
    if (result.ok) {
      reset()
      onSaved()
    } else {
      setError(authErrorText(result, 'account'))
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <PasswordField label={t('auth.account.password.current')} name="currentPassword" autoComplete="current-password" autoFocus value={values.currentPassword} onChange={set('currentPassword')} error={fieldError('currentPassword')} />
      <PasswordField
        label={t('auth.account.password.new')}
        name="newPassword"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={fieldError('password')}
        after={<PasswordStrengthMeter password={values.password} />}
      />
      <ConfirmPasswordField password={values.password} value={values.confirmPassword} onChange={set('confirmPassword')} error={fieldError('confirmPassword')} />
      <p className="text-sm text-ink-soft">{t('auth.account.password.signsOut')}</p>
      <FormError error={error} />
      <FormButtons busy={busy} busyLabel={t('auth.account.saving')} submitLabel={t('auth.account.password.save')} disabled={!allFilled(values)} onCancel={onCancel} />
    </form>
  )
}
