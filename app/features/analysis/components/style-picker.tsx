import { translate as t } from '#core/i18n/translate.ts'
import { QUIZ_STYLES, STYLE_DETAILS, type StyleId } from '#core/rule-book/styles.ts'
import { StyleCardBody } from './style-card.tsx'

/**
 * The six style cards as toggle buttons: each press adds or removes that style. The
 * button holds the style's name; its ::after overlay stretches over the card so a press
 * anywhere on the card toggles it.
 */
export function StylePicker({ selected, onToggle }: { selected: readonly StyleId[]; onToggle: (style: StyleId) => void }) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {QUIZ_STYLES.map((id) => {
          const style = STYLE_DETAILS[id]
          const on = selected.includes(id)
          return (
            <li
              key={id}
              className={[
                'relative flex flex-col rounded-[var(--radius-card)] p-5 ring-1 transition sm:p-6',
                'hover:-translate-y-0.5 hover:shadow-[0_18px_40px_-24px_rgba(31,27,36,0.45)]',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-terracotta',
                on ? 'bg-blush/60 ring-2 ring-terracotta' : 'bg-white ring-line',
              ].join(' ')}
            >
              <StyleCardBody
                style={style}
                selected={on}
                showCheck
                name={
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => onToggle(id)}
                    className="text-left after:absolute after:inset-0 after:cursor-pointer after:rounded-[var(--radius-card)] focus-visible:outline-none"
                  >
                    {style.name}
                  </button>
                }
              />
            </li>
          )
        })}
      </ul>
      <p className="sr-only" aria-live="polite">
        {t('analysis.style.selected', { count: selected.length })}
      </p>
    </>
  )
}
