import type { Kysely } from 'kysely'
import {
  ADMIN_PAGE_SIZE,
  type AdminProductListQuery,
  type AdminProductStats,
  type ProductPage,
  type BulkAction,
  hasActiveFilters,
  pageCountFor,
  pageOffset,
} from '#core/admin/product-management.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  deleteProductsByIds,
  listProductBrands,
  listProductsForManagement,
  productManagementStats,
  setProductsActive,
} from '#db/repositories/product-management-repository.ts'
import { countProducts } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import { ApiError } from '../errors.ts'
import { type AdminActor, logAdminActivity, type RequestOrigin } from './admin-activity.ts'

/** Who made a change and from where: every change is written to the activity log. */
export interface ChangeContext {
  actor: AdminActor
  origin: RequestOrigin
}

// The log keeps at most this many ids per entry; the count is always exact.
const LOGGED_IDS = 50

/** The back office's catalogue management: list, figures, status changes and deletion. */
export function createProductManagement(deps: { db: Kysely<Database>; clock?: () => Date }) {
  const { db } = deps
  const clock = deps.clock ?? (() => new Date())

  return {
    async list(q: AdminProductListQuery): Promise<ProductPage> {
      const [{ items, total }, catalogueTotal] = await Promise.all([
        listProductsForManagement(db, q, { limit: ADMIN_PAGE_SIZE, offset: pageOffset(q.page) }),
        hasActiveFilters(q) ? countProducts(db) : null,
      ])
      return { items, total, page: q.page, pageCount: pageCountFor(total), pageSize: ADMIN_PAGE_SIZE, catalogueTotal: catalogueTotal ?? total }
    },

    brands: (): Promise<string[]> => listProductBrands(db),

    stats: (): Promise<AdminProductStats> => productManagementStats(db),

    /** Turns one product on or off; 404 when it does not exist. */
    async setActive(id: string, active: boolean, ctx: ChangeContext): Promise<{ id: string; active: boolean }> {
      const now = clock()
      const updated = await db.transaction().execute(async (trx) => {
        const ids = await setProductsActive(trx, [id], active, now.toISOString())
        if (ids.length > 0) {
          await logAdminActivity(trx, { ...ctx, action: 'PRODUCT_STATUS_CHANGE', details: { productId: id, active }, now })
        }
        return ids
      })
      if (updated.length === 0) throw new ApiError(404, 'product-not-found', translate('admin.products.notFound'))
      return { id, active }
    },

    /** Deletes one product; 404 when it does not exist. */
    async remove(id: string, ctx: ChangeContext): Promise<{ id: string }> {
      const now = clock()
      const deleted = await db.transaction().execute(async (trx) => {
        const gone = await deleteProductsByIds(trx, [id])
        if (gone.length > 0) {
          await logAdminActivity(trx, { ...ctx, action: 'PRODUCT_DELETE', details: { productId: id, name: gone[0]!.name }, now })
        }
        return gone
      })
      if (deleted.length === 0) throw new ApiError(404, 'product-not-found', translate('admin.products.notFound'))
      return { id }
    },

    /**
     * Activates, deactivates or deletes up to MAX_BULK_IDS products in one transaction.
     * Ids that do not exist are reported, not an error: another admin may have deleted them.
     */
    async bulk(action: BulkAction, ids: readonly string[], ctx: ChangeContext): Promise<{ action: BulkAction; affected: number; missing: string[] }> {
      const now = clock()
      const done = await db.transaction().execute(async (trx) => {
        const affected =
          action === 'delete'
            ? (await deleteProductsByIds(trx, ids)).map((p) => p.id)
            : await setProductsActive(trx, ids, action === 'activate', now.toISOString())
        if (affected.length > 0) {
          await logAdminActivity(trx, {
            ...ctx,
            action: action === 'delete' ? 'PRODUCT_DELETE' : 'PRODUCT_STATUS_CHANGE',
            details: {
              bulk: action,
              count: affected.length,
              productIds: affected.slice(0, LOGGED_IDS),
              ...(action === 'delete' ? {} : { active: action === 'activate' }),
            },
            now,
          })
        }
        return affected
      })
      const found = new Set(done)
      return { action, affected: done.length, missing: ids.filter((id) => !found.has(id)) }
    },
  }
}

export type ProductManagement = ReturnType<typeof createProductManagement>
