import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, type ReactNode, useId, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'

const INPUT =
  'block h-12 w-full rounded-xl bg-white px-4 text-base text-ink ring-1 ring-line transition-shadow placeholder:text-ink-soft/60 focus:ring-2 focus:ring-terracotta focus:outline-none aria-[invalid=true]:ring-terracotta'

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string
  /** The field's error message; marks the input invalid and is read with it. */
  error?: string | undefined
  /** A hint under the field (read with it, shown until there is an error). */
  hint?: ReactNode
  /** Extra content under the field, e.g. a strength meter. */
  after?: ReactNode
}

/** A labelled input whose error and hint are tied to it with aria-describedby. */
export function TextField({ label, error, hint, after, className = '', ...props }: InputProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} after={after} className={className}>
      <input id={id} className={INPUT} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...props} />
    </FieldFrame>
  )
}

/** A field's label, its control (`children`), then its error or hint and what comes `after`. */
function FieldFrame({ id, label, error, hint, after, className, children }: Pick<InputProps, 'label' | 'error' | 'hint' | 'after' | 'className'> & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
      {after}
    </div>
  )
}

/** The id of what the input is read with: its error, or else its hint. */
function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined
}

/** Under a field: its error, or else its hint, with the ids the input's aria-describedby names. */
function FieldMessage({ id, error, hint }: { id: string; error?: ReactNode; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1.5 text-sm text-terracotta-dark">
        {error}
      </p>
    )
  }
  if (!hint) return null
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
      {hint}
    </p>
  )
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  showLabel = t('auth.field.showPassword'),
  hideLabel = t('auth.field.hidePassword'),
  ...props
}: Omit<InputProps, 'type'> & { showLabel?: string; hideLabel?: string }) {
  const [visible, setVisible] = useState(false)
  const id = useId()
  const { label, error, hint, after, className = '', ...input } = props
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} after={after} className={className}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${INPUT} pr-12`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-1 my-auto inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink-soft hover:text-ink"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
        >
          {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
        </button>
      </div>
    </FieldFrame>
  )
}
