import { translate } from '../i18n/translate.ts'
import { STARTER_LINK_PREFIX } from './starter-catalogue.ts'

/**
 * Link health (issue 28): the rules of the scheduled check of every active product's shop
 * link and image. Pure: the server asks the hosts (integrations/http/image-check.ts), paces
 * them per host, and stores what these rules make of the answers.
 */

/** What a product is checked through: its shop link (any page will do) and its image (`image/*` only). */
export type LinkHealthKind = 'link' | 'image'

/** One answer of the check, as integrations/http/image-check.ts gives it. */
type LinkCheckAnswer =
  | { ok: true; status: number }
  | { ok: false; reason: 'invalid-url' | 'refused-address' | 'status' | 'timeout' | 'network' | 'dns' | 'too-many-redirects' | 'not-an-image'; status?: number }

/** Why a product was found dead: each names what the shopper would have met. */
export type LinkHealthReason =
  | 'link-gone'
  | 'link-unreachable'
  | 'link-timeout'
  | 'image-gone'
  | 'image-not-an-image'
  | 'image-unreachable'
  | 'image-timeout'
  | 'refused-address'

/** Each URL is asked at most this many times in one run (a timeout or dropped connection gets one more go). */
const LINK_CHECK_ATTEMPTS = 2

/**
 * What one answer means. `retry`: asked once more before it counts (a timeout, a dropped
 * connection). `unsure`: not a verdict either way (a host that throttles bots with 403/429 or
 * fails with 5xx today), so the product stays as it is.
 */
type LinkVerdict = { state: 'alive' } | { state: 'retry' } | { state: 'unsure' } | { state: 'dead'; reason: LinkHealthReason }

/**
 * Dead: the link is gone (404, 410), its host does not exist (DNS), or it never answers (a
 * timeout, after one retry); the image is gone, is not an image (a shop's page behind a
 * redirect), or never answers; either points at an address the check never connects to.
 * Everything else (403, 429, 5xx, too many redirects) is unsure: shops throttle robots, and a
 * product is not taken down on a bad day.
 */
export function verdictOf(kind: LinkHealthKind, answer: LinkCheckAnswer, attempt: number): LinkVerdict {
  if (answer.ok) return { state: 'alive' }
  const dead = (reason: LinkHealthReason): LinkVerdict => ({ state: 'dead', reason })
  switch (answer.reason) {
    case 'status':
      if (answer.status === 404 || answer.status === 410) return dead(kind === 'link' ? 'link-gone' : 'image-gone')
      return { state: 'unsure' }
    case 'not-an-image':
      return kind === 'image' ? dead('image-not-an-image') : { state: 'alive' }
    case 'refused-address':
      return dead('refused-address')
    case 'dns':
    case 'timeout':
    case 'network':
      if (attempt < LINK_CHECK_ATTEMPTS) return { state: 'retry' }
      return dead(kind === 'link' ? (answer.reason === 'timeout' ? 'link-timeout' : 'link-unreachable') : answer.reason === 'timeout' ? 'image-timeout' : 'image-unreachable')
    case 'invalid-url':
    case 'too-many-redirects':
      return { state: 'unsure' }
  }
}

/**
 * The URLs of a product the check asks about. A starter piece's link is our own sample page and
 * its image our own drawing (a path on this site): neither is a shop's, so neither is asked.
 */
export function linkHealthTargets(product: { affiliateUrl: string; imageUrl: string | null }): Array<{ kind: LinkHealthKind; url: string }> {
  const targets: Array<{ kind: LinkHealthKind; url: string }> = []
  // The image first: what the shopper sees broken is named, whatever the link does.
  if (product.imageUrl && isRemote(product.imageUrl)) targets.push({ kind: 'image', url: product.imageUrl })
  if (isRemote(product.affiliateUrl) && !product.affiliateUrl.startsWith(STARTER_LINK_PREFIX)) targets.push({ kind: 'link', url: product.affiliateUrl })
  return targets
}

function isRemote(url: string): boolean {
  return /^https?:\/\//i.test(url.trim())
}

/** The host a URL's requests are paced by (host and port): at most one request per host per gap. */
export function pacingKey(url: string): string {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return ''
  }
}

/**
 * When the next request to `host` may start: no sooner than `gapMs` after the last one given
 * out for it. Records the slot, so concurrent callers queue behind each other.
 */
export function takeHostSlot(slots: Map<string, number>, host: string, nowMs: number, gapMs: number): number {
  const at = Math.max(nowMs, (slots.get(host) ?? -Infinity) + gapMs)
  slots.set(host, at)
  return at
}

/**
 * A run in which no host answered over HTTP, or (with three hosts or more) most hosts failed
 * below HTTP (no name, no connection, no answer), says more about this server's own network
 * than about the shops: it deactivates nothing.
 */
export function looksOffline(hosts: ReadonlyMap<string, { asked: number; failedBelowHttp: number }>): boolean {
  const asked = [...hosts.values()].filter((h) => h.asked > 0)
  if (asked.length === 0) return false
  const down = asked.filter((h) => h.failedBelowHttp === h.asked).length
  if (down === asked.length) return true
  return asked.length >= 3 && down * 2 > asked.length
}

/** An answer that failed below HTTP: it counts toward looksOffline. */
export function failedBelowHttp(answer: LinkCheckAnswer): boolean {
  return !answer.ok && (answer.reason === 'dns' || answer.reason === 'timeout' || answer.reason === 'network')
}

const REASON_KEYS = {
  'link-gone': 'admin.linkHealth.reason.linkGone',
  'link-unreachable': 'admin.linkHealth.reason.linkUnreachable',
  'link-timeout': 'admin.linkHealth.reason.linkTimeout',
  'image-gone': 'admin.linkHealth.reason.imageGone',
  'image-not-an-image': 'admin.linkHealth.reason.imageNotAnImage',
  'image-unreachable': 'admin.linkHealth.reason.imageUnreachable',
  'image-timeout': 'admin.linkHealth.reason.imageTimeout',
  'refused-address': 'admin.linkHealth.reason.refusedAddress',
} as const satisfies Record<LinkHealthReason, string>

export function linkHealthReasonText(reason: LinkHealthReason): string {
  return translate(REASON_KEYS[reason])
}

/** A product the check deactivated, as the back office lists it. */
export interface LinkHealthFindingView {
  id: string
  productId: string
  productName: string
  kind: LinkHealthKind
  reason: LinkHealthReason
  /** The reason in words. */
  reasonText: string
  /** What the host answered (HTTP 404, text/html, ...). */
  detail: string
  url: string
  checkedAt: string
}

export type LinkHealthRunStatus = 'running' | 'completed' | 'offline' | 'failed'

export interface LinkHealthRunView {
  id: string
  status: LinkHealthRunStatus
  trigger: 'schedule' | 'admin'
  startedAt: string
  finishedAt: string | null
  /** Products to check in this run, and checked so far. */
  total: number
  checked: number
  /** Products this run deactivated. */
  deactivated: number
}

export interface LinkHealthView {
  run: LinkHealthRunView | null
  findings: LinkHealthFindingView[]
  /** Hours between scheduled checks; 0 when the schedule is off. */
  intervalHours: number
  nextRunAt: string | null
}

/** The back office lists this many of the latest findings. */
export const LINK_HEALTH_LIST_LIMIT = 100
