import { z } from 'zod'
import { translate } from '../i18n/translate.ts'
import type { StyleProfile } from '../profile/style-profile.ts'
import { storedLinkMatchScore } from './stored-link-score.ts'

/**
 * The developer test pages' checks (shopper spec, sections 2 and 8): store a test link in
 * the browser, read it back, generate recommendations, and score the stored links. The
 * page does the I/O; this module holds the data and the verdicts.
 */

/** Where the test page keeps its links: our own prefix, so sign-out clears them with the rest. */
export const STORED_LINKS_KEY = 'styleblueprint.sitestripe-links'

/** A stored affiliate link (spec: "The test page stores links under the key sitestripe_links with ..."). */
export const storedSiteStripeLinkSchema = z.object({
  id: z.string(),
  productName: z.string(),
  brand: z.string(),
  category: z.string(),
  originalUrl: z.string(),
  affiliateUrl: z.string(),
  imageUrl: z.string(),
  price: z.number(),
  description: z.string(),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type StoredSiteStripeLink = z.infer<typeof storedSiteStripeLinkSchema>

/** Test data ids start with this, so clean-up removes only what the checks wrote. */
export const TEST_LINK_PREFIX = 'test-'

/** The profile every check runs with, so a verdict never depends on who opened the page. */
export const TEST_PROFILE: StyleProfile = {
  bodyShape: 'hourglass',
  colorPalette: 'warm',
  stylePreferences: ['classic'],
  priceRange: { min: 50, max: 150 },
}

/** How many recommendations the check asks for (spec: category "All", limit 10), and the lowest passing match. */
export const TEST_LIMITS = { recommendations: 10, shown: 5, minimumMatch: 50 } as const

/** The spec's test product: a classic wrap dress at 89.99, inside the test profile's price range. */
export function testLink(now: Date): StoredSiteStripeLink {
  const at = now.toISOString()
  return {
    id: `${TEST_LINK_PREFIX}classic-wrap-dress`,
    productName: 'Classic Wrap Dress',
    brand: 'Test Brand',
    category: 'Dresses',
    originalUrl: 'https://www.amazon.com/dp/TEST000001',
    affiliateUrl: 'https://www.amazon.com/dp/TEST000001?tag=styleblueprint-test',
    imageUrl: '/images/products/dress.svg',
    price: 89.99,
    description: 'A test link written by the developer test page.',
    tags: ['classic', 'wrap', 'dress'],
    isActive: true,
    createdAt: at,
    updatedAt: at,
  }
}

/** The stored list, or null when the key is missing, empty or not a list of links (what is unreadable is dropped). */
export function parseStoredLinks(text: string | null): StoredSiteStripeLink[] | null {
  if (!text) return null
  try {
    const raw: unknown = JSON.parse(text)
    if (!Array.isArray(raw)) return null
    const links = raw.flatMap((item) => {
      const parsed = storedSiteStripeLinkSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    })
    return links.length > 0 ? links : null
  } catch {
    return null
  }
}

/** The list with `link` added, replacing an earlier link with the same id. */
export function withLink(links: readonly StoredSiteStripeLink[] | null, link: StoredSiteStripeLink): StoredSiteStripeLink[] {
  return [...(links ?? []).filter((l) => l.id !== link.id), link]
}

/** The list without the test page's own links; null when nothing else is left. */
export function withoutTestLinks(links: readonly StoredSiteStripeLink[] | null): StoredSiteStripeLink[] | null {
  const kept = (links ?? []).filter((l) => !l.id.startsWith(TEST_LINK_PREFIX))
  return kept.length > 0 ? kept : null
}

export interface ScoredLink {
  link: StoredSiteStripeLink
  /** 0..100: body 40, palette 30, style 20, price 10 (stored-link-score.ts). */
  score: number
}

/** The active stored links scored for the profile, best first (ties keep the stored order). */
export function siteStripeRecommendations(links: readonly StoredSiteStripeLink[], profile: StyleProfile): ScoredLink[] {
  return links
    .filter((link) => link.isActive)
    .map((link) => ({ link, score: storedLinkMatchScore(link, profile) }))
    .sort((a, b) => b.score - a.score)
}

export type CheckId = 'store' | 'retrieve' | 'recommend' | 'match'
export const CHECK_IDS: readonly CheckId[] = ['store', 'retrieve', 'recommend', 'match']

export type CheckVerdict = { ok: true; message: string } | { ok: false; message: string }

const pass = (message: string): CheckVerdict => ({ ok: true, message })
const fail = (message: string): CheckVerdict => ({ ok: false, message })

/** Storing passes when the link just written reads back from storage. */
export function storeVerdict(readBack: readonly StoredSiteStripeLink[] | null, written: StoredSiteStripeLink): CheckVerdict {
  return readBack?.some((l) => l.id === written.id)
    ? pass(translate('devtools.store.pass', { count: readBack.length }))
    : fail(translate('devtools.fail.noData'))
}

/** Retrieving passes when storage holds at least one readable link. */
export function retrieveVerdict(links: readonly StoredSiteStripeLink[] | null): CheckVerdict {
  return links ? pass(translate('devtools.retrieve.pass', { count: links.length })) : fail(translate('devtools.fail.noData'))
}

/** Generating passes when the catalogue recommends something and the stored links give recommendations too. */
export function recommendVerdict(catalogueCount: number, siteStripe: readonly ScoredLink[]): CheckVerdict {
  if (catalogueCount === 0) return fail(translate('devtools.fail.noRecommendations'))
  if (siteStripe.length === 0) return fail(translate('devtools.fail.noSiteStripe'))
  return pass(translate('devtools.recommend.pass', { catalogue: catalogueCount, links: siteStripe.length }))
}

/** Matching passes when the links have scores and the test product's is at least 50%. */
export function matchVerdict(scored: readonly ScoredLink[], testLinkId: string): CheckVerdict {
  if (scored.length === 0) return fail(translate('devtools.fail.noScores'))
  const test = scored.find((s) => s.link.id === testLinkId)
  if (!test || test.score < TEST_LIMITS.minimumMatch) return fail(translate('devtools.fail.scoreTooLow'))
  return pass(translate('devtools.match.pass', { score: test.score, count: scored.length }))
}
