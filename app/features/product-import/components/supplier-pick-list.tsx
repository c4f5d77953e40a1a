import { ImageOff } from 'lucide-react'
import { type ChangeEvent, type ReactNode, useId, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'

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

export const FILTER_INPUT = 'h-10 w-full rounded-lg bg-white px-3 text-sm ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none'

/** One labelled filter input of a supplier dialog; `wide` spans both columns. */
export function FilterField({
  label,
  value,
  onChange,
  kind = 'text',
  wide = false,
  required = false,
  maxLength = 100,
}: {
  label: string
  value: string
  onChange: (e: ChangeEvent<HTMLInputElement>) => void
  kind?: 'text' | 'search' | 'price'
  wide?: boolean
  required?: boolean
  maxLength?: number
}) {
  const id = useId()
  // step="any": any cent amount is valid (a fixed step makes the browser refuse some prices).
  const price = kind === 'price' ? ({ type: 'number', min: 0, step: 'any', inputMode: 'decimal' } as const) : { type: kind, maxLength }
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input id={id} required={required} className={FILTER_INPUT} value={value} onChange={onChange} {...price} />
    </div>
  )
}

/** The ticked items of a supplier dialog, by id; ticks survive paging and filtering. */
export function usePicked<T>() {
  const [picked, setPicked] = useState<ReadonlyMap<string, T>>(new Map())
  const toggle = (id: string, item: T | undefined, checked: boolean) =>
    setPicked((current) => {
      const next = new Map(current)
      if (checked && item !== undefined) next.set(id, item)
      else next.delete(id)
      return next
    })
  return { picked, toggle, clear: () => setPicked(new Map()) }
}
