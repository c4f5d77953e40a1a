import type { ComponentProps } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { TextField } from '../../../components/ui/field.tsx'

/** An e-mail address input with the keyboard and autofill hints; labelled "Email" unless told otherwise. */
export function EmailField({
  label = t('auth.field.email'),
  name = 'email',
  ...props
}: Omit<ComponentProps<typeof TextField>, 'type' | 'label'> & { label?: string }) {
  return <TextField label={label} type="email" name={name} autoComplete="email" inputMode="email" {...props} />
}
