import { Ruler, RotateCcw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { hasMeasurements, type StyleProfile } from '#core/profile/style-profile.ts'
import { BODY_SHAPE_DETAILS } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { seasonLine } from '#core/profile/season-line.ts'
import { Link } from 'react-router'
import { Button, ButtonLink } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'

/** Palette, number of styles and saved percent, with Retake Test and Clear Profile (confirmed first). */
export function ProfileCard({ profile, completion, onClear }: { profile: StyleProfile; completion: number; onClear: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false)
  const palette = profile.colorPalette ? COLOR_PALETTE_DETAILS[profile.colorPalette] : null
  const shape = profile.bodyShape ? BODY_SHAPE_DETAILS[profile.bodyShape] : null
  const alternative = shape && profile.bodyShapeAlternative ? BODY_SHAPE_DETAILS[profile.bodyShapeAlternative] : null
  const count = profile.stylePreferences.length
  return (
    <section aria-labelledby="profile-card-title" className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id="profile-card-title" className="text-xl font-semibold sm:text-2xl">
          {t('dashboard.profileCard.title')}
        </h2>
        <p className="shrink-0 rounded-full bg-sage/20 px-3 py-1 text-sm font-semibold text-sage-deep">
          {t('dashboard.profileCard.saved', { percent: completion })}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 sm:mt-5 sm:gap-4">
        <div>
          <dt className="text-[0.6875rem] font-semibold tracking-[0.1em] text-ink-soft uppercase sm:text-xs sm:tracking-[0.14em]">{t('dashboard.profileCard.shape')}</dt>
          <dd className="mt-1 font-display text-base font-semibold sm:text-xl">{shape?.name ?? t('common.none')}</dd>
          {/* Her measurements sit between two shapes: her pieces are ranked for both. */}
          {alternative ? <dd className="mt-1 text-xs text-ink-soft sm:text-sm">{t('dashboard.profileCard.alsoShape', { shape: alternative.name })}</dd> : null}
        </div>
        <div>
          <dt className="text-[0.6875rem] font-semibold tracking-[0.1em] text-ink-soft uppercase sm:text-xs sm:tracking-[0.14em]">{t('dashboard.profileCard.palette')}</dt>
          <dd className="mt-1">
            <span className="font-display text-base font-semibold sm:text-xl">{palette?.name ?? t('common.none')}</span>
            {palette && profile.colorSeason ? (
              <span className="block text-xs font-medium text-ink-soft sm:text-sm" data-testid="profile-card-season">
                {seasonLine(profile.colorSeason, { runnerUp: profile.colorSeasonRunnerUp })}
              </span>
            ) : null}
            {palette ? (
              // Five dots fit one line of a 360 px phone's third of the card.
              <span className="mt-2 flex flex-wrap gap-0.5 sm:gap-1.5" aria-hidden="true">
                {palette.swatches.map((hex) => (
                  <span key={hex} className="h-3.5 w-3.5 rounded-full ring-1 ring-black/10 sm:h-6 sm:w-6" style={{ backgroundColor: hex }} />
                ))}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-[0.6875rem] font-semibold tracking-[0.1em] text-ink-soft uppercase sm:text-xs sm:tracking-[0.14em]">{t('blueprint.styles')}</dt>
          <dd className="mt-1 font-display text-base font-semibold sm:text-xl">{t(count === 1 ? 'dashboard.profileCard.styleCountOne' : 'dashboard.profileCard.styleCount', { count })}</dd>
        </div>
      </dl>
      {/* The saved percent counts measurements, which a visitor's analysis may skip: say what the rest is. */}
      {completion < 100 && !hasMeasurements(profile) ? (
        <p className="mt-4 text-sm">
          <Link to="/analysis/body" className="inline-flex items-center gap-1.5 font-medium text-terracotta underline-offset-4 hover:underline">
            <Ruler aria-hidden="true" className="h-4 w-4" />
            {t('dashboard.profileCard.addMeasurements')}
          </Link>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2 sm:mt-6 sm:gap-3">
        <ButtonLink to="/analysis/body" variant="secondary" size="sm">
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {t('dashboard.profileCard.retake')}
        </ButtonLink>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('dashboard.profileCard.clear')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('dashboard.profileCard.clearTitle')}
        description={t('dashboard.profileCard.clearConfirm')}
        closeLabel={t('common.close')}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false)
              void onClear()
            }}
          >
            {t('dashboard.profileCard.clear')}
          </Button>
        </div>
      </Dialog>
    </section>
  )
}
