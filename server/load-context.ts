import { createContext } from 'react-router'
import type { Product } from '#core/catalog/product.ts'
import type { ContactMessageInput } from '#core/content/contact-form.ts'
import type { NewsletterSignupInput } from '#core/content/newsletter.ts'

/** Who is asking, as far as the server can tell; passed to services that log or rate-limit. */
export interface RequestMeta {
  requestId: string
  /** The client's IP address (X-Forwarded-For only when TRUST_PROXY is set); null when unknown. */
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

/** What route loaders and actions may use. They never touch Kysely or a vendor client directly. */
export interface AppServices {
  site: { publicUrl: string; isDevelopment: boolean; supportEmail: string }
  catalog: {
    featuredProducts(limit: number): Promise<Product[]>
  }
  contact: ContactService
  newsletter: NewsletterService
}

// This module is loaded twice: from source by the Hono entry and bundled into the React
// Router server build. A context key is compared by identity, so both copies must share
// one object; a registry symbol on globalThis gives them that.
const KEY = Symbol.for('styleblueprint.services-context')
const REQUEST_KEY = Symbol.for('styleblueprint.request-context')
type Registry = {
  [KEY]?: ReturnType<typeof createContext<AppServices>>
  [REQUEST_KEY]?: ReturnType<typeof createContext<RequestMeta>>
}
const registry = globalThis as Registry

export const servicesContext = (registry[KEY] ??= createContext<AppServices>())
/** The current request's id and client address, for actions that call rate-limited services. */
export const requestContext = (registry[REQUEST_KEY] ??= createContext<RequestMeta>())
