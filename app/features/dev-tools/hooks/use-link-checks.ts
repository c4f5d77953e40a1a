import { useCallback, useState } from 'react'
import {
  type CheckId,
  type CheckVerdict,
  matchVerdict,
  parseStoredLinks,
  recommendVerdict,
  retrieveVerdict,
  siteStripeRecommendations,
  STORED_LINKS_KEY,
  type StoredSiteStripeLink,
  storeVerdict,
  TEST_LIMITS,
  TEST_PROFILE,
  testLink,
  withLink,
  withoutTestLinks,
} from '#core/dev-tools/site-stripe-checks.ts'
import { translate as t } from '#core/i18n/translate.ts'
import type { Product } from '#core/catalog/product.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'

/** What the checks need from the recommendation API (the route passes the dashboard's client). */
export type RecommendFn = (profile: StyleProfile, limit: number) => Promise<{ ok: true; items: Array<{ product: Product; score: number }> } | { ok: false; message: string }>

export type CheckState = { status: 'idle' } | { status: 'running' } | ({ status: 'done' } & CheckVerdict)

const IDLE: Record<CheckId, CheckState> = { store: { status: 'idle' }, retrieve: { status: 'idle' }, recommend: { status: 'idle' }, match: { status: 'idle' } }

function readLinks(): StoredSiteStripeLink[] | null {
  return parseStoredLinks(window.localStorage.getItem(STORED_LINKS_KEY))
}

function writeLinks(links: StoredSiteStripeLink[] | null): void {
  if (links) window.localStorage.setItem(STORED_LINKS_KEY, JSON.stringify(links))
  else window.localStorage.removeItem(STORED_LINKS_KEY)
}

/**
 * The four link checks (store, retrieve, generate recommendations, match scores), one at a
 * time or all in order, and clean-up of the test data. Storage is read in handlers only,
 * so the server render and the first client render agree.
 */
export function useLinkChecks(recommend: RecommendFn) {
  const [checks, setChecks] = useState(IDLE)
  const [links, setLinks] = useState<StoredSiteStripeLink[] | null>(null)
  const [recommendations, setRecommendations] = useState<Array<{ product: Product; score: number }>>([])
  const [notice, setNotice] = useState<string | null>(null)

  const refresh = useCallback(() => setLinks(readLinks()), [])

  const verdictOf = useCallback(
    async (id: CheckId): Promise<CheckVerdict> => {
      switch (id) {
        case 'store': {
          const link = testLink(new Date())
          writeLinks(withLink(readLinks(), link))
          return storeVerdict(readLinks(), link)
        }
        case 'retrieve':
          return retrieveVerdict(readLinks())
        case 'recommend': {
          const result = await recommend(TEST_PROFILE, TEST_LIMITS.recommendations)
          if (!result.ok) return { ok: false, message: t('devtools.fail.request', { message: result.message }) }
          setRecommendations(result.items.slice(0, TEST_LIMITS.shown))
          return recommendVerdict(result.items.length, siteStripeRecommendations(readLinks() ?? [], TEST_PROFILE))
        }
        case 'match':
          return matchVerdict(siteStripeRecommendations(readLinks() ?? [], TEST_PROFILE), testLink(new Date()).id)
      }
    },
    [recommend],
  )

  const run = useCallback(
    async (id: CheckId) => {
      setNotice(null)
      setChecks((c) => ({ ...c, [id]: { status: 'running' } }))
      let verdict: CheckVerdict
      try {
        verdict = await verdictOf(id)
      } catch (err) {
        // Storage can refuse (private mode, quota): that is this check's failure, not the page's.
        verdict = { ok: false, message: err instanceof Error ? err.message : String(err) }
      }
      setChecks((c) => ({ ...c, [id]: { status: 'done', ...verdict } }))
      setLinks(readLinks())
    },
    [verdictOf],
  )

  const runAll = useCallback(async () => {
    for (const id of ['store', 'retrieve', 'recommend', 'match'] as const) await run(id)
  }, [run])

  const cleanup = useCallback(() => {
    writeLinks(withoutTestLinks(readLinks()))
    setChecks(IDLE)
    setRecommendations([])
    setLinks(readLinks())
    setNotice(t('devtools.checks.cleaned'))
  }, [])

  return { checks, links, recommendations, notice, run, runAll, cleanup, refresh }
}
