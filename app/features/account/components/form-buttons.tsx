import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'

/** Cancel and submit under an account form; the submit button says what is happening while busy. */
export function FormButtons({ busy, busyLabel, submitLabel, disabled, onCancel }: { busy: boolean; busyLabel: string; submitLabel: string; disabled: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row">
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={disabled || busy}>
        {busy ? <InlineSpinner /> : null}
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  )
}
