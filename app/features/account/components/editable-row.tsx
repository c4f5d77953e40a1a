import { Pencil } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Button } from '../../../components/ui/button.tsx'

/**
 * One account detail: its label and current value, and a "Change" button that opens the
 * form in place (the form gets focus, Cancel closes it). Rows stack on a phone.
 */
export function EditableRow({
  label,
  value,
  changeLabel,
  open,
  onOpenChange,
  children,
  extra,
}: {
  label: string
  value: ReactNode
  /** The button's accessible name, e.g. "Change name". */
  changeLabel: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The form, shown while open. */
  children: ReactNode
  /** A line under the value (a pending change, a hint). */
  extra?: ReactNode
}) {
  const regionId = useId()
  return (
    <div className="border-t border-line py-5 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-ink-soft">{label}</p>
          <div className="mt-1 font-medium break-words">{value}</div>
          {extra}
        </div>
        {open ? null : (
          <Button variant="secondary" size="sm" onClick={() => onOpenChange(true)} aria-expanded={false} aria-controls={regionId}>
            <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
            {changeLabel}
          </Button>
        )}
      </div>
      <div id={regionId}>{open ? <div className="mt-4">{children}</div> : null}</div>
    </div>
  )
}
