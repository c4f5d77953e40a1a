import { PasswordField } from '../../../components/ui/field.tsx'
import type { PasswordRatingState } from '../hooks/use-password-rating.ts'
import { ConfirmPasswordField } from './password-match.tsx'
import { PasswordStrengthMeter } from './password-strength-meter.tsx'

type Pair = 'password' | 'confirmPassword'

/** What these fields use of a `useCredentialsForm` form with `password` and `confirmPassword`. */
type PasswordPairForm = {
  values: Readonly<Record<Pair, string>>
  set: (field: Pair) => (event: React.ChangeEvent<HTMLInputElement>) => void
  fieldError: (field: Pair) => string | undefined
}

/**
 * Choosing a password: the new one with its strength meter, then "Confirm Password" with the
 * live match. `strength` is the form's `usePasswordRating`; using the field loads its estimator.
 */
export function NewPasswordFields({ label, name, form, strength }: { label: string; name: string; form: PasswordPairForm; strength: PasswordRatingState }) {
  const { values, set, fieldError } = form
  return (
    <>
      <PasswordField
        label={label}
        name={name}
        autoComplete="new-password"
        value={values.password}
        onFocus={strength.load}
        onChange={(event) => {
          // A password manager can fill the field without focusing it.
          strength.load()
          set('password')(event)
        }}
        error={fieldError('password')}
        after={<PasswordStrengthMeter rating={strength.rating} showAdvice={fieldError('password') !== strength.refusal} />}
      />
      <ConfirmPasswordField password={values.password} value={values.confirmPassword} onChange={set('confirmPassword')} error={fieldError('confirmPassword')} />
    </>
  )
}
