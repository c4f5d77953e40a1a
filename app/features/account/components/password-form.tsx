import { allFilled, type ChangePasswordInput, changePasswordSchema } from '#core/accounts/credentials.ts'
import type { PasswordOwner } from '#core/accounts/password-strength.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { PasswordField } from '../../../components/ui/field.tsx'
import { FormButtons } from './form-buttons.tsx'
import { FormError } from './form-error.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { useAuthRequest } from '../hooks/use-auth-request.ts'
import { useCredentialsForm } from '../hooks/use-credentials-form.ts'
import { usePasswordRating } from '../hooks/use-password-rating.ts'

const NO_PASSWORDS: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' }

/** The current password and a new one twice; every other device is signed out. `owner` is who she is: her name and address make a password guessable. */
export function PasswordForm({ owner, onCancel, onSaved }: { owner: PasswordOwner; onCancel: () => void; onSaved: () => void }) {
  const { values, set, fieldError, validate, reset } = useCredentialsForm(changePasswordSchema, NO_PASSWORDS)
  const { error, busy, clearError, send } = useAuthRequest('account')
  const strength = usePasswordRating(values.password, owner)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    clearError()
    if (!validate({ password: strength.refusal })) return
    if (await send('/change-password', { currentPassword: values.currentPassword, newPassword: values.password, revokeOtherSessions: true })) {
      reset()
      onSaved()
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <PasswordField label={t('auth.account.password.current')} name="currentPassword" autoComplete="current-password" autoFocus value={values.currentPassword} onChange={set('currentPassword')} error={fieldError('currentPassword')} />
      <NewPasswordFields label={t('auth.account.password.new')} name="newPassword" form={{ values, set, fieldError }} strength={strength} />
      <p className="text-sm text-ink-soft">{t('auth.account.password.signsOut')}</p>
      <FormError error={error} />
      <FormButtons busy={busy} busyLabel={t('auth.account.saving')} submitLabel={t('auth.account.password.save')} disabled={!allFilled(values)} onCancel={onCancel} />
    </form>
  )
}
