import { Save } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { EditableField, ProductEditView } from '#core/admin/product-edit.ts'
import type { Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner, Spinner } from '../../../components/ui/spinner.tsx'
import { apiRequest } from '../../../utils/api-client.ts'
import { announceCatalogChange } from '../utils/catalog-events.ts'
import { PRODUCT_FIELDS, type ProductFieldName, ProductFormFields, type ProductFormValues } from './product-form-fields.tsx'

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/**
 * Edit in Product Management: every field of the product as an import row holds it, checked
 * by the server with the import's rules (errors beside their fields), and the product's
 * change log below the form, newest first.
 */
export function EditProductDialog({ product, onOpenChange, onSaved }: { product: Product | null; onOpenChange: (open: boolean) => void; onSaved: (name: string) => void }) {
  const [view, setView] = useState<ProductEditView | null>(null)
  const [values, setValues] = useState<ProductFormValues | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [errors, setErrors] = useState<Partial<Record<ProductFieldName, string>>>({})
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [saving, setSaving] = useState(false)
  const id = product?.id ?? null

  // The form opens on the product as stored now, not as the list row last saw it.
  useEffect(() => {
    if (id === null) return
    let live = true
    setView(null)
    setValues(null)
    setLoadError(null)
    setErrors({})
    setNotice(null)
    void apiRequest<ProductEditView>('GET', `/api/admin/products/${encodeURIComponent(id)}/edit`).then((result) => {
      if (!live) return
      if (result.ok) {
        setView(result.data)
        setValues(result.data.values)
      } else setLoadError(result.message)
    })
    return () => {
      live = false
    }
  }, [id])

  function change(field: keyof ProductFormValues, value: string) {
    setValues((v) => (v ? { ...v, [field]: value } : v))
    setErrors((e) => ({ ...e, [field]: undefined }))
    setNotice(null)
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!id || !values || !view) return
    setSaving(true)
    setNotice(null)
    const result = await apiRequest<ProductEditView>('PUT', `/api/admin/products/${encodeURIComponent(id)}`, values)
    setSaving(false)
    if (result.ok) {
      const changed = result.data.product.updatedAt !== view.product.updatedAt
      setView(result.data)
      setValues(result.data.values)
      setNotice({ tone: 'success', text: changed ? t('admin.products.edit.saved', { name: result.data.product.name }) : t('admin.products.edit.unchanged') })
      if (changed) {
        announceCatalogChange()
        onSaved(result.data.product.name)
      }
      return
    }
    const fieldErrors: Partial<Record<ProductFieldName, string>> = {}
    for (const issue of result.issues ?? []) {
      const field = issue.path as ProductFieldName
      if (PRODUCT_FIELDS.includes(field)) fieldErrors[field] ??= issue.message
    }
    setErrors(fieldErrors)
    if (Object.keys(fieldErrors).length === 0) setNotice({ tone: 'error', text: t('admin.products.edit.failed', { message: result.message }) })
  }

  const close = (open: boolean) => {
    if (!saving) onOpenChange(open)
  }

  return (
    <Dialog
      open={product !== null}
      onOpenChange={close}
      title={t('admin.products.edit.title', { name: view?.product.name ?? product?.name ?? '' })}
      description={t('admin.products.edit.description')}
      closeLabel={t('admin.products.edit.cancel')}
      size="lg"
    >
      {loadError ? (
        <Notice tone="error">{t('admin.products.edit.loadFailed', { message: loadError })}</Notice>
      ) : !values || !view ? (
        <Spinner label={t('admin.products.edit.loading')} />
      ) : (
        <>
          <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
            <ProductFormFields values={values} errors={errors} onChange={change} />
            {notice ? (
              <Notice tone={notice.tone} className="sm:col-span-2">
                {notice.text}
              </Notice>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => close(false)} disabled={saving}>
                {t('admin.products.edit.cancel')}
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? <InlineSpinner className="h-4 w-4" /> : <Save aria-hidden="true" className="h-4 w-4" />}
                {saving ? t('admin.products.edit.saving') : t('admin.products.edit.save')}
              </Button>
            </div>
          </form>
          <ChangeLog changes={view.changes} />
        </>
      )}
    </Dialog>
  )
}

function fieldLabel(field: EditableField): string {
  return t(`admin.products.field.${field}`)
}

function ChangeLog({ changes }: { changes: ProductEditView['changes'] }) {
  const shown = (text: string) => (text === '' ? t('admin.products.edit.emptyValue') : text)
  return (
    <section aria-labelledby="product-history-heading" className="mt-8 border-t border-line pt-5">
      <h3 id="product-history-heading" className="font-display text-xl font-semibold">
        {t('admin.products.edit.history')}
      </h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t('admin.products.edit.historyEmpty')}</p>
      ) : (
        <ol className="mt-3 space-y-3 text-sm">
          {changes.map((c) => (
            <li key={c.id} className="rounded-xl bg-white p-3 ring-1 ring-line">
              <p className="font-medium">{fieldLabel(c.field)}</p>
              <p className="mt-1 break-words">
                <del className="text-ink-soft">{shown(c.from)}</del> <span aria-hidden="true">→</span> <ins className="no-underline">{shown(c.to)}</ins>
              </p>
              <p className="mt-1 text-xs text-ink-soft">
                <time dateTime={c.at}>{WHEN.format(new Date(c.at))} UTC</time> · {t('admin.products.edit.historyBy', { by: c.by })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
