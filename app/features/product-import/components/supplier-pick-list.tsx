import { ImageOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { SupplierStatus } from '#core/import/supplier-search.ts'
import { Notice } from '../../../components/ui/notice.tsx'

/** Why a supplier list is empty when the service is off or did not answer; nothing when it answered. */
export function SupplierStatusNotice({ status }: { status: SupplierStatus | null }) {
  if (!status || status.state === 'ok' || !status.message) return null
  return <Notice tone={status.state === 'not-configured' ? 'warning' : 'error'}>{status.message}</Notice>
}

export interface PickItem {
  id: string
  title: string
  image: string | null
  /** Lines under the title: brand, price, rating… */
  details: ReactNode[]
}

/** A list of products to tick, each with its image, title and details; the checkbox is named after the product. */
export function SupplierPickList({
  label,
  items,
  selected,
  onToggle,
}: {
  label: string
  items: PickItem[]
  selected: ReadonlySet<string>
  onToggle: (id: string, checked: boolean) => void
}) {
  return (
    <ul aria-label={label} className="divide-y divide-line overflow-hidden rounded-2xl bg-white ring-1 ring-line">
      {items.map((item) => (
        <li key={item.id}>
          <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-cream/70">
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-terracotta"
              checked={selected.has(item.id)}
              aria-label={t('import.supplier.select', { name: item.title })}
              onChange={(e) => onToggle(item.id, e.target.checked)}
            />
            {item.image ? (
              <img src={item.image} alt="" loading="lazy" className="h-16 w-14 shrink-0 rounded-lg bg-cream object-cover" />
            ) : (
              <span className="flex h-16 w-14 shrink-0 items-center justify-center rounded-lg bg-cream text-ink-soft" title={t('import.supplier.noImage')}>
                <ImageOff aria-hidden="true" className="h-5 w-5" />
              </span>
            )}
            <span className="min-w-0 text-sm">
              <span className="block font-medium break-words">{item.title}</span>
              {item.details.map((line, i) => (
                <span key={i} className="block text-ink-soft">
                  {line}
                </span>
              ))}
            </span>
          </label>
        </li>
      ))}
    </ul>
  )
}
