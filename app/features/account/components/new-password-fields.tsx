import { PasswordField } from '../../../components/ui/field.tsx'
import { ConfirmPasswordField } from './password-match.tsx'
import { PasswordStrengthMeter } from './password-strength-meter.tsx'

type Pair = 'password' | 'confirmPassword'

/** What these fields use of a `useCredentialsForm` form with `password` and `confirmPassword`. */
type PasswordPairForm = {
  values: Readonly<Record<Pair, string>>
  set: (field: Pair) => (event: React.ChangeEvent<HTMLInputElement>) => void
  fieldError: (field: Pair) => string | undefined
}

/** Choosing a password: the new one with its strength meter, then "Confirm Password" with the live match. */
export function NewPasswordFields({ label, name, form }: { label: string; name: string; form: PasswordPairForm }) {
  const { values, set, fieldError } = form
  return (
    <>
      <PasswordField
        label={label}
        name={name}
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={fieldError('password')}
        after={<PasswordStrengthMeter password={values.password} />}
      />
      <ConfirmPasswordField password={values.password} value={values.confirmPassword} onChange={set('confirmPassword')} error={fieldError('confirmPassword')} />
    </>
  )
}
