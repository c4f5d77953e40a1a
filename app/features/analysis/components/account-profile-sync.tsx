import { CircleCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { useStyleProfile } from '../hooks/use-style-profile.ts'
import { loadAccountProfileStore } from '../profile-store-context.ts'

/** How long the auto-save confirmation stays on screen (spec: 3 seconds). */
export const AUTO_SAVE_TOAST_MS = 3000

/**
 * For a signed-in user, on every page: reads the profile at once (so a visitor's profile
 * moves into the account right after sign-in, wherever she lands) and shows the auto-save
 * confirmation. Loaded on its own, for signed-in users only.
 */
export default function AccountProfileSync() {
  // Subscribing is what loads the profile (and settles a browser copy).
  useStyleProfile()
  const [shownAt, setShownAt] = useState<number | null>(null)

  useEffect(() => {
    let unsubscribe: (() => void) | null = null
    let cancelled = false
    void loadAccountProfileStore().then((store) => {
      if (!cancelled) unsubscribe = store.onAutoSaved(() => setShownAt(Date.now()))
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [])
  useEffect(() => {
    if (shownAt === null) return
    const timer = window.setTimeout(() => setShownAt(null), AUTO_SAVE_TOAST_MS)
    return () => window.clearTimeout(timer)
  }, [shownAt])

  // The live region is always there, so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-3 bottom-4 z-40 flex justify-center sm:inset-x-auto sm:right-6">
      {shownAt !== null ? (
        <p className="pointer-events-auto flex max-w-md items-start gap-3 rounded-2xl bg-white px-4 py-3 text-sm text-sage-deep shadow-[0_20px_40px_-20px_rgba(31,27,36,0.45)] ring-1 ring-sage/40">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{t('profile.autoSave.success')}</span>
        </p>
      ) : null}
    </div>
  )
}
