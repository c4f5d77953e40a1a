import type { AuthErrorText } from '#core/accounts/auth-errors.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Notice } from '../../../components/ui/notice.tsx'

/** A failed request's message, from the spec's catalogue or the server's validation text. */
export function FormError({ error, className = '' }: { error: AuthErrorText | null; className?: string }) {
  if (!error) return null
  return (
    <Notice tone="error" className={className}>
      {'text' in error ? error.text : t(error.key, error.params)}
    </Notice>
  )
}
