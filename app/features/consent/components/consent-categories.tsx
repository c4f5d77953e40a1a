import { CONSENT_CATEGORIES, type ConsentSettings, type OptionalConsentSetting } from '#core/consent/consent.ts'
import { translate as t } from '#core/i18n/translate.ts'

/** The four categories with what each is for; with `onToggle`, optional ones become switches. */
export function ConsentCategories({
  settings,
  onToggle,
}: {
  settings?: ConsentSettings
  onToggle?: (setting: OptionalConsentSetting, on: boolean) => void
}) {
  return (
    <ul className="space-y-3">
      {CONSENT_CATEGORIES.map((c) => {
        const fixed = c.setting === 'essential'
        const id = `consent-${c.id}`
        return (
          <li key={c.id} className="rounded-2xl bg-white p-4 ring-1 ring-line">
            <div className="flex items-start justify-between gap-4">
              <div>
                <p id={`${id}-title`} className="font-medium">
                  {t(c.title)}
                </p>
                <p id={`${id}-text`} className="mt-1 text-sm text-ink-soft">
                  {t(c.description)}
                </p>
              </div>
              {fixed ? (
                <span className="shrink-0 rounded-full bg-sage/15 px-3 py-1 text-xs font-medium text-sage-deep">{t('consent.alwaysOn')}</span>
              ) : onToggle && settings ? (
                <input
                  type="checkbox"
                  role="switch"
                  className="mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-line transition-colors before:block before:h-5 before:w-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-terracotta checked:before:translate-x-5.5"
                  checked={settings[c.setting as OptionalConsentSetting]}
                  onChange={(e) => onToggle(c.setting as OptionalConsentSetting, e.target.checked)}
                  aria-labelledby={`${id}-title`}
                  aria-describedby={`${id}-text`}
                />
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
