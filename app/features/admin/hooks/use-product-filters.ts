import { useCallback, useEffect, useRef, useState } from 'react'
import { NO_FILTERS, type ProductFilters } from './use-admin-products.ts'

const SEARCH_DELAY_MS = 300

/**
 * The management list's filters and page. Any filter change goes back to page 1 and calls
 * `onChange` (the tab clears its selection, spec section 4); typed search settles for
 * 300 ms before it filters.
 */
export function useProductFilters(onChange: () => void) {
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS)
  const [searchInput, setSearchInput] = useState('')
  const [page, setPage] = useState(1)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  const changeFilters = useCallback((change: Partial<ProductFilters>) => {
    setFilters((f) => ({ ...f, ...change }))
    setPage(1)
    onChangeRef.current()
  }, [])

  useEffect(() => {
    if (searchInput.trim() === filters.search.trim()) return
    const timer = setTimeout(() => changeFilters({ search: searchInput }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [searchInput, filters.search, changeFilters])

  const clearFilters = useCallback(() => {
    setSearchInput('')
    changeFilters(NO_FILTERS)
  }, [changeFilters])

  return { filters, searchInput, setSearchInput, page, setPage, changeFilters, clearFilters }
}
