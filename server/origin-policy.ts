// Which origins may change state here: read by the same-origin middleware and handed to the
// auth library. Plain functions of the request and the config, so both can import them.

/** Who may send us state-changing requests besides the page's own address. */
export interface OriginPolicy {
  /** PUBLIC_URL: the address e-mails and canonical links use. */
  publicUrl: string
  /** ALLOWED_ORIGINS: other sites' pages allowed to call us. */
  allowedOrigins: readonly string[]
  /** Behind a proxy that overwrites them, X-Forwarded-Host and -Proto name the address the browser used. */
  trustProxy: boolean
}

export function originPolicyOf(config: { publicUrl: string; allowedOrigins: readonly string[]; trustProxy: boolean }): OriginPolicy {
  return { publicUrl: config.publicUrl, allowedOrigins: config.allowedOrigins, trustProxy: config.trustProxy }
}

function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim()
  return value ? value : undefined
}

/**
 * The origin the browser used to reach this request: its Host (the URL the server built
 * from it), or X-Forwarded-Host and X-Forwarded-Proto when a trusted proxy set them.
 * Null when a forwarded value does not make a valid origin.
 */
export function requestOrigin(request: Request, trustProxy: boolean): string | null {
  const url = new URL(request.url)
  if (!trustProxy) return url.origin
  const proto = firstValue(request.headers.get('x-forwarded-proto'))?.toLowerCase() ?? url.protocol.replace(/:$/, '')
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? url.host
  if (proto !== 'http' && proto !== 'https') return null
  try {
    const origin = new URL(`${proto}://${host}`)
    // A host with a path, user or query is not a host.
    return origin.pathname === '/' && !origin.username && !origin.search ? origin.origin : null
  } catch {
    return null
  }
}

/**
 * The origins whose pages may change state here: PUBLIC_URL's, ALLOWED_ORIGINS, and the
 * request's own (so the site works at 127.0.0.1, a LAN address or behind a proxy). Trusting
 * the request's own host is safe against cross-site forgery: a browser sets Host and Origin
 * itself, and a page at another host never holds this host's cookies.
 */
export function trustedOriginsFor(request: Request | undefined, policy: OriginPolicy): string[] {
  const origins = [new URL(policy.publicUrl).origin, ...policy.allowedOrigins]
  const own = request ? requestOrigin(request, policy.trustProxy) : null
  if (own && !origins.includes(own)) origins.push(own)
  return origins
}

/**
 * Whether a request may change state: a browser always sends Origin (or at least
 * Sec-Fetch-Site) with a cross-site POST, and the Origin must be one we trust. Requests
 * without either (curl, server-to-server) carry no browser's cookies by accident.
 */
export function isTrustedOrigin(request: Request, policy: OriginPolicy): boolean {
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null') return trustedOriginsFor(request, policy).includes(origin.toLowerCase())
  if (origin === 'null') return false
  return request.headers.get('sec-fetch-site') !== 'cross-site'
}
