import { Link2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { blueprintFromChoices, blueprintSummary } from '#core/profile/blueprint.ts'
import type { SharedLink } from '#core/profile/blueprint-share.ts'
import { ButtonLink } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { listShares, revokeShare } from '../utils/share-api.ts'
import { forgetLink } from '../utils/share-storage.ts'
import { SharedLinkRow } from './shared-link-row.tsx'

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; links: SharedLink[] }

/**
 * The account page's "Shared blueprint links": every live link she made while signed in,
 * each with what it shows and a Revoke button. Self-contained (it loads its own list) so
 * the account page needs one line for it.
 */
export function SharedLinksSection() {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  // The list is hers alone and small; it loads once the page is in the browser, so the
  // account route's loader and this section stay independent of each other.
  useEffect(() => {
    let live = true
    void listShares().then((result) => {
      if (!live) return
      setState(result.ok ? { kind: 'ready', links: result.data.items } : { kind: 'failed', message: result.message })
    })
    return () => {
      live = false
    }
  }, [])

  async function revoke(link: SharedLink) {
    setBusy(link.id)
    setNotice(null)
    const result = await revokeShare(link.id)
    setBusy(null)
    if (result.ok || result.status === 404) {
      forgetLink(link.id)
      setState((s) => (s.kind === 'ready' ? { kind: 'ready', links: s.links.filter((l) => l.id !== link.id) } : s))
      setNotice({ tone: 'success', text: t('blueprint.share.turnedOff') })
    } else {
      setNotice({ tone: 'error', text: result.status === 0 ? t('blueprint.download.offline') : result.message })
    }
  }

  return (
    <section aria-labelledby="shared-links-heading" id="shared-links" className="mt-8 scroll-mt-24 rounded-[1.75rem] bg-white p-5 ring-1 ring-line sm:p-8">
      <h2 id="shared-links-heading" className="flex items-center gap-2 text-2xl font-semibold">
        <Link2 aria-hidden="true" className="h-5 w-5 text-sage-deep" />
        {t('blueprint.share.account.title')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('blueprint.share.account.lead')}</p>
      <div className="mt-5">
        {notice ? (
          <Notice tone={notice.tone} className="mb-4">
            {notice.text}
          </Notice>
        ) : null}
        {state.kind === 'loading' ? (
          <Spinner label={t('blueprint.share.account.loading')} className="py-6" />
        ) : state.kind === 'failed' ? (
          <Notice tone="error">{state.message}</Notice>
        ) : state.links.length === 0 ? (
          <div>
            <p className="text-ink-soft">{t('blueprint.share.account.none')}</p>
            <ButtonLink to="/analysis/style?view=blueprint" variant="secondary" className="mt-4">
              {t('blueprint.share.account.toBlueprint')}
            </ButtonLink>
          </div>
        ) : (
          <ul aria-label={t('blueprint.share.account.title')} className="space-y-3">
            {state.links.map((link) => {
              const summary = blueprintSummary(blueprintFromChoices(link.choices))
              return (
                <SharedLinkRow
                  key={link.id}
                  summary={summary}
                  note={link.firstName ? t('blueprint.share.account.showsName', { name: link.firstName }) : null}
                  createdOn={DAY.format(new Date(link.createdAt))}
                  url={link.url}
                  busy={busy === link.id}
                  onEnd={() => void revoke(link)}
                  endLabel={t('blueprint.share.revoke')}
                  endNamedLabel={t('blueprint.share.revokeNamed', { summary })}
                  surface="cream"
                />
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
