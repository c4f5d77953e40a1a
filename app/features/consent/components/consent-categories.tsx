import { CONSENT_CATEGORIES, type ConsentSettings, type OptionalConsentSetting } from '#core/consent/consent.ts'
import { translate as t } from '#core/i18n/translate.ts'

type Switches =
  /** Switches React controls (the settings form). */
  | { settings: ConsentSettings; onToggle: (setting: OptionalConsentSetting, on: boolean) => void }
  /** Plain form checkboxes named after their setting, all off at first: they work before the page's script has loaded. */
  | { named: true }

const SWITCH =
  'mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-line transition-colors before:block before:h-5 before:w-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-terracotta checked:before:translate-x-5.5'

/** The four categories with what each is for; with `switches`, optional ones become switches. */
export function ConsentCategories({ switches }: { switches?: Switches }) {
  return (
    <ul className="space-y-3">
      {CONSENT_CATEGORIES.map((c) => {
        const fixed = c.setting === 'essential'
        const id = `consent-${c.id}`
        const setting = c.setting as OptionalConsentSetting
        const hasSwitch = !fixed && switches !== undefined
        const input = { id: `${id}-switch`, 'aria-describedby': `${id}-text` }
        return (
          <li key={c.id} className="rounded-2xl bg-white p-4 ring-1 ring-line">
            <div className="flex items-start justify-between gap-4">
              <div>
                {hasSwitch ? (
                  <label htmlFor={`${id}-switch`} className="block font-medium">
                    {t(c.title)}
                  </label>
                ) : (
                  <p className="font-medium">{t(c.title)}</p>
                )}
                <p id={`${id}-text`} className="mt-1 text-sm text-ink-soft">
                  {t(c.description)}
                </p>
              </div>
              {fixed ? (
                <span className="shrink-0 rounded-full bg-sage/15 px-3 py-1 text-xs font-medium text-sage-deep">{t('consent.alwaysOn')}</span>
              ) : !switches ? null : 'named' in switches ? (
                <input type="checkbox" role="switch" name={setting} className={SWITCH} {...input} />
              ) : (
                <input
                  type="checkbox"
                  role="switch"
                  className={SWITCH}
                  checked={switches.settings[setting]}
                  onChange={(e) => switches.onToggle(setting, e.target.checked)}
                  {...input}
                />
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
