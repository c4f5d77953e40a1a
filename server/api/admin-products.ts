import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { productEditBodySchema } from '#core/admin/product-edit.ts'
import { attributesBodySchema } from '#core/admin/product-attributes.ts'
import { adminProductListQuerySchema, bulkActionBodySchema, productIdParamSchema, setActiveBodySchema } from '#core/admin/product-management.ts'
import type { AdminEnv } from '../http-env.ts'
import type { ProductAttributes } from '../services/product-attributes.ts'
import type { ProductEditing } from '../services/product-editing.ts'
import type { ProductManagement } from '../services/product-management.ts'
import { limitBody, validationHook } from './validation.ts'

/** An edit is one import row: twelve cells of at most 4,000 characters (up to 4 bytes each), with room for JSON. */
const EDIT_BODY_LIMIT = 200 * 1024

/**
 * /api/admin/products: the management list, its figures and changes, each product's fields
 * (GET /:id/edit with its change log, PUT /:id) and its garment attributes with the
 * administrator's corrections. Mounted behind requireAdmin.
 */
export function adminProductsApi(products: ProductManagement, attributes: ProductAttributes, editing: ProductEditing) {
  return new Hono<AdminEnv>()
    .get('/', zValidator('query', adminProductListQuerySchema, validationHook), async (c) => c.json(await products.list(c.req.valid('query'))))
    .get('/brands', async (c) => c.json({ brands: await products.brands() }))
    .get('/stats', async (c) => c.json(await products.stats()))
    .post('/bulk', zValidator('json', bulkActionBodySchema, validationHook), async (c) => {
      const { action, ids } = c.req.valid('json')
      return c.json(await products.bulk(action, ids, changeContext(c.var)))
    })
    .post(
      '/:id/active',
      zValidator('param', productIdParamSchema, validationHook),
      zValidator('json', setActiveBodySchema, validationHook),
      async (c) => c.json(await products.setActive(c.req.valid('param').id, c.req.valid('json').active, changeContext(c.var))),
    )
    .delete('/:id', zValidator('param', productIdParamSchema, validationHook), async (c) =>
      c.json(await products.remove(c.req.valid('param').id, changeContext(c.var))),
    )
    .get('/:id/edit', zValidator('param', productIdParamSchema, validationHook), async (c) => c.json(await editing.view(c.req.valid('param').id)))
    .put(
      '/:id',
      limitBody(EDIT_BODY_LIMIT),
      zValidator('param', productIdParamSchema, validationHook),
      zValidator('json', productEditBodySchema, validationHook),
      async (c) => c.json(await editing.edit(c.req.valid('param').id, c.req.valid('json'), changeContext(c.var))),
    )
    .get('/:id/attributes', zValidator('param', productIdParamSchema, validationHook), async (c) => c.json(await attributes.view(c.req.valid('param').id)))
    .put(
      '/:id/attributes',
      limitBody(16 * 1024),
      zValidator('param', productIdParamSchema, validationHook),
      zValidator('json', attributesBodySchema, validationHook),
      async (c) => c.json(await attributes.correct(c.req.valid('param').id, c.req.valid('json').overrides, changeContext(c.var))),
    )
}

function changeContext(v: AdminEnv['Variables']) {
  return { actor: v.admin.actor, origin: { clientAddress: v.clientAddress, userAgent: v.userAgent } }
}
