import { useState } from 'react'
import type { z } from 'zod'
import { type FieldErrors, validateForm } from '#core/accounts/credentials.ts'
import { translate as t } from '#core/i18n/translate.ts'

/**
 * An account form's fields: their values, a change handler per field, and the schema's
 * messages per field once `validate()` has run (at submit, never while typing).
 */
export function useCredentialsForm<S extends z.ZodType<Record<string, string>>>(schema: S, initial: z.input<S>) {
  type Values = z.input<S>
  const [values, setValues] = useState<Values>(initial)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Values>>({})
  return {
    values,
    /** Back to the given values (e.g. emptied after a save). */
    reset: (next: Values = initial) => setValues(next),
    set: (field: keyof Values & string) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...(v as Record<string, string>), [field]: e.target.value }) as Values),
    fieldErrors,
    fieldError: (field: keyof Values & string) => {
      const key = fieldErrors[field]
      return key ? t(key) : undefined
    },
    /** Shows the schema's messages; true when the values are valid. */
    validate(): boolean {
      const errors = validateForm(schema, values)
      setFieldErrors(errors ?? {})
      return !errors
    },
  }
}
