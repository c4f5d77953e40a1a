import { Check, X } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'
import { PasswordField } from '../../../components/ui/field.tsx'

/** The live match indicator under "Confirm Password"; silent until something is typed there. */
export function PasswordMatch({ password, confirmation }: { password: string; confirmation: string }) {
  if (!confirmation) return null
  const match = password === confirmation
  return (
    <p aria-live="polite" className={`mt-1.5 flex items-center gap-1.5 text-sm ${match ? 'text-sage-deep' : 'text-terracotta-dark'}`}>
      {match ? <Check aria-hidden="true" className="h-4 w-4" /> : <X aria-hidden="true" className="h-4 w-4" />}
      {t(match ? 'auth.validation.passwordsMatch' : 'auth.validation.passwordsDoNotMatch')}
    </p>
  )
}

/** "Confirm Password" for a new password, with the live match under it (its error, when it has one, instead). */
export function ConfirmPasswordField({
  password,
  value,
  onChange,
  error,
}: {
  password: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
  error: string | undefined
}) {
  return (
    <PasswordField
      label={t('auth.field.confirmPassword')}
      name="confirmPassword"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      error={error}
      after={error ? null : <PasswordMatch password={password} confirmation={value} />}
    />
  )
}
