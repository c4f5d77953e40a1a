import { Cookie } from 'lucide-react'
import { useEffect, useState } from 'react'
import { acceptAll, declineAll } from '#core/consent/consent.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useConsent } from '../hooks/use-consent.ts'
import { loadConsent } from '../utils/consent-storage.ts'
import { ConsentCategories } from './consent-categories.tsx'

/**
 * First visit: the "Privacy & Cookie Consent" dialog, and a banner while no choice is
 * stored. Accept or decline saves the choice (with its date and version) and hides both;
 * the close icon, Escape and a click outside all count as declining.
 */
export function ConsentManager() {
  const { record, save } = useConsent()
  const [open, setOpen] = useState(false)
  const [details, setDetails] = useState(false)

  // At start-up: drop an expired choice, then ask if there is none.
  useEffect(() => {
    if (loadConsent() === null) setOpen(true)
  }, [])

  if (record !== null) return null
  const accept = () => {
    save(acceptAll(new Date()))
    setOpen(false)
  }
  const decline = () => {
    save(declineAll(new Date()))
    setOpen(false)
  }

  return (
    <>
      <section
        aria-label={t('consent.title')}
        className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-3xl bg-ink p-4 text-cream shadow-2xl sm:p-5"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Cookie aria-hidden="true" className="hidden h-6 w-6 shrink-0 text-blush sm:block" />
          <p className="flex-1 text-sm">{t('consent.banner.text')}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="ghost" className="text-cream hover:bg-cream/10" onClick={() => setOpen(true)}>
              {t('consent.banner.review')}
            </Button>
            <Button size="sm" variant="secondary" onClick={decline}>
              {t('consent.decline')}
            </Button>
            <Button size="sm" onClick={accept}>
              {t('consent.acceptAll')}
            </Button>
          </div>
        </div>
      </section>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : decline())}
        title={t('consent.title')}
        description={t('consent.intro')}
        closeLabel={t('consent.closeLabel')}
        size="lg"
      >
        <button
          type="button"
          className="text-sm font-medium text-terracotta underline-offset-4 hover:underline"
          aria-expanded={details}
          aria-controls="consent-details"
          onClick={() => setDetails((d) => !d)}
        >
          {t(details ? 'consent.hideDetails' : 'consent.showDetails')}
        </button>
        <div id="consent-details" className="mt-4" hidden={!details}>
          <ConsentCategories />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={decline}>
            {t('consent.decline')}
          </Button>
          <Button onClick={accept}>{t('consent.acceptAll')}</Button>
        </div>
        <p className="mt-5 text-xs text-ink-soft">{t('consent.footer')}</p>
      </Dialog>
    </>
  )
}
