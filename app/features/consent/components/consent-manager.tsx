import { ChevronDown, X } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { CONSENT_CHOICES, type ConsentChoice, type ConsentRecord, consentFromChoice, OPTIONAL_CONSENT_SETTINGS } from '#core/consent/consent.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ServerConsentContext, useConsent } from '../hooks/use-consent.ts'
import { ConsentCategories } from './consent-categories.tsx'

/**
 * The page and, while no choice is stored, the one consent layer over it: "Privacy &
 * Cookie Consent", rendered by the server from the consent cookie, so it is in the first
 * paint (never late, never moving the page) and the page behind it is inert until the
 * shopper chooses: nothing typed can land in a field under it. Accept, decline or save
 * the switches; the close icon and Escape decline. The buttons post a plain form (the
 * server stores the cookie) until the page's script runs; after that the page stores the
 * cookie itself and the layer goes without a reload. `enabled` false (the back office)
 * shows no layer.
 */
export function ConsentManager({ initial, enabled, children }: { initial: ConsentRecord | null; enabled: boolean; children: ReactNode }) {
  return (
    <ServerConsentContext.Provider value={initial}>
      <ConsentLayerHost enabled={enabled}>{children}</ConsentLayerHost>
    </ServerConsentContext.Provider>
  )
}

function ConsentLayerHost({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { record, save } = useConsent()
  const open = enabled && record === null
  return (
    <>
      {/* `contents`: the wrapper adds no box, so the page lays out exactly as without it. */}
      <div className="contents" inert={open}>
        {children}
      </div>
      {open ? <ConsentLayer onChoose={save} /> : null}
    </>
  )
}

function isChoice(value: unknown): value is ConsentChoice {
  return (CONSENT_CHOICES as readonly unknown[]).includes(value)
}

function ConsentLayer({ onChoose }: { onChoose: (record: ConsentRecord) => void }) {
  const location = useLocation()
  const dialog = useRef<HTMLElement>(null)
  const choose = useRef(onChoose)
  choose.current = onChoose

  useEffect(() => {
    // Once the script runs: bring focus into the layer (unless the shopper is already in
    // it) and let Escape decline, as the close icon does.
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') choose.current(consentFromChoice('decline', {}, new Date()))
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const pressed = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value
    const form = new FormData(e.currentTarget)
    const switched = Object.fromEntries(OPTIONAL_CONSENT_SETTINGS.map((s) => [s, form.get(s) === 'on']))
    // A submit with no button behind it declines, as Enter does (Decline is the form's first button).
    choose.current(consentFromChoice(isChoice(pressed) ? pressed : 'decline', switched, new Date()))
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/45 sm:items-center sm:p-4">
      <section
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-title"
        aria-describedby="consent-intro"
        tabIndex={-1}
        className="relative max-h-[85dvh] w-full overflow-y-auto rounded-t-[1.75rem] bg-cream p-5 shadow-[0_40px_80px_-30px_rgba(31,27,36,0.5)] ring-1 ring-line outline-none sm:max-h-[calc(100dvh-2rem)] sm:max-w-2xl sm:rounded-[1.75rem] sm:p-8"
      >
        <form method="post" action="/api/consent" onSubmit={submit}>
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <h2 id="consent-title" className="pr-10 font-display text-2xl font-semibold">
            {t('consent.title')}
          </h2>
          <p id="consent-intro" className="mt-2 text-ink-soft">
            {t('consent.intro')}
          </p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="submit" name="choice" value="decline" variant="secondary">
              {t('consent.decline')}
            </Button>
            <Button type="submit" name="choice" value="accept">
              {t('consent.acceptAll')}
            </Button>
          </div>
          {/* A native disclosure: it opens and closes before the script has loaded too. */}
          <details className="group mt-5">
            <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-medium text-terracotta underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">{t('consent.showDetails')}</span>
              <span className="hidden group-open:inline">{t('consent.hideDetails')}</span>
              <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
            </summary>
            <div className="mt-4">
              <ConsentCategories switches={{ named: true }} />
              <div className="mt-4 flex justify-end">
                <Button type="submit" name="choice" value="custom" variant="secondary">
                  {t('consent.saveChoices')}
                </Button>
              </div>
            </div>
          </details>
          <p className="mt-5 text-xs text-ink-soft">{t('consent.footer')}</p>
          <button
            type="submit"
            name="choice"
            value="decline"
            aria-label={t('consent.closeLabel')}
            className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-soft hover:bg-blush/60 hover:text-ink sm:top-5 sm:right-5"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </form>
      </section>
    </div>
  )
}
