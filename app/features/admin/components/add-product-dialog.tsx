import { Plus } from 'lucide-react'
import { useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { SingleProductInput } from '#core/import/import-request.ts'
import { OPTIONAL_COLUMNS } from '#core/import/optional-columns.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { apiRequest } from '../../../utils/api-client.ts'
import { announceCatalogChange } from '../utils/catalog-events.ts'
import { EMPTY_PRODUCT_FORM as EMPTY, PRODUCT_FIELDS as FIELDS, type ProductFieldName as FieldName, ProductFormFields, type ProductFormValues } from './product-form-fields.tsx'

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

  function change(field: keyof ProductFormValues, value: string) {
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
          <ProductFormFields values={values} errors={errors} onChange={change} />
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
