import type { Kysely } from 'kysely'
import { applyEdit, CHANGES_SHOWN, editErrors, editValuesOf, type ProductEditInput, type ProductEditView, touchedFields } from '#core/admin/product-edit.ts'
import { affiliateUrlKey } from '#core/catalog/affiliate-url.ts'
import type { Product } from '#core/catalog/product.ts'
import { translate } from '#core/i18n/translate.ts'
import { listProductChanges, writeProductEdit } from '#db/repositories/product-changes-repository.ts'
import { findOtherProductWithAffiliateKey } from '#db/repositories/product-management-repository.ts'
import { findProductById } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import { ApiError } from '../errors.ts'
import type { RecommendationsApi } from '../load-context.ts'
import { logAdminActivity } from './admin-activity.ts'
import type { ProductImport } from './product-import.ts'
import { IMPORT_QUEUE_PRIORITY } from './product-import.ts'
import type { ChangeContext } from './product-management.ts'

/**
 * Editing a product in the back office (issue 28; docs/decisions/056): the form is an import
 * row, checked by the import's own validation (the image is asked again only when it changed);
 * the rule-based reader reads the garment again in the same transaction as the update, and the
 * product is queued for AI analysis, while the administrator's attribute corrections stay
 * (they live apart, in product_attributes.overrides). Each changed field is logged per product.
 */
export function createProductEditing(deps: {
  db: Kysely<Database>
  imports: Pick<ProductImport, 'validate'>
  recommendations: Pick<RecommendationsApi, 'clearCache'>
  /** Called after an edit queued the product for AI analysis (the server wakes its worker). */
  onQueued?: () => void
  clock?: () => Date
}) {
  const { db } = deps
  const clock = deps.clock ?? (() => new Date())

  async function found(id: string): Promise<Product> {
    const product = await findProductById(db, id)
    if (!product) throw new ApiError(404, 'product-not-found', translate('admin.products.notFound'))
    return product
  }

  async function view(id: string): Promise<ProductEditView> {
    const product = await found(id)
    return { product, values: editValuesOf(product), changes: await listProductChanges(db, id, CHANGES_SHOWN) }
  }

  return {
    view,

    /** Saves an edit; 400 with one issue per field the import's rules refuse, 404 when the product is gone. */
    async edit(id: string, input: ProductEditInput, ctx: ChangeContext): Promise<ProductEditView> {
      const before = await found(id)
      const touched = touchedFields(before, input)
      if (touched.size === 0) return view(id)
      const [result] = await deps.imports.validate([input], undefined, { ignoreCatalog: true, checkImages: touched.has('imageUrl') })
      const issues = editErrors(result!.errors, touched).map((e) => ({ path: e.column, message: e.message }))
      const key = affiliateUrlKey(input.affiliateUrl)
      const linkTaken = async () => touched.has('affiliateUrl') && key !== null && (await findOtherProductWithAffiliateKey(db, key, id)) !== null
      const duplicate = { path: 'affiliateUrl' as const, message: translate('import.error.duplicateInCatalog') }
      if (await linkTaken()) issues.push(duplicate)
      if (issues.length > 0) throw new ApiError(400, 'validation-failed', issues[0]!.message, issues)

      const { next, changes } = applyEdit(before, input)
      if (changes.length === 0) return view(id)
      const now = clock()
      const at = now.toISOString()
      await db.transaction().execute(async (trx) => {
        if (!(await writeProductEdit(trx, id, { next, changes }, { by: ctx.actor, at, priority: IMPORT_QUEUE_PRIORITY }))) throw new ApiError(404, 'product-not-found', translate('admin.products.notFound'))
        await logAdminActivity(trx, {
          ...ctx,
          action: 'PRODUCT_UPDATE',
          details: { productId: id, name: next.name, fields: changes.map((c) => c.field) },
          now,
        })
      }).catch(async (err: unknown) => {
        // Another edit or import took the same link meanwhile: the unique key refused this one.
        if (!(err instanceof ApiError) && (await linkTaken())) throw new ApiError(400, 'validation-failed', duplicate.message, [duplicate])
        throw err
      })
      deps.recommendations.clearCache()
      deps.onQueued?.()
      return view(id)
    },
  }
}

export type ProductEditing = ReturnType<typeof createProductEditing>
