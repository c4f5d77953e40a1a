import { useEffect } from 'react'
import { CATALOG_CHANGED_EVENT } from '../utils/catalog-events.ts'

/** Calls `onChange` whenever anything announces a catalogue change; pass a stable callback. */
export function useOnCatalogChange(onChange: () => unknown): void {
  useEffect(() => {
    const listener = () => void onChange()
    window.addEventListener(CATALOG_CHANGED_EVENT, listener)
    return () => window.removeEventListener(CATALOG_CHANGED_EVENT, listener)
  }, [onChange])
}
