import type { Product, ProductImage } from '../catalog/product.ts'
import { primaryImage } from '../catalog/product.ts'
import type { SingleProductInput } from '../import/import-request.ts'
import { importRowSchema } from '../import/import-request.ts'
import type { ImportColumn, ImportRowError, ImportRowInput } from '../import/import-row.ts'
import { toImportedProduct } from '../import/imported-product.ts'
import { CATEGORIES, type CategoryId } from '../reference/categories.ts'
import { SEASONS, type SeasonId } from '../reference/seasons.ts'

/**
 * Editing a product (issue 28): the form is an import row, and the server checks it with the
 * import row's rules (validateImportRows), so there is one set of rules for both. What the
 * form sends is the import's own schema.
 */
export const productEditBodySchema = importRowSchema
export type ProductEditInput = SingleProductInput

/** The fields an administrator can edit, in the form's order: every column of an import row. */
export const EDITABLE_FIELDS = [
  'productName',
  'brand',
  'price',
  'currency',
  'colour',
  'description',
  'material',
  'imageUrl',
  'affiliateUrl',
  'category',
  'season',
  'styleTags',
] as const satisfies readonly ImportColumn[]
export type EditableField = (typeof EDITABLE_FIELDS)[number]

/** One line of a product's change log. */
export interface ProductChange {
  id: string
  field: EditableField
  /** The field as the edit form shows it; empty text for an empty field. */
  from: string
  to: string
  /** The administrator's e-mail. */
  by: string
  at: string
}

/** GET /api/admin/products/:id/edit and the answer of a save: the form's values and the log, newest first. */
export interface ProductEditView {
  product: Product
  values: Required<ImportRowInput>
  changes: ProductChange[]
}

/** The log keeps every change; the dialog shows this many, newest first. */
export const CHANGES_SHOWN = 100

const isCategory = (c: string): c is CategoryId => (CATEGORIES as readonly string[]).includes(c)
const isSeason = (s: string): s is SeasonId => (SEASONS as readonly string[]).includes(s)

/** The parts of a product the edit form covers. */
export type EditableProduct = Pick<
  Product,
  'name' | 'brand' | 'category' | 'affiliateUrl' | 'images' | 'description' | 'material' | 'tags' | 'colors' | 'price' | 'currency' | 'seasons' | 'styles'
>

/**
 * A product as the edit form shows it, each field as an import cell would hold it: colours
 * and style tags joined with commas (its styles first), no price as an empty cell, the
 * first stated season (a product with several keeps the others while Season is unchanged).
 */
export function editValuesOf(p: EditableProduct): Required<ImportRowInput> {
  return {
    productName: p.name,
    affiliateUrl: p.affiliateUrl,
    imageUrl: primaryImage(p)?.url ?? '',
    category: isCategory(p.category) ? p.category : 'dresses',
    season: p.seasons.find(isSeason) ?? 'spring',
    brand: p.brand ?? '',
    price: p.price === null ? '' : String(p.price),
    currency: p.currency,
    colour: p.colors.filter((c) => c.trim().toLowerCase() !== 'default').join(', '),
    description: p.description ?? '',
    material: p.material ?? '',
    styleTags: [...p.styles, ...p.tags].join(', '),
  }
}

/** What the log shows for a field: the form's text, except Season, which shows every stated season. */
function logText(p: EditableProduct, field: EditableField): string {
  return field === 'season' ? p.seasons.join(', ') : editValuesOf(p)[field]
}

export interface ProductEdit {
  /** The product with the edit applied (the import's reading of every cell). */
  next: EditableProduct
  /** The fields whose value changed, before and after as the log keeps them; empty when nothing did. */
  changes: Array<{ field: EditableField; from: string; to: string }>
}

/**
 * Applies a valid edit to a product: each cell is read as the import reads it
 * (toImportedProduct), so "49.9" and "$49.90" are the same price and change nothing. The
 * primary image keeps its place among the others; Season replaces the stated seasons only
 * when it changed.
 */
export function applyEdit(before: EditableProduct, input: ImportRowInput): ProductEdit {
  const read = toImportedProduct(input, { id: 'edit' })
  const old = editValuesOf(before)
  const primary = primaryImage(before)
  const newPrimary: ProductImage = { url: read.images[0]!.url, color: read.images[0]!.color, isPrimary: true }
  const images = primary ? before.images.map((i) => (i === primary ? { ...newPrimary, isPrimary: i.isPrimary } : i)) : [newPrimary]
  const next: EditableProduct = {
    name: read.name,
    brand: read.brand === '' ? (before.brand === null ? null : '') : read.brand,
    category: read.category,
    affiliateUrl: read.affiliateUrl,
    images,
    description: read.description,
    material: read.material,
    tags: read.tags,
    colors: read.colors,
    price: read.price,
    currency: read.currency,
    seasons: input.season === old.season ? before.seasons : read.seasons,
    styles: read.styles,
  }
  const changes = EDITABLE_FIELDS.flatMap((field) => {
    const from = logText(before, field)
    const to = logText(next, field)
    return from === to ? [] : [{ field, from, to }]
  })
  return { next, changes }
}

/** The fields whose text the form changed (before the import reads them): the ones the rules answer for. */
export function touchedFields(before: EditableProduct, input: ImportRowInput): Set<EditableField> {
  const old = editValuesOf(before)
  return new Set(EDITABLE_FIELDS.filter((f) => (input[f] ?? '').trim() !== old[f].trim()))
}

/**
 * The import rules' errors an edit answers for: those of the fields it changed. A field left
 * as it was is not refused again (a starter piece's link points at its sample page, which no
 * import would take), so fixing a price never depends on the rest of the row.
 */
export function editErrors(errors: readonly ImportRowError[], changed: ReadonlySet<EditableField>): ImportRowError[] {
  return errors.filter((e) => changed.has(e.column as EditableField))
}
