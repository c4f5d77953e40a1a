import { createContext } from 'react-router'
import type { CapsuleRequest, CapsuleResponse, OutfitsRequest, OutfitsResponse } from '#core/outfits/contract.ts'
import type { AuthState, SessionUser } from '#core/accounts/session-user.ts'
import type { AdminActivityEntry } from '#core/admin/activity.ts'
import type { AdminSessionView } from '#core/admin/admin-session.ts'
import type { CatalogQuery } from '#core/catalog/catalog-query.ts'
import type { Product } from '#core/catalog/product.ts'
import type { ContactMessageInput } from '#core/content/contact-form.ts'
import type { NewsletterSignupInput } from '#core/content/newsletter.ts'
import type { BlueprintRenderInput, BlueprintShareInput } from '#core/profile/blueprint.ts'
import type { CreatedShare, SharedLink } from '#core/profile/blueprint-share.ts'
import type { SharedWishlistView, WishlistLink, WishlistShareInput } from '#core/catalog/wishlist-share.ts'
import type { LearnedLeaning } from '#core/learning/leanings.ts'
import type { Signal } from '#core/learning/signals.ts'
import type { ShopProductView, ShopQuery, ShopResponse } from '#core/shop/shop-query.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { RecommendationRequest, RecommendationResponse } from '#core/recommendation/contract.ts'
import type { ProfileSummary } from '#core/recommendation/outbound-link.ts'

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
  /** The signed-in caller's verified e-mail: the one address a copy of what they sent may go to. */
  verifiedEmail?: string | null
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

/** What the account page shows besides the style profile. */
export interface AccountOverview {
  /** When the account was created (ISO), or null when the row is gone. */
  memberSince: string | null
  /** Favourite products still in the catalogue, newest first. */
  favourites: Product[]
  /** An e-mail account has a password; a Google-only account does not (it deletes by typing its address). */
  hasPassword: boolean
  /** "What we've learned": her leanings in plain words, strongest first. */
  learned: LearnedLeaning[]
  /** Whether any learning signal of hers is stored ("Clear my history" has something to clear). */
  hasHistory: boolean
}

/** The signed-in person's own data: every call is scoped to the user passed in. */
export interface AccountDataService {
  overview(userId: string): Promise<AccountOverview>
  /** Everything stored about the person, as one JSON document (no password hash, no session tokens). */
  export(user: Pick<SessionUser, 'id' | 'email'>, currentSessionId: string): Promise<Record<string, unknown>>
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
  /** After a catalogue write in this process: reads the catalogue version now, so the next answer is from the new catalogue. */
  catalogueChanged(): Promise<void>
  /** The answer as ready bytes: brotli when the client takes it, else plain JSON (decision 067): what POST /api/recommendations sends. */
  recommendEncoded(request: RecommendationRequest, encoding: 'br' | 'gzip' | null): Promise<{ body: Uint8Array; encoding: 'br' | null }>
  /** What her history taught, in plain words ("What we've learned"). */
  leanings(signals: readonly Signal[]): Promise<LearnedLeaning[]>
  /** Complete the look (issue 27): outfits around a piece, or one piece swapped; null when the piece is not in the catalogue. */
  outfits(request: OutfitsRequest): Promise<OutfitsResponse | null>
  /** The same answer as ready bytes for the API (brotli or plain), as recommendEncoded. */
  outfitsEncoded(request: OutfitsRequest, encoding: 'br' | 'gzip' | null): Promise<{ body: Uint8Array; encoding: 'br' | null } | null>
  /** Her capsule for a season (issue 27). */
  capsule(request: CapsuleRequest): Promise<CapsuleResponse>
  /** A page of the shop (issue 27): searched, filtered and sorted on the catalogue snapshot; her match on each card when a profile is given. */
  shop(query: ShopQuery, profile: StyleProfile | null): Promise<ShopResponse>
  /** A product page's data, or null for an unknown or inactive product. */
  shopProduct(productId: string, profile: StyleProfile | null): Promise<ShopProductView | null>
}

export type CreateShareResult = { status: 'created'; share: CreatedShare } | { status: 'rate-limited'; retryAfterSeconds: number }

/** Blueprint downloads and shared links (issue 17). Owners are always passed in explicitly. */
export interface BlueprintService {
  /** The 1080x1350 PNG of her own blueprint (never with measurements). */
  renderImage(input: BlueprintRenderInput): Promise<Uint8Array>
  /** The A4 PDF of her own blueprint, measurements included when sent. */
  renderPdf(input: BlueprintRenderInput): Promise<Uint8Array>
  /** A new link; `meta.userId` makes the signed-in shopper its owner. Rate-limited per owner or address. */
  createShare(input: BlueprintShareInput, meta: RequestMeta): Promise<CreateShareResult>
  listShares(ownerId: string): Promise<SharedLink[]>
  /** False when nothing matched: unknown, already revoked, not hers, or a wrong token. */
  revokeShare(id: string, proof: { ownerId: string } | { revokeToken: string }): Promise<boolean>
  /** A live link, or null for an unknown or revoked id. */
  findShare(id: string): Promise<SharedLink | null>
  /** A live link's 1200x630 preview PNG, or null for an unknown or revoked id. */
  shareCard(id: string): Promise<Uint8Array | null>
}

export type CreateWishlistShareResult =
  | { status: 'created'; link: WishlistLink }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'too-many-live' }

/** Shared wishlist links (issue 27): owned by a signed-in shopper, passed in explicitly. */
export interface WishlistSharesService {
  create(ownerId: string, input: WishlistShareInput, requestId: string): Promise<CreateWishlistShareResult>
  /** Her live links, newest first. */
  list(ownerId: string): Promise<WishlistLink[]>
  /** False when nothing matched: unknown, already revoked or not hers. */
  revoke(id: string, ownerId: string): Promise<boolean>
  /** A live link's page: the opt-in name and her favourites now; null for an unknown or revoked id. */
  view(id: string): Promise<SharedWishlistView | null>
}

export interface CatalogService {
  featuredProducts(limit: number): Promise<Product[]>
  page(query: CatalogQuery): Promise<{ items: Product[]; total: number }>
  /** An active product, or null for an unknown or inactive id. */
  activeProduct(id: string): Promise<Product | null>
}

export interface FavouritesService {
  /** Favourite products still in the catalogue, newest first. */
  list(userId: string): Promise<Product[]>
  /** Adds the browser's favourites to hers; returns the merged list. */
  merge(userId: string, productIds: readonly string[]): Promise<Product[]>
  /** False when there is no such active product (nothing is stored). */
  add(userId: string, productId: string): Promise<boolean>
  remove(userId: string, productId: string): Promise<void>
}

export interface OutboundClicksService {
  /** The product and its https affiliate URL (normalised; a starter piece's is our own /sample/:id page), or null when the link must answer 404. */
  target(productId: string): Promise<{ product: Product; url: string } | null>
  /** Stores the click with shape, palette and styles only (a signed-in shopper's stored profile wins over the link's). */
  recordClick(product: Product, click: { userId: string | null; source: string; summary: ProfileSummary | null }): Promise<void>
}

export interface DrawingsService {
  /** An active product's drawing (garment-drawing.ts) and its ETag; null for an unknown or inactive id. */
  drawing(productId: string): Promise<{ svg: string; etag: string } | null>
}

/** What the /admin page renders: the login screen, or the panel for an administrator in session. */
export type AdminPageData =
  | { view: 'login'; reason: 'anonymous' | 'forbidden' | 'signed-out' | 'expired' }
  | {
      view: 'panel'
      session: AdminSessionView
      activity: AdminActivityEntry[]
      /** Which supplier services are configured: the import tab offers only those. */
      suppliers: { retail: boolean; wholesale: boolean }
    }

/** What route loaders and actions may use. They never touch Kysely or a vendor client directly. */
export interface AppServices {
  site: {
    publicUrl: string
    isDevelopment: boolean
    supportEmail: string
    /** Whether an AI provider is configured (AI_BASE_URL and AI_API_KEY): without one, shoppers see no AI stylist. */
    aiStylist: boolean
    /** The affiliate tracking script when tracking is on and configured; pages still load it only with analytics consent. */
    affiliateTracking: { src: string; storeId: string } | null
  }
  catalog: CatalogService
  favourites: FavouritesService
  outbound: OutboundClicksService
  drawings: DrawingsService
  accounts: {
    /** Whether GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are set; without them the Google button is not shown. */
    googleEnabled: boolean
  }
  contact: ContactService
  newsletter: NewsletterService
  styleProfiles: StyleProfileService
  account: AccountDataService
  blueprints: BlueprintService
  wishlistShares: WishlistSharesService
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
const NONCE_KEY = Symbol.for('styleblueprint.csp-nonce-context')
type Registry = {
  [KEY]?: ReturnType<typeof createContext<AppServices>>
  [REQUEST_KEY]?: ReturnType<typeof createContext<RequestInfo>>
  [NONCE_KEY]?: ReturnType<typeof createContext<string>>
}
const registry = globalThis as Registry

export const servicesContext = (registry[KEY] ??= createContext<AppServices>())
/** The current request's user and client; loaders read it with `context.get(requestContext)`. */
export const requestContext = (registry[REQUEST_KEY] ??= createContext<RequestInfo>())
/** This response's Content-Security-Policy nonce ('' when no policy is sent): entry.server gives it to every inline script. */
export const cspNonceContext = (registry[NONCE_KEY] ??= createContext<string>(''))
