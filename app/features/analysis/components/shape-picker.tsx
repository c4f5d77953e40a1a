import { Check } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'
import { BODY_SHAPE_DETAILS, BODY_SHAPES, type BodyShapeId } from '#core/rule-book/body-shapes.ts'
import { BodySilhouette } from '../../../components/illustrations/body-silhouette.tsx'

/**
 * The five shape cards as one radio group: arrow keys move between them, and each card's
 * name is its accessible name, with the description and characteristics as its description.
 */
export function ShapePicker({ value, onChange }: { value: BodyShapeId | undefined; onChange: (shape: BodyShapeId) => void }) {
  return (
    <fieldset>
      <legend className="sr-only">{t('analysis.body.shapes')}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {BODY_SHAPES.map((id) => {
          const shape = BODY_SHAPE_DETAILS[id]
          const selected = value === id
          return (
            <label
              key={id}
              className={[
                'group relative grid cursor-pointer grid-cols-[5.5rem_1fr] gap-x-4 rounded-[var(--radius-card)] bg-white p-4 ring-1 transition sm:flex sm:flex-col sm:p-5',
                'hover:-translate-y-0.5 hover:shadow-[0_18px_40px_-24px_rgba(31,27,36,0.45)]',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-terracotta',
                selected ? 'ring-2 ring-terracotta' : 'ring-line',
              ].join(' ')}
            >
              <input
                type="radio"
                name="bodyShape"
                value={id}
                checked={selected}
                onChange={() => onChange(id)}
                aria-labelledby={`shape-${id}-name`}
                aria-describedby={`shape-${id}-details`}
                className="sr-only"
              />
              {selected ? (
                <span className="absolute top-3 right-3 z-10 flex items-center gap-1 rounded-full bg-terracotta px-2.5 py-1 text-xs font-medium text-white">
                  <Check aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} />
                  {t('analysis.body.selected')}
                </span>
              ) : null}
              <div className={`flex items-center justify-center rounded-2xl py-3 ${selected ? 'bg-blush/70' : 'bg-cream'}`}>
                <BodySilhouette shape={id} selected={selected} className="h-28 w-16 transition-transform group-hover:scale-105 sm:h-40 sm:w-24" />
              </div>
              <div className="min-w-0">
                <p id={`shape-${id}-name`} className="font-display text-xl font-semibold sm:mt-4">
                  {shape.name}
                </p>
                <div id={`shape-${id}-details`} className="flex flex-1 flex-col">
                  <p className="mt-1.5 text-sm leading-relaxed text-ink-soft sm:mt-2">{shape.description}</p>
                  <ul className="mt-3 space-y-1.5 border-t border-line pt-3 text-sm sm:mt-4 sm:pt-4">
                    {shape.characteristics.map((c) => (
                      <li key={c} className="flex gap-2">
                        <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-sage" />
                        <span>{c}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
