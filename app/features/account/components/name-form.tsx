import { changeNameSchema } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { TextField } from '../../../components/ui/field.tsx'
import { FormButtons } from './form-buttons.tsx'
import { FormError } from './form-error.tsx'
import { useAuthRequest } from '../hooks/use-auth-request.ts'
import { useCredentialsForm } from '../hooks/use-credentials-form.ts'

/** A new display name (the full-name rules of sign-up). */
export function NameForm({ current, onCancel, onSaved }: { current: string; onCancel: () => void; onSaved: () => void }) {
  const { values, set, fieldError, validate } = useCredentialsForm(changeNameSchema, { fullName: current })
  const { error, busy, clearError, send } = useAuthRequest('account')

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    clearError()
    if (!validate()) return
    if (await send('/update-user', { name: values.fullName.trim() })) onSaved()
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextField label={t('auth.account.name.new')} name="name" autoComplete="name" autoFocus value={values.fullName} onChange={set('fullName')} error={fieldError('fullName')} />
      <FormError error={error} />
      <FormButtons busy={busy} busyLabel={t('auth.account.saving')} submitLabel={t('auth.account.name.save')} disabled={values.fullName.trim() === current.trim()} onCancel={onCancel} />
    </form>
  )
}
