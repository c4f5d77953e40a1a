import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { OPTIONAL_COLUMNS, type ImportRowDetails, type OptionalColumn } from '#core/import/optional-columns.ts'

const INPUT =
  'h-10 w-full rounded-lg bg-white px-3 text-sm ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none aria-[invalid=true]:ring-terracotta disabled:opacity-60'

/** How many optional cells of a row hold something. */
export function filledDetails(details: ImportRowDetails): number {
  return OPTIONAL_COLUMNS.filter((c) => (details[c] ?? '').trim() !== '').length
}

/**
 * The row's "Details" button: it opens the optional cells below the row, so the table keeps
 * its five required columns and its width. It says how many optional cells are filled.
 */
export function DetailsToggle({ row, open, filled, invalid, controls, onToggle }: { row: number; open: boolean; filled: number; invalid: boolean; controls: string; onToggle: () => void }) {
  const label = filled > 0 ? t('import.details.toggleCount', { count: filled }) : t('import.details.toggle')
  return (
    <button
      type="button"
      onClick={onToggle}
      // The visible words first, then the row: the name holds what a speech user reads (WCAG 2.5.3).
      aria-label={t('import.details.toggleRow', { label, row })}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      className={`inline-flex h-8 items-center gap-0.5 rounded-full px-2.5 text-xs font-medium whitespace-nowrap ring-1 hover:bg-blush/60 ${invalid ? 'text-terracotta-dark ring-terracotta' : 'text-ink-soft ring-line'}`}
    >
      {label}
      <ChevronDown aria-hidden="true" className={`h-3.5 w-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />
    </button>
  )
}

const FIELDS: ReadonlyArray<{ column: OptionalColumn; wide?: boolean; placeholder?: string; maxLength: number }> = [
  { column: 'brand', maxLength: 200 },
  { column: 'price', placeholder: '49.99', maxLength: 40 },
  { column: 'currency', placeholder: 'USD', maxLength: 20 },
  { column: 'colour', placeholder: 'Navy, White', maxLength: 400 },
  { column: 'material', placeholder: 'Linen, viscose', maxLength: 400 },
  { column: 'styleTags', wide: true, placeholder: 'Romantic; vacation', maxLength: 1000 },
  { column: 'description', wide: true, maxLength: 4000 },
]

/**
 * The optional cells of one import row, as a compact grid: brand, price, currency, colour,
 * material, style tags and description. Each cell's server error sits under it.
 */
export function ImportRowDetailsPanel({
  id,
  row,
  details,
  errors,
  disabled,
  onEdit,
}: {
  id: string
  row: number
  details: ImportRowDetails
  errors: Partial<Record<OptionalColumn, string>>
  disabled: boolean
  onEdit: (change: ImportRowDetails) => void
}) {
  const base = useId()
  return (
    <div id={id} role="group" aria-label={t('import.details.groupLabel', { row })} className="rounded-xl bg-cream/60 p-3 ring-1 ring-line">
      <p className="mb-2 text-xs text-ink-soft">{t('import.details.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {FIELDS.map(({ column, wide, placeholder, maxLength }) => {
          const fieldId = `${base}-${column}`
          const error = errors[column]
          const common = {
            id: fieldId,
            value: details[column] ?? '',
            placeholder,
            maxLength,
            disabled,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${fieldId}-error` : undefined,
          }
          return (
            <div key={column} className={wide ? 'sm:col-span-2 lg:col-span-5' : undefined}>
              <label htmlFor={fieldId} className="mb-1 block text-xs font-semibold text-ink-soft">
                {t(`import.details.field.${column}`)}
                <span className="sr-only">{t('import.details.fieldRow', { row })}</span>
              </label>
              {column === 'description' ? (
                <textarea {...common} rows={2} className={`${INPUT} h-auto py-2`} onChange={(e) => onEdit({ [column]: e.target.value })} />
              ) : (
                <input {...common} className={INPUT} inputMode={column === 'price' ? 'decimal' : undefined} onChange={(e) => onEdit({ [column]: e.target.value })} />
              )}
              {error ? (
                <p id={`${fieldId}-error`} className="mt-1 text-xs text-terracotta-dark">
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
    </div>
  )
}
