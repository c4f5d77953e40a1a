import { ArrowRight, CircleCheck, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { buildBlueprint } from '#core/profile/blueprint.ts'
import { firstMissingStep, ANALYSIS_STEP_PATHS } from '#core/profile/progress.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { BODY_SHAPE_DETAILS } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { seasonLine } from '#core/profile/season-line.ts'
import { STYLE_DETAILS } from '#core/rule-book/styles.ts'
import { BodySilhouette } from '../../../components/illustrations/body-silhouette.tsx'
import { ButtonLink } from '../../../components/ui/button.tsx'
import { PaletteSwatches } from './palette-swatches.tsx'

/** The blueprint's own address: the last analysis step, showing its result. */
export const BLUEPRINT_PATH = '/analysis/style?view=blueprint'

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-[var(--radius-card)] bg-cream p-5 ring-1 ring-line">
      <h3 className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase font-sans">{label}</h3>
      <div className="mt-3">{children}</div>
    </div>
  )
}

/**
 * The saved style profile on the account page: the shape as its dress form, the palette as
 * swatches, the styles, and the blueprint's gist with the way to the whole of it. An
 * unfinished analysis says what is missing and where to go on.
 */
export function ProfileSummary({ profile }: { profile: StyleProfile | null }) {
  const shape = profile?.bodyShape ? BODY_SHAPE_DETAILS[profile.bodyShape] : null
  const palette = profile?.colorPalette ? COLOR_PALETTE_DETAILS[profile.colorPalette] : null
  const styles = (profile?.stylePreferences ?? []).map((id) => STYLE_DETAILS[id])
  const blueprint = buildBlueprint(profile)
  const missing = firstMissingStep(profile)

  if (!shape && !palette && styles.length === 0) {
    return (
      <div>
        <p className="text-ink-soft">{t('auth.account.profile.none')}</p>
        <ButtonLink to={ANALYSIS_STEP_PATHS.body} className="mt-5">
          {t('auth.account.profile.start')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
      </div>
    )
  }

  return (
    <div>
      <div className="grid gap-4 md:grid-cols-3">
        <Tile label={t('blueprint.bodyShape')}>
          {shape ? (
            <div className="flex items-center gap-4">
              <BodySilhouette shape={shape.id} selected className="h-24 w-14 shrink-0" />
              <p className="font-display text-2xl font-semibold">{shape.name}</p>
            </div>
          ) : (
            <p className="text-ink-soft">{t('auth.account.profile.notYet')}</p>
          )}
        </Tile>
        <Tile label={t('blueprint.colorPalette')}>
          {palette ? (
            <>
              <p className="font-display text-2xl font-semibold">{palette.name}</p>
              {profile?.colorSeason ? (
                <p className="mt-1 text-sm font-semibold text-ink-soft">{t('analysis.season.line', { season: seasonLine(profile.colorSeason, { runnerUp: profile.colorSeasonRunnerUp }) })}</p>
              ) : null}
              <div className="mt-3">
                <PaletteSwatches palette={palette} size="sm" />
              </div>
            </>
          ) : (
            <p className="text-ink-soft">{t('auth.account.profile.notYet')}</p>
          )}
        </Tile>
        <Tile label={t('blueprint.styles')}>
          {styles.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {styles.map((s) => (
                <li key={s.id} className="rounded-full bg-white px-3 py-1.5 text-sm font-medium ring-1 ring-line">
                  {s.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-soft">{t('auth.account.profile.notYet')}</p>
          )}
        </Tile>
      </div>

      {blueprint ? (
        <div className="mt-6 rounded-[var(--radius-card)] bg-ink p-6 text-cream sm:p-8">
          <h3 className="text-2xl font-semibold">{t('auth.account.blueprint.title')}</h3>
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            <div>
              <p className="text-sm font-semibold text-blush">{t('blueprint.bestSilhouettes')}</p>
              <ul className="mt-2 space-y-1.5 text-sm">
                {blueprint.shape.bestSilhouettes.slice(0, 3).map((item) => (
                  <li key={item} className="flex gap-2">
                    <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-sage" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <p className="text-sm font-semibold text-blush">{t('auth.account.blueprint.keyPieces')}</p>
              <p className="mt-2 text-sm text-cream/85">{blueprint.keyPieces.slice(0, 6).join(' · ')}</p>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={BLUEPRINT_PATH}>
              {t('auth.account.blueprint.open')}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </ButtonLink>
            <Link
              to={ANALYSIS_STEP_PATHS.body}
              className="inline-flex h-11 items-center gap-2 rounded-full px-5 text-[0.95rem] font-medium text-cream ring-1 ring-cream/40 hover:bg-white/10"
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              {t('dashboard.profileCard.retake')}
            </Link>
          </div>
        </div>
      ) : missing ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius-card)] bg-blush/60 p-5">
          <p>{t('auth.account.profile.unfinished')}</p>
          <ButtonLink to={ANALYSIS_STEP_PATHS[missing]} size="sm">
            {t('auth.account.profile.continue')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
        </div>
      ) : null}
    </div>
  )
}
