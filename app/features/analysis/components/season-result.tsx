import { ArrowRight, RotateCcw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { seasonLine } from '#core/profile/season-line.ts'
import { seasonPalette } from '#core/rule-book/season-palettes.ts'
import { confidenceWords, type SkinTone, type UndertoneWord } from '#core/rule-book/season-questions.ts'
import { SEASON_DEFINITIONS, type SeasonId } from '#core/rule-book/seasons.ts'
import { Button } from '../../../components/ui/button.tsx'
import { SwatchList } from '../../../components/ui/swatches.tsx'

/**
 * The refine quiz's result: the season's name, how sure the reading is (words and a
 * percentage) and the runner-up when the call is close, then the season's palette from the
 * rule book: its words, best colours, neutrals, colours to avoid and metals.
 */
export function SeasonResult({
  season,
  confidence,
  runnerUp,
  undertones,
  skinTone,
  onRetake,
  onContinue,
}: {
  season: SeasonId
  confidence: number
  runnerUp: SeasonId | null
  undertones: UndertoneWord
  skinTone: SkinTone
  onRetake: () => void
  onContinue: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const palette = seasonPalette(season)
  const name = SEASON_DEFINITIONS[season].name
  return (
    <section className="overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line" data-testid="season-result">
      <div aria-hidden="true" className="h-3" style={{ background: `linear-gradient(90deg, ${palette.gradient.join(', ')})` }} />
      <div className="p-5 sm:p-10">
        <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('analysis.refine.resultEyebrow')}</p>
        <h2 ref={heading} tabIndex={-1} className="mt-3 text-3xl font-semibold sm:text-4xl">
          {t('analysis.refine.resultTitle', { season: name })}
        </h2>
        <p className="mt-3 text-lg font-semibold text-ink" data-testid="season-confidence">
          {seasonLine(season, { confidence, runnerUp })}
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          {t(confidenceWords(confidence))}.{' '}
          {t('analysis.refine.resultUndertone', {
            undertone: t(`analysis.refine.undertone.${undertones}`),
            skinTone: t(`analysis.refine.skinTone.${skinTone}`),
          })}
        </p>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{palette.description}</p>
        {runnerUp ? <p className="mt-2 text-sm text-ink-soft">{t('analysis.refine.runnerUpLead', { season: SEASON_DEFINITIONS[runnerUp].name })}</p> : null}
        <h3 className="mt-8 text-lg font-semibold">{t('analysis.color.bestColors')}</h3>
        <div className="mt-4">
          <SwatchList colors={palette.colors} label={t('analysis.color.bestColors')} size="sm" />
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
            <h3 className="mt-8 text-lg font-semibold">{t('analysis.color.metals')}</h3>
            <p className="mt-3 text-sm">{palette.metals}</p>
          </div>
        </div>
        <p className="mt-8 text-sm text-sage-deep" role="status">
          {t('analysis.refine.saved')}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onRetake}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {t('analysis.refine.retake')}
          </Button>
          <Button onClick={onContinue}>
            {t('analysis.refine.continue')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>
    </section>
  )
}
