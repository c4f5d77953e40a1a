import { useEffect, useState } from 'react'
import { type ConsentSettings, type OptionalConsentSetting, updateConsentSettings } from '#core/consent/consent.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useConsent } from '../hooks/use-consent.ts'
import { ConsentCategories } from './consent-categories.tsx'

const OFF: ConsentSettings = { essential: true, analytics: false, personalization: false, marketing: false }

/** Changing the consent choice later, from account settings. */
export function ConsentSettingsForm() {
  const { record: stored, save } = useConsent()
  const [draft, setDraft] = useState<ConsentSettings>(stored?.settings ?? OFF)
  const [saved, setSaved] = useState(false)

  // Follow the stored choice when it changes (another tab, or the consent layer).
  useEffect(() => {
    if (stored) setDraft(stored.settings)
  }, [stored])

  const toggle = (setting: OptionalConsentSetting, on: boolean) => {
    setSaved(false)
    setDraft((d) => ({ ...d, [setting]: on }))
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        save(updateConsentSettings(draft, stored, new Date()))
        setSaved(true)
      }}
    >
      <p className="mb-4 text-sm text-ink-soft">
        {stored
          ? t('consent.settings.status', {
              status: t(stored.status === 'accepted' ? 'consent.status.accepted' : 'consent.status.declined'),
              date: new Date(stored.timestamp).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
            })
          : t('consent.settings.none')}
      </p>
      <ConsentCategories switches={{ settings: draft, onToggle: toggle }} />
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button type="submit">{t('consent.settings.save')}</Button>
        {saved ? <Notice tone="success">{t('consent.settings.saved')}</Notice> : null}
      </div>
    </form>
  )
}
