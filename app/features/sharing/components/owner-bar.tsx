import { Link2Off } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { noStoredLinks, storedLinks, subscribeToStoredLinks } from '../utils/share-storage.ts'
import { useTurnOff } from './stored-links-list.tsx'

/**
 * On a shared link's page, in the browser that made the link: a note that it is hers and
 * a button to turn it off. Everyone else sees nothing here (the server renders nothing,
 * as it cannot know; the browser adds the bar once it reads its storage).
 */
export function SharedLinkOwnerBar({ id }: { id: string }) {
  const links = useSyncExternalStore(subscribeToStoredLinks, storedLinks, noStoredLinks)
  const [off, setOff] = useState(false)
  const { busy, failed, turnOff } = useTurnOff(() => setOff(true))
  const mine = links.find((l) => l.id === id)
  if (off) {
    return (
      <p role="status" className="mt-6 rounded-2xl bg-white/10 px-4 py-3 text-sm">
        {t('blueprint.shared.turnedOff')}
      </p>
    )
  }
  if (!mine) return null
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-white/10 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p>{t('blueprint.shared.yours')}</p>
      <button
        type="button"
        disabled={busy !== null}
        onClick={() => void turnOff(mine)}
        className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-full px-4 font-medium text-cream ring-1 ring-cream/50 hover:bg-white/10 disabled:opacity-70"
      >
        {busy ? <InlineSpinner className="h-4 w-4" /> : <Link2Off aria-hidden="true" className="h-4 w-4" />}
        {t('blueprint.share.turnOffThis')}
      </button>
      {failed ? (
        <p role="alert" className="text-blush">
          {failed}
        </p>
      ) : null}
    </div>
  )
}
