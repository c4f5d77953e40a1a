import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { styleExamples } from '#core/rule-book/key-pieces.ts'
import { isQuizStyleId, type StyleDetails } from '#core/rule-book/styles.ts'
import { StyleIcon } from '../../../components/illustrations/style-icon.tsx'

/**
 * A style's face: icon, name, description and its first three keywords. `name` replaces
 * the plain name, so the toggle cards can put their button there (and nothing else inside
 * it: a button holds only its name, and a stretched overlay makes the whole card clickable).
 */
export function StyleCardBody({
  style,
  selected = false,
  showCheck = false,
  name,
}: {
  style: StyleDetails
  selected?: boolean
  showCheck?: boolean
  name?: ReactNode
}) {
  const chip = `rounded-full px-2.5 py-1 text-xs ring-1 ${selected ? 'bg-white ring-terracotta/30' : 'bg-cream ring-line'}`
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className={`flex h-12 w-12 items-center justify-center rounded-2xl text-terracotta ${selected ? 'bg-white' : 'bg-cream'}`}
        >
          <StyleIcon style={style.id} className="h-6 w-6" />
        </span>
        {showCheck ? (
          <span
            aria-hidden="true"
            className={[
              'flex h-7 w-7 items-center justify-center rounded-full ring-1 transition',
              selected ? 'bg-terracotta text-white ring-terracotta' : 'bg-white text-transparent ring-line',
            ].join(' ')}
          >
            <Check className="h-4 w-4" strokeWidth={3} />
          </span>
        ) : null}
      </div>
      <h2 className="mt-4 text-xl font-semibold">{name ?? style.name}</h2>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">{style.description}</p>
      <ul aria-label={t('analysis.style.keywords', { style: style.name })} className="mt-4 flex flex-wrap gap-1.5">
        {(isQuizStyleId(style.id) ? styleExamples(style.id) : []).map((k) => (
          <li key={k} className={chip}>
            {k}
          </li>
        ))}
      </ul>
    </>
  )
}
