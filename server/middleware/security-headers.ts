import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../http-env.ts'

const NONCE_BYTES = 16
const NONCES_PER_FILL = 256
let noncePool = Buffer.alloc(0)
let nonceAt = 0

/**
 * This response's nonce, as Hono's NONCE gives it (kept in `secureHeadersNonce`), but cut
 * from a pool of random bytes filled 256 nonces at a time: one random read per request
 * was 4% of the serving thread's time under load. Each nonce is still 128 fresh random bits.
 */
function pooledNonce(c: Context): string {
  let nonce = c.get('secureHeadersNonce') as string | undefined
  if (!nonce) {
    if (nonceAt === noncePool.length) {
      noncePool = randomBytes(NONCE_BYTES * NONCES_PER_FILL)
      nonceAt = 0
    }
    nonce = noncePool.toString('base64', nonceAt, nonceAt + NONCE_BYTES)
    nonceAt += NONCE_BYTES
    c.set('secureHeadersNonce', nonce)
  }
  return `'nonce-${nonce}'`
}

export interface SecurityHeaderOptions {
  publicUrl: string
  /** Development serves Vite's inline hot-reload scripts: no Content-Security-Policy there. */
  isDevelopment: boolean
  /** The affiliate tracking script the pages may add (with analytics consent), when configured. */
  trackingScriptUrl: string | null
}

/**
 * Security headers on every answer. The Content-Security-Policy allows scripts from our
 * own origin and inline scripts only with this response's nonce (React Router's hydration
 * and streaming scripts carry it; see app/entry.server.tsx), plus the tracking script's
 * origin when one is configured. HSTS only when the site is served over https: sent over
 * plain http it is ignored at best and pins a wrong scheme at worst.
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const https = options.publicUrl.startsWith('https://')
  const tracking = options.trackingScriptUrl ? [new URL(options.trackingScriptUrl).origin] : []
  return secureHeaders({
    contentSecurityPolicy: options.isDevelopment
      ? undefined
      : {
          defaultSrc: ["'self'"],
          // 'wasm-unsafe-eval' lets our own scripts compile WebAssembly (the photo step's face
          // finder, decision i26-photo-01); it allows no eval of script text. On every page, not
          // only the photo step: a page reached by client navigation keeps the first page's policy.
          scriptSrc: ["'self'", pooledNonce, "'wasm-unsafe-eval'", ...tracking],
          // Inline style attributes (bars, swatches, charts); no script runs from a style.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Product photos live on the shops' servers.
          imgSrc: ["'self'", 'data:', 'https:', ...(https ? [] : ['http:'])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...tracking],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  })
}

/**
 * API answers depend on who asks (a session, an admin) or change at any time: no shared
 * cache or browser history may keep them. A route that means to be cached says so itself.
 */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
})

/**
 * A page is rendered from the cookies it is asked with: the privacy choice decides the
 * consent layer and the tracking script, a visitor's profile copy renders her dashboard (her
 * measurements in the HTML, decision 035), a session her account. So every page answer
 * varies by Cookie, and one asked with any cookie (or a session) is `private, no-store`: no
 * shared cache may hand it to someone else, and no browser keeps it on disk. An answer
 * asked without cookies is the same for every such visitor and keeps the route's own policy.
 * Any cookie counts, not a list of ours: a page that starts reading a new one is covered.
 */
export function keepPagePrivate(response: Response, request: { cookie: string | undefined; signedIn: boolean }): void {
  const vary = response.headers.get('Vary')
  if (vary !== '*' && !(vary && /(?:^|,)\s*cookie\s*(?:,|$)/i.test(vary))) response.headers.set('Vary', vary ? `${vary}, Cookie` : 'Cookie')
  const carriesCookies = (request.cookie ?? '').trim() !== ''
  if (!carriesCookies && !request.signedIn) return
  // A route's own no-store (a share page a revocation must take down at once) is as strict already.
  if (/(?:^|,)\s*no-store\b/i.test(response.headers.get('Cache-Control') ?? '')) return
  response.headers.set('Cache-Control', 'private, no-store')
}
