import { createContext } from 'react-router'
import type { AuthState } from '#core/accounts/session-user.ts'
import type { AdminActivityEntry } from '#core/admin/activity.ts'
import type { AdminSessionView } from '#core/admin/admin-session.ts'
import type { LockStatus } from '#core/admin/login-lock.ts'
import type { Product } from '#core/catalog/product.ts'

/** Who is asking, resolved once per request by the Hono layer before React Router runs. */
export interface RequestInfo {
  /** The signed-in user and their session, or null for a visitor. */
  auth: AuthState | null
  clientAddress: string | null
  userAgent: string | null
}

/** What the /admin page renders: the login screen, or the panel for an administrator in session. */
export type AdminPageData =
  | { view: 'login'; lock: LockStatus; reason: 'anonymous' | 'forbidden' | 'signed-out' | 'expired' }
  | { view: 'panel'; session: AdminSessionView; activity: AdminActivityEntry[] }

/** What route loaders and actions may use. They never touch Kysely or a vendor client directly. */
export interface AppServices {
  site: { publicUrl: string; isDevelopment: boolean }
  catalog: {
    featuredProducts(limit: number): Promise<Product[]>
  }
  accounts: {
    /** Whether GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are set; the button explains itself when not. */
    googleEnabled: boolean
  }
  admin: {
    /** The /admin page's guard and data: the same check every /api/admin route makes. */
    page(request: RequestInfo): Promise<AdminPageData>
    /** Whether a one-time setup link can still create the first administrator. */
    setupLinkUsable(token: string | null): Promise<boolean>
  }
}

// This module is loaded twice: from source by the Hono entry and bundled into the React
// Router server build. A context key is compared by identity, so both copies must share
// one object; a registry symbol on globalThis gives them that.
const KEY = Symbol.for('styleblueprint.services-context')
const REQUEST_KEY = Symbol.for('styleblueprint.request-context')
type Registry = {
  [KEY]?: ReturnType<typeof createContext<AppServices>>
  [REQUEST_KEY]?: ReturnType<typeof createContext<RequestInfo>>
}
const registry = globalThis as Registry

export const servicesContext = (registry[KEY] ??= createContext<AppServices>())
/** The current request's user and client; loaders read it with `context.get(requestContext)`. */
export const requestContext = (registry[REQUEST_KEY] ??= createContext<RequestInfo>())
