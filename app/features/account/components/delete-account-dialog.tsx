import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { type AuthErrorText, authErrorText } from '#core/accounts/auth-errors.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { PasswordField, TextField } from '../../../components/ui/field.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { authRequest } from '../../../utils/api-client.ts'
import { clearLocalAccountData } from '../utils/sign-out.ts'
import { FormError } from './form-error.tsx'

/** Where a deleted account's owner lands: a page that says what went and what stayed. */
export const ACCOUNT_DELETED_PATH = '/account/deleted'

/** What deleting removes and what it keeps, word for word in the dialog and on the page after. */
export const DELETION_FACTS = {
  removed: ['auth.account.delete.removed1', 'auth.account.delete.removed2', 'auth.account.delete.removed3', 'auth.account.delete.removed4'],
  kept: ['auth.account.delete.kept1'],
} as const

/**
 * "Delete my account": the dialog says what goes and what stays, then asks for the password
 * (or, for a Google-only account, the e-mail address). On success this browser forgets the
 * account too, and a full load lands on the confirmation page with no signed-in state left.
 */
export function DeleteAccountDialog({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [open, setOpen] = useState(false)
  const [confirmation, setConfirmation] = useState('')
  const [error, setError] = useState<AuthErrorText | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm(e: React.FormEvent) {
    e.preventDefault()
    setError(null)
    setBusy(true)
    const result = await authRequest('/delete-user', hasPassword ? { password: confirmation } : { confirmEmail: confirmation })
    if (!result.ok) {
      setBusy(false)
      setError(authErrorText(result, 'account'))
      return
    }
    try {
      clearLocalAccountData(window.localStorage)
      window.sessionStorage.clear()
    } catch {
      // Storage can be unavailable (private mode); the account is gone either way.
    }
    window.location.assign(ACCOUNT_DELETED_PATH)
  }

  return (
    <>
      <Button
        variant="secondary"
        className="text-terracotta-dark"
        onClick={() => {
          setConfirmation('')
          setError(null)
          setOpen(true)
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t('auth.account.delete.action')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={t('auth.account.delete.title')}
        description={t('auth.account.delete.lead')}
        closeLabel={t('common.close')}
        size="lg"
      >
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="rounded-2xl bg-white p-4 ring-1 ring-line">
            <h3 className="font-sans text-sm font-semibold">{t('auth.account.delete.removedTitle')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
              {DELETION_FACTS.removed.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-4 ring-1 ring-line">
            <h3 className="font-sans text-sm font-semibold">{t('auth.account.delete.keptTitle')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
              {DELETION_FACTS.kept.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mt-4 text-sm text-ink-soft">{t('auth.account.delete.downloadFirst')}</p>
        <form noValidate onSubmit={(e) => void confirm(e)} className="mt-5 space-y-4">
          {hasPassword ? (
            <PasswordField
              label={t('auth.account.delete.passwordLabel')}
              name="password"
              autoComplete="current-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
            />
          ) : (
            <TextField
              label={t('auth.account.delete.emailLabel', { email })}
              name="confirmEmail"
              type="email"
              autoComplete="off"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
            />
          )}
          <FormError error={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t('auth.account.delete.keep')}
            </Button>
            <Button type="submit" disabled={busy || confirmation.trim() === ''}>
              {busy ? <InlineSpinner /> : <Trash2 aria-hidden="true" className="h-4 w-4" />}
              {busy ? t('auth.account.delete.deleting') : t('auth.account.delete.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
