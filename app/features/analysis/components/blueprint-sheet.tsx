import { Check, CircleCheck, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { blueprintSeasonLine, describeMeasurements, type Blueprint } from '#core/profile/blueprint.ts'
import { keyPieceHref } from '#core/recommendation/view-links.ts'
import { BodySilhouette } from '../../../components/illustrations/body-silhouette.tsx'
import { StyleIcon } from '../../../components/illustrations/style-icon.tsx'
import { SwatchList } from '../../../components/ui/swatches.tsx'
import { TipList } from '../../../components/ui/tip-list.tsx'
import { PaletteSwatches } from './palette-swatches.tsx'

/**
 * The body of a blueprint: profile, silhouettes, colours and key pieces. Her own page and
 * a shared link's page both draw it from the same model as the image and the PDF; a
 * shared blueprint has no measurements, so none are shown.
 */
export function BlueprintSheet({ blueprint }: { blueprint: Blueprint }) {
  const { shape, palette, season, styles, keyPieces } = blueprint
  const measurements = describeMeasurements(blueprint.measurements, blueprint.measurementUnit)
  return (
    <div>
      <section aria-labelledby="bp-profile" className="mt-10">
        <h2 id="bp-profile" className="text-2xl font-semibold sm:text-3xl">
          {t('blueprint.profile')}
        </h2>
        <div className="mt-5 grid gap-4 md:grid-cols-3">
          <ProfileTile label={t('blueprint.bodyShape')}>
            <div className="flex items-center gap-4">
              <BodySilhouette shape={shape.id} selected className="h-24 w-14 shrink-0" />
              <div>
                <p className="font-display text-2xl font-semibold">{shape.name}</p>
                {measurements.length > 0 ? <p className="mt-1 text-sm text-ink-soft">{measurements.join(' · ')}</p> : null}
              </div>
            </div>
          </ProfileTile>
          <ProfileTile label={t('blueprint.colorPalette')}>
            <p className="font-display text-2xl font-semibold">{palette.name}</p>
            {season ? (
              <p className="mt-1 text-sm font-semibold text-ink-soft" data-testid="blueprint-season">
                {t('analysis.season.line', { season: blueprintSeasonLine(blueprint) ?? season.name })}
              </p>
            ) : null}
            <div className="mt-3">
              <PaletteSwatches palette={palette} size="sm" />
            </div>
          </ProfileTile>
          <ProfileTile label={t('blueprint.styles')}>
            <ul className="flex flex-wrap gap-2">
              {styles.map((s) => (
                <li key={s.id} className="flex items-center gap-1.5 rounded-full bg-cream px-3 py-1.5 text-sm font-medium ring-1 ring-line">
                  <StyleIcon style={s.id} className="h-4 w-4 text-terracotta" />
                  {s.name}
                </li>
              ))}
            </ul>
          </ProfileTile>
        </div>
      </section>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="bp-silhouettes" className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
          <h2 id="bp-silhouettes" className="text-2xl font-semibold">
            {t('blueprint.bestSilhouettes')}
          </h2>
          <p className="mt-2 text-sm text-ink-soft">{shape.description}</p>
          <ul className="mt-5 space-y-2.5">
            {shape.bestSilhouettes.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sage-deep" />
                {item}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold">{t('blueprint.avoidSilhouettes')}</h3>
          <ul className="mt-3 space-y-2 text-sm text-ink-soft">
            {shape.avoidSilhouettes.map((item) => (
              <li key={item} className="flex gap-3">
                <X aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-terracotta" />
                {item}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold">{t('blueprint.stylingTips')}</h3>
          <TipList tips={shape.stylingTips} />
        </section>

        <section aria-labelledby="bp-colors" className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
          <h2 id="bp-colors" className="text-2xl font-semibold">
            {t('blueprint.perfectColors')}
          </h2>
          <p className="mt-2 text-sm text-ink-soft">{palette.description}</p>
          <div className="mt-6">
            <PaletteSwatches palette={palette} />
          </div>
          <h3 className="mt-8 text-lg font-semibold">{t('analysis.color.neutrals')}</h3>
          <div className="mt-3">
            <SwatchList colors={palette.neutrals} label={t('analysis.color.neutrals')} size="sm" />
          </div>
          <h3 className="mt-8 text-lg font-semibold">{t('analysis.color.avoid')}</h3>
          <div className="mt-3">
            <SwatchList colors={palette.avoidColors} label={t('analysis.color.avoid')} size="sm" />
          </div>
          <h3 className="mt-8 text-lg font-semibold">{t('analysis.color.characteristics')}</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {[...palette.characteristics, `${t('analysis.color.metals')}: ${palette.metals}`].map((c) => (
              <li key={c} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-sage-deep" />
                {c}
              </li>
            ))}
          </ul>
        </section>
      </div>

      {season ? (
        <section aria-labelledby="bp-season" className="mt-6 overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line">
          <div aria-hidden="true" className="h-3" style={{ background: `linear-gradient(90deg, ${season.gradient.join(', ')})` }} />
          <div className="p-6 sm:p-8">
            <p className="text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">{t('analysis.season.label')}</p>
            <h2 id="bp-season" className="mt-2 text-2xl font-semibold">
              {t('blueprint.file.seasonSection', { season: blueprintSeasonLine(blueprint) ?? season.name })}
            </h2>
            <p className="mt-2 text-sm text-ink-soft">{season.description}</p>
            <h3 className="mt-6 text-lg font-semibold">{t('analysis.color.bestColors')}</h3>
            <div className="mt-3">
              <SwatchList colors={season.colors} label={`${season.name}: ${t('analysis.color.bestColors')}`} size="sm" />
            </div>
            <div className="mt-8 grid gap-8 md:grid-cols-2">
              <div>
                <h3 className="text-lg font-semibold">{t('analysis.color.neutrals')}</h3>
                <div className="mt-3">
                  <SwatchList colors={season.neutrals} label={`${season.name}: ${t('analysis.color.neutrals')}`} size="sm" />
                </div>
              </div>
              <div>
                <h3 className="text-lg font-semibold">{t('analysis.color.avoid')}</h3>
                <div className="mt-3">
                  <SwatchList colors={season.avoidColors} label={`${season.name}: ${t('analysis.color.avoid')}`} size="sm" />
                </div>
                <p className="mt-6 text-sm">
                  <span className="font-semibold">{t('analysis.color.metals')}:</span> {season.metals}
                </p>
              </div>
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="bp-pieces" className="mt-6 rounded-[var(--radius-card)] bg-blush/60 p-6 sm:p-8">
        <h2 id="bp-pieces" className="text-2xl font-semibold">
          {t('blueprint.keyPieces')}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{t('blueprint.keyPiecesLead')}</p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {keyPieces.map((piece) => (
            <li key={piece.id}>
              <Link
                to={keyPieceHref(piece.id)}
                className="inline-flex min-h-10 items-center rounded-full bg-white px-4 py-2 text-sm font-medium ring-1 ring-blush-deep hover:bg-cream focus-visible:outline-2 focus-visible:outline-terracotta"
              >
                {piece.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function ProfileTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line">
      <p className="text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">{label}</p>
      <div className="mt-3">{children}</div>
    </div>
  )
}
