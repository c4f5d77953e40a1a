import { createMiddleware } from 'hono/factory'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../http-env.ts'

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
          scriptSrc: ["'self'", NONCE, ...tracking],
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
