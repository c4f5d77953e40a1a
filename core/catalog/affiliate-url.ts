/**
 * An affiliate link as we accept and store it, or null: https only (a link shoppers are
 * sent to is never plain http), no user name or password in it, the default port, and a
 * host name in one spelling: lower case, international names as their ASCII (punycode)
 * form, no trailing dot. `https://WWW.Amazon.COM./dp/x` becomes `https://www.amazon.com/dp/x`.
 */
export function normalizeAffiliateUrl(raw: string | null | undefined): string | null {
  const text = raw?.trim()
  if (!text) return null
  let url: URL
  try {
    // The URL parser lower-cases and punycodes the host (IDNA), and refuses forbidden host characters.
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null
  const host = url.hostname.replace(/\.+$/, '')
  // A host of dots, an empty label ("a..b") or an address literal is not a shop.
  if (host === '' || host.split('.').some((label) => label === '') || /^[\d.]+$/.test(host) || host.startsWith('[')) return null
  url.hostname = host
  return url.href
}

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
  const host = url.hostname.toLowerCase().replace(/\.+$/, '').replace(/^www\./, '')
  const asin = /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?]|$)/i.exec(url.pathname + '/')
  if (asin && /(^|\.)amazon\./.test(host)) return `${host}/dp/${asin[1]!.toUpperCase()}`
  const params = [...url.searchParams.entries()]
    .filter(([k]) => !TRACKING_PARAMS.test(k))
    .sort(([a], [b]) => a.localeCompare(b))
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : ''
  const pathname = url.pathname.replace(/\/+$/, '')
  return `${host}${pathname}${query}`
}
