import { translate as t } from '#core/i18n/translate.ts'
import { BODY_SHAPE_DETAILS } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { styleExamples } from '#core/rule-book/key-pieces.ts'
import { isQuizStyleId, STYLE_DETAILS } from '#core/rule-book/styles.ts'

// An example blueprint, drawn from the real reference data so it never drifts from what
// the analysis produces.
const SHAPE = BODY_SHAPE_DETAILS.hourglass
const PALETTE = COLOR_PALETTE_DETAILS.warm
const STYLES = [STYLE_DETAILS.classic, STYLE_DETAILS.romantic]

export function BlueprintPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div aria-hidden="true" className="absolute inset-4 -rotate-3 rounded-[2rem] bg-sage/30" />
      <div className="relative rounded-[2rem] bg-white p-6 shadow-[0_30px_60px_-30px_rgba(31,27,36,0.35)] ring-1 ring-line sm:p-8">
        <div className="flex items-center justify-between">
          <p className="text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase">{t('home.preview.label')}</p>
          <span className="rounded-full bg-blush px-3 py-1 text-xs font-medium text-terracotta-dark">
            {t('home.preview.badge')}
          </span>
        </div>
        <div className="mt-6 flex items-center gap-5">
          <svg viewBox="0 0 60 120" className="h-28 w-14 shrink-0" aria-hidden="true">
            <path
              d="M22 6h16l-2 14c8 4 12 10 12 18 0 7-7 12-7 20 0 7 9 13 9 24 0 14-8 30-20 30S10 96 10 82c0-11 9-17 9-24 0-8-7-13-7-20 0-8 4-14 12-18z"
              fill="#F4E1DC"
              stroke="#A94F30"
              strokeWidth="1.5"
            />
          </svg>
          <div>
            <p className="text-sm text-ink-soft">{t('home.preview.shape')}</p>
            <p className="font-display text-2xl font-semibold">
              {SHAPE.name}
            </p>
            <p className="mt-1 text-sm text-ink-soft">{SHAPE.bestSilhouettes.slice(0, 2).join(' · ')}</p>
          </div>
        </div>
        <div className="mt-6 border-t border-line pt-5">
          <p className="text-sm text-ink-soft">{PALETTE.name}</p>
          <ul className="mt-3 flex gap-2" aria-label={t('home.preview.swatches')}>
            {PALETTE.swatches.map((hex) => (
              <li
                key={hex}
                className="h-10 flex-1 rounded-xl ring-1 ring-black/5"
                style={{ backgroundColor: hex }}
                title={hex}
              />
            ))}
          </ul>
        </div>
        <div className="mt-6 border-t border-line pt-5">
          <p className="text-sm text-ink-soft">{t('home.preview.keyPieces')}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {STYLES.flatMap((s) => (isQuizStyleId(s.id) ? styleExamples(s.id) : [])).map((k) => (
              <li key={k} className="rounded-full bg-cream px-3 py-1.5 text-sm ring-1 ring-line">
                {k}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption className="sr-only">{t('home.preview.caption')}</figcaption>
    </figure>
  )
}
