import { useId } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { ImportColumn } from '#core/import/import-row.ts'
import { OPTIONAL_COLUMNS } from '#core/import/optional-columns.ts'
import { CATEGORIES, CATEGORY_LABELS, type CategoryId } from '#core/reference/categories.ts'
import { SEASON_LABELS, SEASONS, type SeasonId } from '#core/reference/seasons.ts'
import { TextField } from '../../../components/ui/field.tsx'

export type ProductFieldName = Exclude<ImportColumn, 'category' | 'season'>
export const PRODUCT_FIELDS: readonly ProductFieldName[] = ['productName', 'affiliateUrl', 'imageUrl', ...OPTIONAL_COLUMNS]

/** The product form's values: every import column as text (category and season chosen from lists). */
export interface ProductFormValues {
  productName: string
  affiliateUrl: string
  imageUrl: string
  category: CategoryId
  season: SeasonId
  brand: string
  price: string
  currency: string
  colour: string
  material: string
  styleTags: string
  description: string
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  productName: '',
  affiliateUrl: '',
  imageUrl: '',
  category: 'dresses',
  season: 'spring',
  brand: '',
  price: '',
  currency: '',
  colour: '',
  material: '',
  styleTags: '',
  description: '',
}

const SELECT = 'block h-12 w-full rounded-xl bg-white px-4 text-base text-ink ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none'

/**
 * The fields of one product, as Add Product and Edit show them: an import row's columns, with
 * each field's error from the server beside it. Lay it out in a two-column grid.
 */
export function ProductFormFields({
  values,
  errors,
  onChange,
}: {
  values: ProductFormValues
  errors: Partial<Record<ProductFieldName, string>>
  onChange: (field: keyof ProductFormValues, value: string) => void
}) {
  const change = onChange
  const categoryId = useId()
  const seasonId = useId()
  const descriptionId = useId()
  return (
    <>
          <TextField
            className="sm:col-span-2"
            label={t('import.addProduct.name')}
            value={values.productName}
            error={errors.productName}
            required
            maxLength={4000}
            onChange={(e) => change('productName', e.target.value)}
          />
          <TextField
            className="sm:col-span-2"
            type="url"
            label={t('import.addProduct.affiliateUrl')}
            value={values.affiliateUrl}
            error={errors.affiliateUrl}
            placeholder={t('import.panel.affiliatePlaceholder')}
            required
            maxLength={4000}
            onChange={(e) => change('affiliateUrl', e.target.value)}
          />
          <TextField
            className="sm:col-span-2"
            type="url"
            label={t('import.addProduct.imageUrl')}
            value={values.imageUrl}
            error={errors.imageUrl}
            placeholder={t('import.panel.imagePlaceholder')}
            required
            maxLength={4000}
            onChange={(e) => change('imageUrl', e.target.value)}
          />
          <div>
            <label htmlFor={categoryId} className="mb-1.5 block text-sm font-medium">
              {t('import.addProduct.category')}
            </label>
            <select id={categoryId} className={SELECT} value={values.category} onChange={(e) => change('category', e.target.value)}>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={seasonId} className="mb-1.5 block text-sm font-medium">
              {t('import.addProduct.season')}
            </label>
            <select id={seasonId} className={SELECT} value={values.season} onChange={(e) => change('season', e.target.value)}>
              {SEASONS.map((s) => (
                <option key={s} value={s}>
                  {SEASON_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            className="sm:col-span-2"
            label={t('import.addProduct.brand')}
            value={values.brand}
            error={errors.brand}
            maxLength={200}
            onChange={(e) => change('brand', e.target.value)}
          />
          <TextField
            label={t('import.addProduct.price')}
            value={values.price}
            error={errors.price}
            hint={t('import.addProduct.priceHint')}
            inputMode="decimal"
            maxLength={40}
            onChange={(e) => change('price', e.target.value)}
          />
          <TextField
            label={t('import.addProduct.currency')}
            value={values.currency}
            error={errors.currency}
            hint={t('import.addProduct.currencyHint')}
            placeholder="USD"
            maxLength={20}
            onChange={(e) => change('currency', e.target.value)}
          />
          <TextField label={t('import.addProduct.colour')} value={values.colour} error={errors.colour} maxLength={400} onChange={(e) => change('colour', e.target.value)} />
          <TextField label={t('import.addProduct.material')} value={values.material} error={errors.material} maxLength={400} onChange={(e) => change('material', e.target.value)} />
          <TextField
            className="sm:col-span-2"
            label={t('import.addProduct.styleTags')}
            value={values.styleTags}
            error={errors.styleTags}
            hint={t('import.addProduct.styleTagsHint')}
            maxLength={1000}
            onChange={(e) => change('styleTags', e.target.value)}
          />
          <div className="sm:col-span-2">
            <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-medium">
              {t('import.addProduct.productDescription')}
            </label>
            <textarea
              id={descriptionId}
              rows={3}
              maxLength={4000}
              value={values.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
              onChange={(e) => change('description', e.target.value)}
              className="block w-full rounded-xl bg-white px-4 py-3 text-base text-ink ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none aria-[invalid=true]:ring-terracotta"
            />
            {errors.description ? (
              <p id={`${descriptionId}-error`} className="mt-1.5 text-sm text-terracotta-dark">
                {errors.description}
              </p>
            ) : null}
          </div>
    </>
  )
}
