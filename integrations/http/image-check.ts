import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

/**
 * Addresses an image check never connects to: "this" network, private (RFC 1918),
 * carrier-grade NAT, loopback, link-local (cloud metadata lives at 169.254.169.254),
 * multicast and reserved space, and their IPv6 counterparts. IPv4-mapped IPv6 addresses
 * are unwrapped first, so ::ffff:127.0.0.1 is loopback too.
 */
const BLOCKED = (() => {
  const list = new net.BlockList()
  for (const [prefix, bits] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    list.addSubnet(prefix, bits, 'ipv4')
  }
  for (const [prefix, bits] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
    ['64:ff9b::', 96],
  ] as const) {
    list.addSubnet(prefix, bits, 'ipv6')
  }
  return list
})()

function unwrapMapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return { address: mapped[1]!, family: 'ipv4' }
  return { address, family: net.isIPv6(address) ? 'ipv6' : 'ipv4' }
}

/** Parses "127.0.0.1", "10.0.0.0/8" or "::1" entries into a BlockList used as an allow-list. */
export function parseAddressList(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList()
  for (const entry of entries) {
    const [address, bits] = entry.trim().split('/')
    if (!address || net.isIP(address) === 0) throw new Error(`not an IP address or CIDR range: "${entry}"`)
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return list
}

/** True when the check may connect to this address: public, or named in the allow-list. */
export function isAddressPermitted(address: string, allowed: net.BlockList): boolean {
  const { address: a, family } = unwrapMapped(address)
  if (allowed.check(a, family)) return true
  return !BLOCKED.check(a, family)
}

export type ImageCheckFailure = 'invalid-url' | 'refused-address' | 'status' | 'timeout' | 'network' | 'dns' | 'too-many-redirects' | 'not-an-image'
export type ImageCheckResult =
  | { ok: true; status: number }
  | {
      ok: false
      reason: ImageCheckFailure
      detail: string
      /** The final answer's HTTP status ('status' and 'not-an-image'). */
      status?: number
      /** The final answer's content type ('not-an-image'). */
      contentType?: string
    }

/** What a URL must answer with: an image (`image/*`, the import and the link check's images), or any page (a shop link). */
type ExpectedContent = 'image' | 'page'

export interface ImageCheckOptions {
  /** Per URL, across all its redirects. */
  timeoutMs: number
  /** HEAD requests in flight at once. */
  concurrency: number
  /**
   * Addresses exempt from the private-address refusal: only tests and offline development
   * set this (IMAGE_CHECK_ALLOWED_ADDRESSES), so a loopback image server can answer.
   */
  allowedAddresses: readonly string[]
  maxRedirects?: number
}

export interface ImageChecker {
  /** An image URL by default; `expect: 'page'` accepts any content type (a shop's link). */
  check(url: string, options?: { expect?: ExpectedContent; timeoutMs?: number }): Promise<ImageCheckResult>
  /** Checks each distinct URL once, at most `concurrency` at a time. */
  checkAll(urls: readonly string[]): Promise<Map<string, ImageCheckResult>>
  close(): void
}

class RefusedAddress extends Error {
  constructor(address: string) {
    super(`refused to connect to the private, loopback or link-local address ${address}`)
    this.name = 'RefusedAddress'
  }
}

class TimedOut extends Error {
  constructor() {
    super('timed out')
    this.name = 'TimedOut'
  }
}

/** Statuses with which hosts refuse HEAD while they would serve GET: the check asks again with a one-byte ranged GET. */
const HEAD_REFUSED = new Set([403, 405, 501])

/** Lookup failures that mean the name does not exist (or no resolver answers for it). */
const DNS_FAILURES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'ENODATA'])

interface Answer {
  status: number
  location: string | undefined
  contentType: string
}

/**
 * The server-side check of an image (or a shop link): it must answer 2xx, after at most
 * `maxRedirects` redirects, and an image must say `image/*` (an image URL that redirects to
 * a shop's HTML page is not an image). HEAD first; a host that refuses HEAD (403, 405, 501)
 * is asked again with `Range: bytes=0-0`, whose body is never read.
 * Host names are resolved by our own lookup, which refuses private addresses; the socket
 * then connects to exactly the address we checked, so DNS rebinding cannot slip past.
 * Redirects are followed by hand and every hop is checked the same way.
 */
export function createImageChecker(options: ImageCheckOptions): ImageChecker {
  const allowed = parseAddressList(options.allowedAddresses)
  const maxRedirects = options.maxRedirects ?? 3

  const lookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0)
      const list = addresses as dns.LookupAddress[]
      const refused = list.find((a) => !isAddressPermitted(a.address, allowed))
      if (refused || list.length === 0) return callback(new RefusedAddress(refused?.address ?? hostname), '', 0)
      if (lookupOptions.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list)
      return callback(null, list[0]!.address, list[0]!.family)
    })
  }
  const agentOptions = { keepAlive: true, maxSockets: options.concurrency, lookup }
  const httpAgent = new http.Agent(agentOptions)
  const httpsAgent = new https.Agent(agentOptions)

  /**
   * One request that gives up after `timeoutMs`; only the status and headers are read. A plain
   * timer rather than AbortSignal.timeout: ten thousand checks would otherwise leave ten
   * thousand signals (each a timer and a finalizer) for the garbage collector.
   */
  function ask(url: URL, method: 'HEAD' | 'GET', timeoutMs: number): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:'
      const headers: Record<string, string> = { 'user-agent': 'StyleBlueprint image check' }
      if (method === 'GET') headers.range = 'bytes=0-0'
      const request = (secure ? https : http).request(url, { method, agent: secure ? httpsAgent : httpAgent, lookup, headers }, (response) => {
        clearTimeout(timer)
        // A GET's body (a page, or a host that ignores Range) is never read: the socket goes.
        if (method === 'GET') response.destroy()
        else response.resume()
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, contentType: String(response.headers['content-type'] ?? '').toLowerCase() })
      })
      const timer = setTimeout(() => request.destroy(new TimedOut()), timeoutMs)
      request.on('error', (err) => {
        clearTimeout(timer)
        reject(err)
      })
      request.end()
    })
  }

  async function check(raw: string, checkOptions: { expect?: ExpectedContent; timeoutMs?: number } = {}): Promise<ImageCheckResult> {
    const expected = checkOptions.expect ?? 'image'
    const timeoutMs = checkOptions.timeoutMs ?? options.timeoutMs
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return { ok: false, reason: 'invalid-url', detail: 'not a URL' }
    }
    const deadline = Date.now() + timeoutMs
    const within = async (method: 'HEAD' | 'GET') => {
      const left = deadline - Date.now()
      if (left <= 0) throw new TimedOut()
      return ask(url, method, left)
    }
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'invalid-url', detail: `unsupported protocol ${url.protocol}` }
      // Literal addresses never reach the lookup, so they are checked here.
      const literal = url.hostname.replace(/^\[|\]$/g, '')
      if (net.isIP(literal) !== 0 && !isAddressPermitted(literal, allowed)) {
        return { ok: false, reason: 'refused-address', detail: new RefusedAddress(literal).message }
      }
      let answer: Answer
      try {
        answer = await within('HEAD')
        if (HEAD_REFUSED.has(answer.status)) answer = await within('GET')
      } catch (err) {
        if (err instanceof RefusedAddress) return { ok: false, reason: 'refused-address', detail: err.message }
        if (err instanceof TimedOut) return { ok: false, reason: 'timeout', detail: `no answer within ${timeoutMs} ms` }
        const code = (err as NodeJS.ErrnoException).code
        if (code && DNS_FAILURES.has(code)) return { ok: false, reason: 'dns', detail: `${url.hostname}: ${code}` }
        return { ok: false, reason: 'network', detail: err instanceof Error ? err.message : String(err) }
      }
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        try {
          url = new URL(answer.location, url)
        } catch {
          return { ok: false, reason: 'invalid-url', detail: 'a redirect to something that is not a URL' }
        }
        continue
      }
      if (answer.status < 200 || answer.status >= 300) return { ok: false, reason: 'status', detail: `HTTP ${answer.status}`, status: answer.status }
      if (expected === 'image' && !answer.contentType.startsWith('image/')) {
        const type = answer.contentType.split(';')[0]!.trim() || 'no content type'
        return { ok: false, reason: 'not-an-image', detail: `${type}, not an image`, status: answer.status, contentType: type }
      }
      return { ok: true, status: answer.status }
    }
    return { ok: false, reason: 'too-many-redirects', detail: `more than ${maxRedirects} redirects` }
  }

  async function checkAll(urls: readonly string[]): Promise<Map<string, ImageCheckResult>> {
    const unique = [...new Set(urls)]
    const results = new Map<string, ImageCheckResult>()
    let next = 0
    const worker = async () => {
      while (next < unique.length) {
        const url = unique[next++]!
        results.set(url, await check(url))
      }
    }
    await Promise.all(Array.from({ length: Math.min(options.concurrency, unique.length) }, worker))
    return results
  }

  return {
    check,
    checkAll,
    close() {
      httpAgent.destroy()
      httpsAgent.destroy()
    },
  }
}
