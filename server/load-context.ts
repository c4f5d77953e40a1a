import { createContext } from 'react-router'
import type { Product } from '#core/catalog/product.ts'

/** What route loaders and actions may use. They never touch Kysely or a vendor client directly. */
export interface AppServices {
  site: { publicUrl: string; isDevelopment: boolean }
  catalog: {
    featuredProducts(limit: number): Promise<Product[]>
  }
}

// This module is loaded twice: from source by the Hono entry and bundled into the React
// Router server build. A context key is compared by identity, so both copies must share
// one object; a registry symbol on globalThis gives them that.
const KEY = Symbol.for('styleblueprint.services-context')
type Registry = { [KEY]?: ReturnType<typeof createContext<AppServices>> }
const registry = globalThis as Registry

export const servicesContext = (registry[KEY] ??= createContext<AppServices>())
