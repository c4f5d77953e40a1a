import { useState } from 'react'
import { changeEmailSchema, validateForm } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { EmailField } from './email-field.tsx'
import { FormButtons } from './form-buttons.tsx'
import { FormError } from './form-error.tsx'
import { useAuthRequest } from '../hooks/use-auth-request.ts'

/** Where the link e-mailed to a new address lands once opened. */
export const EMAIL_CHANGED_LANDING = '/account?emailChanged=1'

/** A new e-mail address: nothing changes until the link sent there is opened. */
export function EmailForm({ current, onCancel, onSent }: { current: string; onCancel: () => void; onSent: (address: string) => void }) {
  // Its own field state, not useCredentialsForm: "that is already your address" is a field error no schema knows.
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const { error, busy, clearError, send } = useAuthRequest('account')

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    clearError()
    const errors = validateForm(changeEmailSchema, { newEmail: value })
    const same = !errors && value.trim().toLowerCase() === current.toLowerCase()
    setFieldError(errors?.newEmail ? t(errors.newEmail) : same ? t('auth.account.email.same') : undefined)
    if (errors || same) return
    if (await send('/change-email', { newEmail: value.trim(), callbackURL: EMAIL_CHANGED_LANDING })) onSent(value.trim().toLowerCase())
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <p className="text-sm text-ink-soft">{t('auth.account.email.how')}</p>
      <EmailField label={t('auth.account.email.new')} name="newEmail" autoFocus value={value} onChange={(e) => setValue(e.target.value)} error={fieldError} />
      <FormError error={error} />
      <FormButtons busy={busy} busyLabel={t('auth.account.sending')} submitLabel={t('auth.account.email.save')} disabled={value === ''} onCancel={onCancel} />
    </form>
  )
}
