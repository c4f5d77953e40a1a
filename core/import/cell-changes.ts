import { CATEGORY_LABELS, type CategoryId, DEFAULT_CATEGORY, normaliseCategory } from '../reference/categories.ts'
import { DEFAULT_SEASON, parseSeason, type SeasonId } from '../reference/seasons.ts'
import type { ImportRowInput } from './import-row.ts'

/**
 * A cell the import did not take as the file wrote it: read as something else
 * ('interpreted': "Blazer" became Outerwear) or replaced by the default ('defaulted':
 * "All Season" became Spring, an empty cell Dresses). The table shows each one on its row
 * and can undo it; `column` names any column of the row, so new columns report theirs too.
 */
export interface CellChange {
  /** The row's index in the file's product lines (0 = the first line under the header). */
  row: number
  column: keyof ImportRowInput
  /** The file's text, trimmed. */
  original: string
  reason: 'interpreted' | 'defaulted'
}

type Reading<T> = { value: T; change: Pick<CellChange, 'original' | 'reason'> | null }

function plainNames(id: CategoryId): string[] {
  const label = CATEGORY_LABELS[id].toLowerCase()
  // The category's own name, its id, and the name in the singular ("Dress", "Shoe", "Top").
  return [id, label, label.replace(/es$/, ''), label.replace(/s$/, '')]
}

/** The category cell: its category, and the change when the text is not simply that category's name. */
export function readCategoryCell(text: string): Reading<CategoryId> {
  const original = text.trim()
  const found = normaliseCategory(original)
  if (!found) return { value: DEFAULT_CATEGORY, change: { original, reason: 'defaulted' } }
  if (plainNames(found).includes(original.toLowerCase())) return { value: found, change: null }
  return { value: found, change: { original, reason: 'interpreted' } }
}

/** The season cell: its season, and the change when it is not a season's name (then Spring, the default). */
export function readSeasonCell(text: string): Reading<SeasonId> {
  const original = text.trim()
  const found = parseSeason(original)
  return found ? { value: found, change: null } : { value: DEFAULT_SEASON, change: { original, reason: 'defaulted' } }
}
