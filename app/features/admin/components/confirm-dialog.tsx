import type { ReactNode } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'

/** Asks before a change that is hard to undo; the confirm button names the action. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  danger,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  message: ReactNode
  confirmLabel: string
  busy: boolean
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()} title={title} description={message}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('admin.products.bulk.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} className={danger ? 'bg-terracotta-dark' : ''}>
          {busy ? <InlineSpinner className="h-4 w-4" /> : null}
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
