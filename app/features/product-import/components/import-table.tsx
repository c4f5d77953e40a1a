import { Check, Trash2, Undo2, X } from 'lucide-react'
import { Fragment, useId, useState, type ReactNode } from 'react'
import { categoryDrawingDataUrl } from '#core/catalog/garment-drawing.ts'
import { isMessageKey, translate as t } from '#core/i18n/translate.ts'
import type { CellChange } from '#core/import/cell-changes.ts'
import type { ExistingProduct, ImportRowInput, ImportRowStatus } from '#core/import/import-row.ts'
import type { ImportRowDetails, OptionalColumn } from '#core/import/optional-columns.ts'
import { CATEGORIES, CATEGORY_LABELS, type CategoryId } from '#core/reference/categories.ts'
import { SEASON_LABELS, SEASONS, type SeasonId } from '#core/reference/seasons.ts'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { DetailsToggle, filledDetails, ImportRowDetailsPanel } from './import-row-details.tsx'

/** A change the import made to one cell of a row, as the table keeps it. */
export type RowChange = Omit<CellChange, 'row'>

export interface TableRow {
  key: number
  input: ImportRowInput
  status: ImportRowStatus
  errors: string[]
  /** The server's message for each optional cell at fault, shown under that cell. */
  cellErrors: Partial<Record<OptionalColumn, string>>
  /** Cells the file's reading changed, until the administrator edits or undoes them. */
  changes: RowChange[]
  /** Cells put back to the file's text by Undo: the row cannot be imported until one is chosen. */
  undone: Partial<Record<keyof ImportRowInput, string>>
  /**
   * Set when the row's link is already in the catalogue and nothing else is wrong with it:
   * the product and the fields the row would change. The row then updates it, if `update`.
   */
  existing?: ExistingProduct | undefined
  update?: boolean
}

const CELL = 'h-10 w-full min-w-0 rounded-lg bg-white px-3 text-sm ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none'
const TH = 'px-2 py-2 font-semibold first:pl-3'
const TD = 'px-2 py-2 first:pl-3'
// Actions stay in sight: pinned to the table's right edge when it is wider than its box.
const STICKY = 'sticky right-0 bg-inherit shadow-[-8px_0_8px_-8px_rgba(31,27,36,0.15)]'

/** The column's name inside a sentence ("season"); a column without a message keeps its key. */
function columnWord(column: keyof ImportRowInput): string {
  const key = `import.change.column.${column}`
  return isMessageKey(key) ? t(key) : column
}

/** What the administrator must fix before a row with undone cells can go in. */
export function undoneErrors(undone: TableRow['undone']): string[] {
  return Object.entries(undone).map(([column, original]) =>
    t('import.change.choose', { column: columnWord(column as keyof ImportRowInput), original: original ?? '' }),
  )
}

function shownValue(row: TableRow, column: keyof ImportRowInput): string {
  const value = row.input[column]
  if (column === 'category') return CATEGORY_LABELS[value as CategoryId] ?? String(value)
  if (column === 'season') return SEASON_LABELS[value as SeasonId] ?? String(value)
  return String(value)
}

/** Under a cell: what the import did to it ("“All Season” is not a season we know: set to Spring") and Undo. */
function ChangeNote({ row, number, column, id, onUndo }: { row: TableRow; number: number; column: keyof ImportRowInput; id: string; onUndo: () => void }) {
  const change = row.changes.find((c) => c.column === column)
  if (!change) return null
  const value = shownValue(row, column)
  const text =
    change.reason === 'interpreted'
      ? t('import.change.interpreted', { original: change.original, value })
      : change.original === ''
        ? t('import.change.empty', { value })
        : t('import.change.defaulted', { original: change.original, column: columnWord(column), value })
  return (
    <p id={id} className="mt-1 flex flex-wrap items-baseline gap-x-2 text-xs text-amber-900" data-change={column}>
      <span>{text}</span>
      <button
        type="button"
        onClick={onUndo}
        aria-label={t('import.change.undoLabel', { original: change.original, row: number })}
        className="inline-flex items-center gap-1 font-semibold text-terracotta-dark underline-offset-2 hover:underline"
      >
        <Undo2 aria-hidden="true" className="h-3.5 w-3.5" />
        {t('import.change.undo')}
      </button>
    </p>
  )
}

function ChoiceCell<T extends string>({
  row,
  number,
  column,
  options,
  label,
  disabled,
  onChoose,
  onUndo,
}: {
  row: TableRow
  number: number
  column: 'category' | 'season'
  options: ReadonlyArray<[T, string]>
  label: string
  disabled: boolean
  onChoose: (value: T) => void
  onUndo: () => void
}) {
  const noteId = useId()
  const undone = row.undone[column]
  const hasNote = row.changes.some((c) => c.column === column)
  return (
    <td className={TD}>
      <select
        className={`${CELL} ${undone !== undefined ? 'ring-2 ring-terracotta' : hasNote ? 'ring-amber-400' : ''}`}
        value={undone !== undefined ? '' : (row.input[column] as string)}
        aria-label={label}
        aria-invalid={undone !== undefined ? true : undefined}
        aria-describedby={hasNote ? noteId : undefined}
        disabled={disabled}
        onChange={(e) => e.target.value !== '' && onChoose(e.target.value as T)}
      >
        {undone !== undefined ? (
          <option value="" disabled>
            {t('import.change.fromFile', { original: undone })}
          </option>
        ) : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <ChangeNote row={row} number={number} column={column} id={noteId} onUndo={onUndo} />
    </td>
  )
}

function TextCell({ children }: { children: ReactNode }) {
  return <td className={TD}>{children}</td>
}

/** The drawing of a row's category: what its thumbnail shows with no image, or one that fails. */
function categoryDrawing(category: CategoryId): string {
  return categoryDrawingDataUrl(category, CATEGORY_LABELS[category])
}

/**
 * The row's image as a thumbnail, so a wrong picture shows before import. It is fetched once
 * the server has found the row valid (its image checked), never while a link is being typed;
 * until then, and for an image that does not load, the drawing of the row's category shows.
 * Keyed by the URL by its parent, so a new URL tries again.
 */
function RowThumb({ url, category, checked }: { url: string; category: CategoryId; checked: boolean }) {
  const [failed, setFailed] = useState(false)
  const src = !checked || url.trim() === '' || failed ? categoryDrawing(category) : url
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      width={48}
      height={60}
      data-thumb={src === url ? 'image' : 'drawing'}
      onError={() => setFailed(true)}
      className="mt-0.5 h-[3.75rem] w-12 shrink-0 rounded-lg bg-cream object-cover ring-1 ring-line"
    />
  )
}

const CATEGORY_OPTIONS = CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]] as [CategoryId, string])
const SEASON_OPTIONS = SEASONS.map((s) => [s, SEASON_LABELS[s]] as [SeasonId, string])

export function ImportTableRow({
  row,
  number,
  disabled,
  detailsOpen,
  onToggleDetails,
  onEdit,
  onUndo,
  onRemove,
  onChooseUpdate,
}: {
  row: TableRow
  number: number
  disabled: boolean
  /** Whether the optional cells (brand, price...) are open below the row. */
  detailsOpen: boolean
  onToggleDetails: () => void
  onEdit: (change: Partial<ImportRowInput>) => void
  onUndo: (column: keyof ImportRowInput) => void
  onRemove: () => void
  /** Update the catalogue's product with this row (true) or skip the row (false). */
  onChooseUpdate: (update: boolean) => void
}) {
  const errorId = useId()
  const detailsId = useId()
  const details: ImportRowDetails = row.input
  const errors = [...undoneErrors(row.undone), ...row.errors]
  const describedBy = errors.length ? errorId : undefined
  const text = (field: 'affiliateUrl' | 'imageUrl', key: 'affiliate' | 'image', placeholder?: string) => (
    <input
      type="url"
      className={CELL}
      value={row.input[field]}
      placeholder={placeholder}
      aria-label={t(`import.panel.field.${key}`, { row: number })}
      aria-describedby={describedBy}
      required
      disabled={disabled}
      onChange={(e) => onEdit({ [field]: e.target.value })}
    />
  )
  return (
    <Fragment>
      <tr className="border-t border-line bg-white align-top" data-status={row.status}>
        <TextCell>
          <div className="flex items-start gap-2">
            <RowThumb key={row.input.imageUrl} url={row.input.imageUrl} category={row.input.category} checked={row.status === 'valid'} />
            {/* A name wraps to show in full; a line break typed or pasted becomes a space. */}
            <textarea
              data-field="name"
              rows={1}
              className={`${CELL} field-sizing-content h-auto min-h-10 resize-none py-2 leading-snug break-words`}
              value={row.input.productName}
              aria-label={t('import.panel.field.name', { row: number })}
              aria-describedby={describedBy}
              required
              disabled={disabled}
              onChange={(e) => onEdit({ productName: e.target.value.replace(/[\r\n]+/g, ' ') })}
            />
          </div>
        </TextCell>
        <TextCell>{text('affiliateUrl', 'affiliate', t('import.panel.affiliatePlaceholder'))}</TextCell>
        <TextCell>{text('imageUrl', 'image', t('import.panel.imagePlaceholder'))}</TextCell>
        <ChoiceCell
          row={row}
          number={number}
          column="category"
          options={CATEGORY_OPTIONS}
          label={t('import.panel.field.category', { row: number })}
          disabled={disabled}
          onChoose={(category) => onEdit({ category })}
          onUndo={() => onUndo('category')}
        />
        <ChoiceCell
          row={row}
          number={number}
          column="season"
          options={SEASON_OPTIONS}
          label={t('import.panel.field.season', { row: number })}
          disabled={disabled}
          onChoose={(season) => onEdit({ season })}
          onUndo={() => onUndo('season')}
        />
        <td className={TD}>
          <RowStatus status={errors.length > 0 && row.status === 'pending' ? 'invalid' : row.status} />
          {errors.length ? (
            <ul id={errorId} className="mt-1 space-y-0.5 text-xs break-words text-terracotta-dark">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : null}
          {row.existing ? <ExistingPreview existing={row.existing} number={number} update={row.update ?? false} disabled={disabled} onChoose={onChooseUpdate} /> : null}
        </td>
        <td className={`${TD} ${STICKY}`}>
          <div className="flex flex-wrap items-center gap-1">
            <DetailsToggle
              row={number}
              open={detailsOpen}
              filled={filledDetails(details)}
              invalid={Object.keys(row.cellErrors).length > 0}
              controls={detailsId}
              onToggle={onToggleDetails}
            />
            <button
              type="button"
              onClick={onRemove}
              disabled={disabled}
              aria-label={t('import.panel.remove', { row: number })}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-soft hover:bg-blush/60 hover:text-ink disabled:opacity-50"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        </td>
      </tr>
      {detailsOpen ? (
        <tr data-details-for={number} className="bg-white">
          <td colSpan={COLUMNS.length} className="px-3 pb-3">
            <ImportRowDetailsPanel id={detailsId} row={number} details={details} errors={row.cellErrors} disabled={disabled} onEdit={onEdit} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  )
}

/**
 * The column heads with their widths; a new required column adds its entry here and its
 * cell in ImportTableRow, an optional one goes into the row's details (import-row-details.tsx).
 */
const COLUMNS = [
  { id: 'name', width: 'w-[24%]' },
  { id: 'affiliate', width: 'w-[13%]' },
  { id: 'image', width: 'w-[13%]' },
  { id: 'category', width: 'w-[11rem]' },
  { id: 'season', width: 'w-[10rem]' },
  { id: 'status', width: 'w-[11rem]' },
  { id: 'actions', width: 'w-[8.5rem]' },
] as const

/**
 * The rows to import, laid out in fixed columns that share the width they are given (so
 * the table fits a 1440 px screen beside the back office's margins) and scroll sideways
 * only below its minimum, with Actions pinned in sight.
 */
export function ImportTable({ tableRef, children }: { tableRef: React.Ref<HTMLTableElement>; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl ring-1 ring-line">
      <table ref={tableRef} className="w-full min-w-[56rem] table-fixed border-collapse bg-white text-left text-sm" aria-label={t('import.panel.tableLabel')}>
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c.id} className={c.width} />
          ))}
        </colgroup>
        <thead className="text-xs tracking-wide text-ink-soft uppercase">
          {/* The row carries the colour, so the pinned Actions head (bg-inherit) is opaque too. */}
          <tr className="bg-cream">
            {COLUMNS.map((c) => (
              <th key={c.id} scope="col" className={`${TH} ${c.id === 'actions' ? STICKY : ''}`}>
                {t(`import.panel.column.${c.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

function RowStatus({ status }: { status: ImportRowStatus }) {
  switch (status) {
    case 'pending':
      return <span className="inline-flex h-10 items-center text-ink-soft">{t('import.panel.status.pending')}</span>
    case 'validating':
      return (
        <span className="inline-flex h-10 items-center gap-2 text-ink-soft">
          <InlineSpinner className="h-4 w-4" />
          {t('import.panel.status.validating')}
        </span>
      )
    case 'valid':
      return (
        <span className="inline-flex h-10 items-center gap-1.5 font-medium text-sage-deep">
          <Check aria-hidden="true" className="h-4 w-4" />
          {t('import.panel.status.valid')}
        </span>
      )
    case 'invalid':
      return (
        <span className="inline-flex h-10 items-center gap-1.5 font-medium text-terracotta-dark">
          <X aria-hidden="true" className="h-4 w-4" />
          {t('import.panel.status.invalid')}
        </span>
      )
  }
}

/** A row whose link is in the catalogue: the fields it would change, and update or skip (skip unless chosen). */
function ExistingPreview({ existing, number, update, disabled, onChoose }: { existing: ExistingProduct; number: number; update: boolean; disabled: boolean; onChoose: (update: boolean) => void }) {
  const shown = (text: string) => (text === '' ? t('admin.products.edit.emptyValue') : text)
  return (
    <div className="mt-2 space-y-1 text-xs break-words">
      <p className="font-medium">{t('import.panel.existing.changes', { name: existing.name })}</p>
      {/* Lines, not a list: the row's list is its errors. */}
      {existing.changes.map((c) => (
        <p key={c.field}>
          {t(`admin.products.field.${c.field}`)}: {shown(c.from)} → {shown(c.to)}
        </p>
      ))}
      <label className="flex items-center gap-2 pt-1">
        <input type="checkbox" className="h-4 w-4 accent-terracotta" checked={update} disabled={disabled} onChange={(e) => onChoose(e.target.checked)} />
        {t('import.panel.existing.update', { row: number })}
      </label>
    </div>
  )
}
