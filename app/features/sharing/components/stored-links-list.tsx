import { useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { revokeShare } from '../utils/share-api.ts'
import { forgetLink, type StoredLink } from '../utils/share-storage.ts'
import { SharedLinkRow } from './shared-link-row.tsx'

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })

/** "Turn off" for a link this browser made: revokes it with the kept token, then forgets it. */
export function useTurnOff(onDone?: (id: string) => void) {
  const [busy, setBusy] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  async function turnOff(link: Pick<StoredLink, 'id' | 'revokeToken'>) {
    setBusy(link.id)
    setFailed(null)
    const result = await revokeShare(link.id, link.revokeToken)
    setBusy(null)
    // 404: already off (from the account page, another tab): forgetting it is right too.
    if (result.ok || result.status === 404) {
      forgetLink(link.id)
      onDone?.(link.id)
    } else {
      setFailed(result.status === 0 ? t('blueprint.download.offline') : result.message)
    }
  }
  return { busy, failed, turnOff }
}

/** Links this browser made, each with its address and a "Turn off" button; the caller says when one went off. */
export function StoredLinksList({ links, label, title, onTurnedOff }: { links: readonly StoredLink[]; label: string; title?: string; onTurnedOff: () => void }) {
  const { busy, failed, turnOff } = useTurnOff(onTurnedOff)
  if (links.length === 0 && !failed) return null
  return (
    <div className="mt-6">
      {title ? <h3 className="text-sm font-semibold tracking-[0.12em] text-ink-soft uppercase">{title}</h3> : null}
      {failed ? (
        <p role="alert" className="text-sm text-terracotta-dark">
          {failed}
        </p>
      ) : null}
      <ul aria-label={label} className="mt-2 space-y-2">
        {links.map((link) => (
          <SharedLinkRow
            key={link.id}
            summary={link.summary}
            createdOn={DAY.format(new Date(link.createdAt))}
            url={link.url}
            busy={busy === link.id}
            onEnd={() => void turnOff(link)}
            endLabel={t('blueprint.share.turnOff')}
            endNamedLabel={t('blueprint.share.turnOffNamed', { summary: link.summary })}
            surface="white"
          />
        ))}
      </ul>
    </div>
  )
}
