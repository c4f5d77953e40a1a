// Query parameters that identify who shared a link or how, not which product it is.
const TRACKING_PARAMS = /^(tag|ref|ref_|linkcode|linkid|camp|creative|creativeasin|psc|th|smid|utm_.*|fbclid|gclid|ascsubtag)$/i

/**
 * A comparable form of an affiliate URL, so the same product is recognised however the
 * link was shared: lower-case host without "www.", no fragment, no tracking parameters,
 * no trailing slash, and Amazon product pages reduced to their ASIN. Returns null for
 * text that is not an http(s) URL.
 */
export function affiliateUrlKey(raw: string): string | null {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  const asin = /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?]|$)/i.exec(url.pathname + '/')
  if (asin && /(^|\.)amazon\./.test(host)) return `${host}/dp/${asin[1]!.toUpperCase()}`
  const params = [...url.searchParams.entries()]
    .filter(([k]) => !TRACKING_PARAMS.test(k))
    .sort(([a], [b]) => a.localeCompare(b))
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : ''
  const pathname = url.pathname.replace(/\/+$/, '')
  return `${host}${pathname}${query}`
}
