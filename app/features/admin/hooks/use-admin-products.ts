import { useCallback, useEffect, useRef, useState } from 'react'
import type { ProductPage, ProductStatusFilter } from '#core/admin/product-management.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { apiRequest } from '../../../utils/api-client.ts'
import { useOnCatalogChange } from './use-catalog-change.ts'

/** The spec's load timeout for the product list. */
export const LOAD_TIMEOUT_MS = 15_000

export interface ProductFilters {
  search: string
  category: string
  brand: string
  status: ProductStatusFilter
}

export const NO_FILTERS: ProductFilters = { search: '', category: 'all', brand: 'all', status: 'all' }

export interface LoadFailure {
  message: string
  status: number
  code: string
}

function queryString(filters: ProductFilters, page: number): string {
  const params = new URLSearchParams()
  if (filters.search.trim()) params.set('search', filters.search.trim())
  if (filters.category !== 'all') params.set('category', filters.category)
  if (filters.brand !== 'all') params.set('brand', filters.brand)
  if (filters.status !== 'all') params.set('status', filters.status)
  params.set('page', String(page))
  return params.toString()
}

/**
 * One page of the management list from the server, reloaded when the filters or page
 * change, on `reload()`, and when the catalogue changes elsewhere. A load can be
 * cancelled, and gives up after 15 seconds with the spec's message.
 */
export function useAdminProducts(filters: ProductFilters, page: number) {
  const [data, setData] = useState<ProductPage | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<LoadFailure | null>(null)
  const [version, setVersion] = useState(0)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => {
    const abort = new AbortController()
    controller.current = abort
    const timer = setTimeout(() => abort.abort('timeout'), LOAD_TIMEOUT_MS)
    setLoading(true)
    setError(null)
    void apiRequest<ProductPage>('GET', `/api/admin/products?${queryString(filters, page)}`, undefined, { signal: abort.signal }).then((result) => {
      clearTimeout(timer)
      if (abort.signal.aborted && abort.signal.reason === 'superseded') return
      setLoading(false)
      if (result.ok) {
        setData(result.data)
        return
      }
      const reason = abort.signal.aborted ? abort.signal.reason : null
      const detail =
        reason === 'timeout'
          ? t('admin.products.loadTimeout', { seconds: LOAD_TIMEOUT_MS / 1000 })
          : reason === 'cancelled'
            ? t('admin.products.loadCancelled')
            : result.status > 0
              ? `${t('errors.http', { status: result.status, text: result.message })}`
              : result.message
      setError({ message: t('admin.products.loadFailed', { message: detail }), status: result.status, code: result.code })
    })
    return () => {
      clearTimeout(timer)
      abort.abort('superseded')
    }
  }, [filters, page, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  useOnCatalogChange(reload)
  const cancel = useCallback(() => controller.current?.abort('cancelled'), [])
  return { data, loading, error, reload, cancel }
}

/** The distinct brands for the brand filter, loaded on mount and after every catalogue change. */
export function useAdminBrands(): string[] {
  const [brands, setBrands] = useState<string[]>([])
  const load = useCallback(async () => {
    const result = await apiRequest<{ brands: string[] }>('GET', '/api/admin/products/brands')
    if (result.ok) setBrands(result.data.brands)
  }, [])
  useEffect(() => {
    void load()
  }, [load])
  useOnCatalogChange(load)
  return brands
}
