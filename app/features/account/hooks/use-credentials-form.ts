import { useState } from 'react'
import type { z } from 'zod'
import { type FieldErrors, validateForm } from '#core/accounts/credentials.ts'
import { type MessageKey, translate as t } from '#core/i18n/translate.ts'

/**
 * An account form's fields: their values, a change handler per field, and the schema's
 * messages per field once `validate()` has run (at submit, never while typing). `validate`
 * also takes messages of checks outside the schema (a guessable password), shown where the
 * schema has none for that field.
 */
export function useCredentialsForm<S extends z.ZodType<Record<string, string>>>(schema: S, initial: z.input<S>) {
  type Values = z.input<S>
  const [values, setValues] = useState<Values>(initial)
  type Field = keyof Values & string
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({})
  return {
    values,
    /** Back to the given values (e.g. emptied after a save). */
    reset: (next: Values = initial) => setValues(next),
    set: (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...(v as Record<string, string>), [field]: e.target.value }) as Values),
    fieldError: (field: Field): string | undefined => fieldErrors[field],
    /** Shows the schema's messages, then `more` for fields the schema passed; true when there are none. */
    validate(more: Partial<Record<Field, string | undefined>> = {}): boolean {
      const keys: FieldErrors<Values> = validateForm(schema, values) ?? {}
      const errors: Partial<Record<Field, string>> = {}
      for (const [field, message] of Object.entries(more) as [Field, string | undefined][]) if (message) errors[field] = message
      for (const [field, key] of Object.entries(keys) as [Field, MessageKey][]) errors[field] = t(key)
      setFieldErrors(errors)
      return Object.keys(errors).length === 0
    },
  }
}
