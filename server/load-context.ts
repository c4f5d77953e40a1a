import { createContext } from 'react-router'
import type { AuthState, SessionUser } from '#core/accounts/session-user.ts'
import type { AdminActivityEntry } from '#core/admin/activity.ts'
import type { AdminSessionView } from '#core/admin/admin-session.ts'
import type { LockStatus } from '#core/admin/login-lock.ts'
import type { Product } from '#core/catalog/product.ts'
import type { ContactMessageInput } from '#core/content/contact-form.ts'
import type { NewsletterSignupInput } from '#core/content/newsletter.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { RecommendationRequest, RecommendationResponse } from '#core/recommendation/engines.ts'

/** Who is asking, resolved once per request by the Hono layer before React Router runs. */
export interface RequestInfo {
  requestId: string
  /** The signed-in user and their session, or null for a visitor. */
  auth: AuthState | null
  /** The client's IP address (X-Forwarded-For only when TRUST_PROXY is set); null when unknown. */
  clientAddress: string | null
  userAgent: string | null
}

/** What rate-limited, logging services need to know of the caller (a RequestInfo satisfies it). */
export interface RequestMeta {
  requestId: string
  clientAddress: string | null
  userId?: string | null
}

export type ContactSubmitResult =
  | { status: 'sent'; id: string }
  /** Stored, but the e-mail to support failed; the row's status says so. */
  | { status: 'mail-failed'; id: string }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  /** The honeypot was filled: nothing stored or sent. Callers answer as if sent. */
  | { status: 'discarded' }

export interface ContactService {
  readonly supportEmail: string
  submit(input: ContactMessageInput, meta: RequestMeta): Promise<ContactSubmitResult>
}

export type NewsletterSubscribeResult =
  /** Stored, or already on the list: the same answer, so the list's members stay private. */
  | { status: 'subscribed' }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'discarded' }

export interface NewsletterService {
  subscribe(input: NewsletterSignupInput, meta: RequestMeta): Promise<NewsletterSubscribeResult>
}

/** A signed-in user's style profile as the API returns it; updatedAt is null when there is none. */
export interface AccountProfileSnapshot {
  profile: StyleProfile | null
  updatedAt: string | null
}

/** The signed-in user's own style profile; every call is scoped to the user passed in. */
export interface StyleProfileService {
  get(userId: string): Promise<AccountProfileSnapshot>
  /** Writes style_profiles and the test fields of user_profiles (creating that row when missing). */
  save(user: Pick<SessionUser, 'id' | 'email' | 'name' | 'emailVerified'>, profile: StyleProfile): Promise<AccountProfileSnapshot>
  /** Deletes the style profile and resets the test fields to empty. */
  clear(userId: string): Promise<void>
}

/** Recommendations for a profile (the dashboard's loader and POST /api/recommendations). */
export interface RecommendationsApi {
  recommend(request: RecommendationRequest): Promise<RecommendationResponse>
  /** The profile stored in the account (style_profiles), or null. */
  accountProfile(userId: string): Promise<StyleProfile | null>
  /**
   * The back office's recommendation test: the fallback chain on a freshly checked
   * catalogue, in 'recommended' mode with its own minimum score; never cached or stored.
   */
  trial(profile: StyleProfile, options: { limit: number; minScore: number }): Promise<RecommendationResponse>
  /** Empties this process's answer cache and catalogue snapshot; returns how many cached answers went. */
  clearCache(): number
}

/** What the /admin page renders: the login screen, or the panel for an administrator in session. */
export type AdminPageData =
  | { view: 'login'; lock: LockStatus; reason: 'anonymous' | 'forbidden' | 'signed-out' | 'expired' }
  | { view: 'panel'; session: AdminSessionView; activity: AdminActivityEntry[] }

/** What route loaders and actions may use. They never touch Kysely or a vendor client directly. */
export interface AppServices {
  site: {
    publicUrl: string
    isDevelopment: boolean
    supportEmail: string
    /** The affiliate tracking script when tracking is on and configured; pages still load it only with analytics consent. */
    affiliateTracking: { src: string; storeId: string } | null
  }
  catalog: {
    featuredProducts(limit: number): Promise<Product[]>
  }
  accounts: {
    /** Whether GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are set; the button explains itself when not. */
    googleEnabled: boolean
  }
  contact: ContactService
  newsletter: NewsletterService
  styleProfiles: StyleProfileService
  recommendations: RecommendationsApi
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
