import { type LucideIcon, Plus } from 'lucide-react'
import { type ReactNode, useCallback, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { SupplierStatus } from '#core/import/supplier-search.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import type { ApiResult } from '../../../utils/api-client.ts'

/**
 * A supplier dialog's requests: `load(filters, at)` asks for one page (`at` is a page number
 * or an offset) and keeps the filters it asked with, so `goTo(at)` pages through the same
 * results. A failed request keeps the last view and says why. `fetchPage` is a module-level
 * function, so `load` stays the same between renders (an effect may call it).
 */
export function useSupplierPages<Filters, At, View>(fetchPage: (filters: Filters, at: At) => Promise<ApiResult<View>>) {
  const [applied, setApplied] = useState<Filters | null>(null)
  const [view, setView] = useState<View | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(
    async (filters: Filters, at: At) => {
      setLoading(true)
      setError(null)
      const result = await fetchPage(filters, at)
      setLoading(false)
      if (!result.ok) return setError(t('import.supplier.requestFailed', { message: result.issues?.[0]?.message ?? result.message }))
      setApplied(filters)
      setView(result.data)
    },
    [fetchPage],
  )

  function goTo(at: At) {
    if (applied !== null) void load(applied, at)
  }

  return { view, setView, applied, loading, error, load, goTo }
}

/** The frame of a supplier dialog: its filters and results (`children`), then the footer that adds the ticked items. */
export function SupplierDialog({
  open,
  onOpenChange,
  title,
  description,
  pickedCount,
  onAdd,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  pickedCount: number
  onAdd: () => void
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} closeLabel={t('import.supplier.close')} size="lg">
      {children}
      <PickFooter count={pickedCount} onCancel={() => onOpenChange(false)} onAdd={onAdd} />
    </Dialog>
  )
}

/** The dialog's footer: how many are ticked, Cancel, and "Add N to import". */
function PickFooter({ count, onCancel, onAdd }: { count: number; onCancel: () => void; onAdd: () => void }) {
  return (
    <div className="mt-5 flex flex-wrap items-center justify-end gap-2">
      <span className="mr-auto text-sm text-ink-soft">{t('import.supplier.selected', { count })}</span>
      <Button variant="secondary" onClick={onCancel}>
        {t('import.panel.cancel')}
      </Button>
      <Button disabled={count === 0} onClick={onAdd}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {count > 0 ? t('import.supplier.addCount', { count }) : t('import.supplier.addToImport')}
      </Button>
    </div>
  )
}

/** The filter form: its `FilterField`s, then the submit button, which spins while a request runs. */
export function SupplierFilterForm({
  onSubmit,
  loading,
  icon: Icon,
  label,
  children,
}: {
  onSubmit: () => void
  loading: boolean
  icon: LucideIcon
  label: string
  children: ReactNode
}) {
  return (
    <form
      role="search"
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      {children}
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={loading}>
          {loading ? <InlineSpinner className="h-4 w-4" /> : <Icon aria-hidden="true" className="h-4 w-4" />}
          {label}
        </Button>
      </div>
    </form>
  )
}

/** Where the answer shows, read out as it changes: why a request failed, the supplier's status, then the results. */
export function SupplierResults({ error, status, children }: { error: string | null; status: SupplierStatus | null; children: ReactNode }) {
  return (
    <div className="mt-5 space-y-3" aria-live="polite">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <SupplierStatusNotice status={status} />
      {children}
    </div>
  )
}

/** Why a supplier list is empty when the service is off or did not answer; nothing when it answered. */
function SupplierStatusNotice({ status }: { status: SupplierStatus | null }) {
  if (!status || status.state === 'ok' || !status.message) return null
  return <Notice tone={status.state === 'not-configured' ? 'warning' : 'error'}>{status.message}</Notice>
}

/** Previous and Next, both off while a request runs; `children` (the page number) stand between them. */
export function SupplierPager({
  loading,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  children,
}: {
  loading: boolean
  hasPrevious: boolean
  hasNext: boolean
  onPrevious: () => void
  onNext: () => void
  children?: ReactNode
}) {
  return (
    <nav aria-label={t('import.supplier.pages')} className="flex items-center gap-2 text-sm">
      <Button size="sm" variant="secondary" disabled={loading || !hasPrevious} onClick={onPrevious}>
        {t('import.supplier.previous')}
      </Button>
      {children}
      <Button size="sm" variant="secondary" disabled={loading || !hasNext} onClick={onNext}>
        {t('import.supplier.next')}
      </Button>
    </nav>
  )
}
