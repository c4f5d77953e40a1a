import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { SingleProductInput } from '#core/import/import-request.ts'
import type { ImportColumn } from '#core/import/import-row.ts'
import { OPTIONAL_COLUMNS } from '#core/import/optional-columns.ts'
import { CATEGORIES, CATEGORY_LABELS, type CategoryId } from '#core/reference/categories.ts'
import { SEASON_LABELS, SEASONS, type SeasonId } from '#core/reference/seasons.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { apiRequest } from '../../../utils/api-client.ts'
import { announceCatalogChange } from '../utils/catalog-events.ts'

type FieldName = Exclude<ImportColumn, 'category' | 'season'>
const FIELDS: readonly FieldName[] = ['productName', 'affiliateUrl', 'imageUrl', ...OPTIONAL_COLUMNS]
const EMPTY = {
  productName: '',
  affiliateUrl: '',
  imageUrl: '',
  category: 'dresses' as CategoryId,
  season: 'spring' as SeasonId,
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
 * Add Product in Product Management: the button and its form, with the import row's optional
 * cells (brand, price, currency, colour, material, style tags, description). The server checks
 * the product exactly as it checks an import row (image HEAD check and duplicates included)
 * and creates it through the import's insert, queued for AI analysis; its errors come back
 * per field.
 */
export function AddProductButton({ onAdded }: { onAdded: (name: string) => void }) {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const categoryId = useId()
  const seasonId = useId()
  const descriptionId = useId()

  function change(field: keyof typeof EMPTY, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  function close(next: boolean) {
    if (saving) return
    setOpen(next)
    if (!next) {
      setValues(EMPTY)
      setErrors({})
      setFailure(null)
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setSaving(true)
    setFailure(null)
    const body: SingleProductInput = {
      productName: values.productName,
      affiliateUrl: values.affiliateUrl,
      imageUrl: values.imageUrl,
      category: values.category,
      season: values.season,
      ...Object.fromEntries(OPTIONAL_COLUMNS.filter((c) => values[c].trim() !== '').map((c) => [c, values[c]])),
    }
    const result = await apiRequest<{ product: { id: string; name: string } }>('POST', '/api/admin/imports/product', body)
    setSaving(false)
    if (result.ok) {
      announceCatalogChange()
      onAdded(result.data.product.name)
      close(false)
      return
    }
    const fieldErrors: Partial<Record<FieldName, string>> = {}
    for (const issue of result.issues ?? []) {
      const field = issue.path as FieldName
      if (FIELDS.includes(field)) fieldErrors[field] ??= issue.message
    }
    setErrors(fieldErrors)
    if (Object.keys(fieldErrors).length === 0) setFailure(t('import.addProduct.failed', { message: result.message }))
  }

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('import.addProduct.open')}
      </Button>
      <Dialog open={open} onOpenChange={close} title={t('import.addProduct.title')} description={t('import.addProduct.description')} size="lg">
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
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
          {failure ? (
            <Notice tone="error" className="sm:col-span-2">
              {failure}
            </Notice>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => close(false)} disabled={saving}>
              {t('import.addProduct.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <InlineSpinner className="h-4 w-4" /> : <Plus aria-hidden="true" className="h-4 w-4" />}
              {saving ? t('import.addProduct.submitting') : t('import.addProduct.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
