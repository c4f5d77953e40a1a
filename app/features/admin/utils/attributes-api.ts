import type { GarmentAttributes } from '#core/garment/attributes.ts'
import type { ProductAttributesView } from '#core/admin/product-attributes.ts'
import { apiRequest } from '../../../utils/api-client.ts'

/** The API contract's types, from core (one definition for server and client). */
export type { ProductAttributesView } from '#core/admin/product-attributes.ts'
export type { BodyGrade as FitGrade } from '#core/garment/product-fit.ts'

const path = (id: string) => `/api/admin/products/${encodeURIComponent(id)}/attributes`

export const attributesApi = {
  get: (id: string, signal?: AbortSignal) => apiRequest<ProductAttributesView>('GET', path(id), undefined, signal ? { signal } : {}),
  save: (id: string, overrides: Partial<GarmentAttributes>) => apiRequest<ProductAttributesView>('PUT', path(id), { overrides }),
}
