import { Check } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'
import type { StyleDetails } from '#core/reference/styles.ts'

/**
 * A style's face: emoji, name, description and its first three keywords. Inside a toggle
 * button only phrasing content is allowed, so `inButton` swaps the heading and list for spans.
 */
export function StyleCardBody({ style, selected = false, inButton = false }: { style: StyleDetails; selected?: boolean; inButton?: boolean }) {
  const keywords = style.keywords.slice(0, 3)
  const chip = `rounded-full px-2.5 py-1 text-xs ring-1 ${selected ? 'bg-white ring-terracotta/30' : 'bg-cream ring-line'}`
  return (
    <>
      <span className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className={`flex h-12 w-12 items-center justify-center rounded-2xl text-2xl ${selected ? 'bg-white' : 'bg-cream'}`}
        >
          {style.emoji}
        </span>
        {inButton ? (
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
      </span>
      {inButton ? (
        <span className="mt-4 block font-display text-xl font-semibold">{style.name}</span>
      ) : (
        <h2 className="mt-4 text-xl font-semibold">{style.name}</h2>
      )}
      <span className="mt-1.5 block text-sm leading-relaxed text-ink-soft">{style.description}</span>
      {inButton ? (
        <span className="mt-4 flex flex-wrap gap-1.5">
          {keywords.map((k) => (
            <span key={k} className={chip}>
              {k}
            </span>
          ))}
        </span>
      ) : (
        <ul aria-label={t('analysis.style.keywords', { style: style.name })} className="mt-4 flex flex-wrap gap-1.5">
          {keywords.map((k) => (
            <li key={k} className={chip}>
              {k}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
