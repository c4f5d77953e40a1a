import { ArrowRight, RotateCcw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { ColorPaletteDetails } from '#core/rule-book/palettes.ts'
import { Button } from '../../../components/ui/button.tsx'
import { SwatchList } from '../../../components/ui/swatches.tsx'
import { PaletteSwatches } from './palette-swatches.tsx'

/** The colour test's result: the palette's words, its named best colours, best neutrals, colours to avoid, characteristics and metals. */
export function PaletteResult({
  palette,
  focusOnShow,
  onRetake,
  onContinue,
}: {
  palette: ColorPaletteDetails
  /** Move focus to the result when it replaces the quiz, so keyboard and screen-reader users land on it. */
  focusOnShow: boolean
  onRetake: () => void
  onContinue: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnShow) heading.current?.focus()
  }, [focusOnShow])
  return (
    <section className="overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line">
      <div
        aria-hidden="true"
        className="h-3"
        style={{ background: `linear-gradient(90deg, ${palette.swatches.join(', ')})` }}
      />
      <div className="p-5 sm:p-10">
        <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('analysis.color.resultEyebrow')}</p>
        <h2 ref={heading} tabIndex={-1} className="mt-3 text-3xl font-semibold sm:text-4xl">
          {t('analysis.color.resultTitle', { palette: palette.name })}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft">{palette.description}</p>
        <h3 className="mt-8 text-lg font-semibold">{t('analysis.color.bestColors')}</h3>
        <div className="mt-4">
          <PaletteSwatches palette={palette} />
        </div>
        <div className="mt-8 grid gap-8 border-t border-line pt-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold">{t('analysis.color.neutrals')}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t('analysis.color.neutralsLead')}</p>
            <div className="mt-4">
              <SwatchList colors={palette.neutrals} label={t('analysis.color.neutrals')} size="sm" />
            </div>
          </div>
          <div>
            <h3 className="text-lg font-semibold">{t('analysis.color.avoid')}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t('analysis.color.avoidLead')}</p>
            <div className="mt-4">
              <SwatchList colors={palette.avoidColors} label={t('analysis.color.avoid')} size="sm" />
            </div>
          </div>
          <div>
            <h3 className="text-lg font-semibold">{t('analysis.color.characteristics')}</h3>
            <ul className="mt-3 space-y-2 text-sm">
              {palette.characteristics.map((c) => (
                <li key={c} className="flex gap-2">
                  <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-sage" />
                  {c}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-semibold">{t('analysis.color.metals')}</h3>
            <p className="mt-3 text-sm">{palette.metals}</p>
          </div>
        </div>
        <div className="mt-10 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onRetake}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {t('analysis.color.retake')}
          </Button>
          <Button onClick={onContinue}>
            {t('analysis.color.continue')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>
    </section>
  )
}
