import type { ReactNode } from 'react'
import { translate as t } from '#core/i18n/translate.ts'

export interface FieldProps {
  id: string
  label: string
  required?: boolean
  error?: string | undefined
  hint?: string
  children: (props: { 'aria-invalid': boolean; 'aria-describedby': string | undefined; className: string }) => ReactNode
}

export const inputClass =
  'w-full rounded-2xl bg-white px-4 py-3 text-base ring-1 ring-line placeholder:text-ink-soft/70 focus:ring-2 focus:ring-terracotta focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-terracotta-dark'

/** A label, the control (render prop, so inputs, selects and textareas share it), a hint and the error. */
export function Field({ id, label, required = false, error, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="text-terracotta">
              {' '}
              *
            </span>
            <span className="sr-only"> ({t('contact.field.required')})</span>
          </>
        ) : null}
      </label>
      <div className="mt-2">{children({ 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, className: inputClass })}</div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-terracotta-dark">
          {error}
        </p>
      ) : null}
    </div>
  )
}
