import { ArrowRight, Sparkles } from 'lucide-react'
import { href } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import type { ColorPaletteId } from '#core/rule-book/palettes.ts'
import { seasonPalette } from '#core/rule-book/season-palettes.ts'
import { SEASON_DEFINITIONS, type SeasonId } from '#core/rule-book/seasons.ts'
import { ButtonLink } from '../../../components/ui/button.tsx'
import { SwatchStrip } from '../../../components/ui/swatches.tsx'

/**
 * Under the palette: her season when the refine quiz gave one, else the offer to take it.
 * The quick test's answers ride along in the navigation state, so the refine quiz counts
 * all three (quickAnswersFor).
 */
export function SeasonOffer({ season, quickAnswers }: { season: SeasonId | undefined; quickAnswers: ReadonlyArray<ColorPaletteId | undefined> }) {
  const state = quickAnswers.length === 3 ? { quick: quickAnswers } : undefined
  if (season) {
    const palette = seasonPalette(season)
    const name = SEASON_DEFINITIONS[season].name
    return (
      <section aria-labelledby="season-summary" className="mt-6 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:p-8" data-testid="season-summary">
        <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('analysis.refine.resultEyebrow')}</p>
        <h2 id="season-summary" className="mt-2 text-2xl font-semibold">
          {t('analysis.refine.resultTitle', { season: name })}
        </h2>
        <p className="mt-2 text-ink-soft">{palette.description}</p>
        <div className="mt-4">
          <SwatchStrip hexes={palette.colors.slice(0, 8).map((c) => c.hex)} label={palette.colors.slice(0, 8).map((c) => c.name).join(', ')} />
        </div>
        <ButtonLink to={href('/analysis/color/refine')} state={state} variant="secondary" className="mt-5">
          {t('analysis.refine.retake')}
        </ButtonLink>
      </section>
    )
  }
  return (
    <section aria-labelledby="season-offer" className="mt-6 rounded-[var(--radius-card)] bg-blush/50 p-5 ring-1 ring-line sm:p-8">
      <h2 id="season-offer" className="flex items-center gap-2 text-2xl font-semibold">
        <Sparkles aria-hidden="true" className="h-5 w-5 text-terracotta" />
        {t('analysis.refine.offerTitle')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('analysis.refine.offerLead')}</p>
      <ButtonLink to={href('/analysis/color/refine')} state={state} className="mt-5">
        {t('analysis.refine.offerButton')}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </ButtonLink>
    </section>
  )
}
