import { useState } from 'react'
import { type AuthErrorText, authErrorText } from '#core/accounts/auth-errors.ts'
import { changeEmailSchema, validateForm } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { TextField } from '../../../components/ui/field.tsx'
import { authRequest } from '../../../utils/api-client.ts'
import { FormButtons } from './form-buttons.tsx'
import { FormError } from './form-error.tsx'

/** Where the link e-mailed to a new address lands once opened. */
export const EMAIL_CHANGED_LANDING = '/account?emailChanged=1'

/** A new e-mail address: nothing changes until the link sent there is opened. */
export function EmailForm({ current, onCancel, onSent }: { current: string; onCancel: () => void; onSent: (address: string) => void }) {
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [error, setError] = useState<AuthErrorText | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setError(null)
    const errors = validateForm(changeEmailSchema, { newEmail: value })
    const same = !errors && value.trim().toLowerCase() === current.toLowerCase()
    setFieldError(errors?.newEmail ? t(errors.newEmail) : same ? t('auth.account.email.same') : undefined)
    if (errors || same) return
    setBusy(true)
    const result = await authRequest('/change-email', { newEmail: value.trim(), callbackURL: EMAIL_CHANGED_LANDING })
    setBusy(false)
    if (result.ok) onSent(value.trim().toLowerCase())
    else setError(authErrorText(result, 'account'))
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <p className="text-sm text-ink-soft">{t('auth.account.email.how')}</p>
      <TextField
        label={t('auth.account.email.new')}
        type="email"
        name="newEmail"
        autoComplete="email"
        inputMode="email"
        autoFocus
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={fieldError}
      />
      <FormError error={error} />
      <FormButtons busy={busy} busyLabel={t('auth.account.sending')} submitLabel={t('auth.account.email.save')} disabled={value === ''} onCancel={onCancel} />
    </form>
  )
}
