import { useState } from 'react'
import { type AuthErrorText, authErrorText } from '#core/accounts/auth-errors.ts'
import { changeNameSchema, validateForm } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { TextField } from '../../../components/ui/field.tsx'
import { authRequest } from '../../../utils/api-client.ts'
import { FormButtons } from './form-buttons.tsx'
import { FormError } from './form-error.tsx'

/** A new display name (the full-name rules of sign-up). */
export function NameForm({ current, onCancel, onSaved }: { current: string; onCancel: () => void; onSaved: () => void }) {
  const [value, setValue] = useState(current)
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [error, setError] = useState<AuthErrorText | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setError(null)
    const errors = validateForm(changeNameSchema, { fullName: value })
    setFieldError(errors?.fullName ? t(errors.fullName) : undefined)
    if (errors) return
    setBusy(true)
    const result = await authRequest('/update-user', { name: value.trim() })
    setBusy(false)
    if (result.ok) onSaved()
    else setError(authErrorText(result, 'account'))
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextField label={t('auth.account.name.new')} name="name" autoComplete="name" autoFocus value={value} onChange={(e) => setValue(e.target.value)} error={fieldError} />
      <FormError error={error} />
      <FormButtons busy={busy} busyLabel={t('auth.account.saving')} submitLabel={t('auth.account.name.save')} disabled={value.trim() === current.trim()} onCancel={onCancel} />
    </form>
  )
}
