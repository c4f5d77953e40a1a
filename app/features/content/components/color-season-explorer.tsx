import { href, Link } from 'react-router'
import { COLOR_SEASON_GUIDE, COLOR_SEASON_GUIDE_ORDER, seasonHeroStops } from '#core/content/color-season-guide.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { SEASON_PALETTES } from '#core/rule-book/season-palettes.ts'
import { SEASON_DEFINITIONS, type SeasonFamily } from '#core/rule-book/seasons.ts'
import { SwatchList } from '../../../components/ui/swatches.tsx'
import { MarkedList, TagList } from './detail-list.tsx'
import { DetailCell, DetailGrid, GuideExplorer } from './guide-explorer.tsx'

/** A season's hero background as CSS: the rule book's gradient of its true season, softened for text. */
export function seasonGradient(family: SeasonFamily): string {
  const stops = seasonHeroStops(family)
  return `linear-gradient(120deg, ${stops.map((s, i) => `${s} ${Math.round((i / (stops.length - 1)) * 100)}%`).join(', ')})`
}

/** The colour guide's four seasons and the selected one in full, with its three sub-seasons. */
export function ColorSeasonExplorer({ selected, onSelect }: { selected: SeasonFamily; onSelect: (id: SeasonFamily) => void }) {
  const family = COLOR_SEASON_GUIDE[selected]
  return (
    <GuideExplorer
      legend={t('content.colorGuide.pickerLabel')}
      value={selected}
      onChange={onSelect}
      columnsClass="sm:grid-cols-4"
      options={COLOR_SEASON_GUIDE_ORDER.map((id) => ({
        value: id,
        label: COLOR_SEASON_GUIDE[id].name,
        hint: COLOR_SEASON_GUIDE[id].tagline,
        visual: (
          <span className="flex -space-x-2" aria-hidden="true">
            {COLOR_SEASON_GUIDE[id].seasons.map((s) => (
              <span key={s} className="h-8 w-8 rounded-full ring-2 ring-white" style={{ backgroundColor: SEASON_PALETTES[s].colors[0]!.hex }} />
            ))}
          </span>
        ),
      }))}
      headingId="season-name"
      after={
        <aside aria-labelledby="seasons-note" className="mt-8 rounded-[var(--radius-card)] bg-cream p-6 ring-1 ring-line sm:p-8">
          <h2 id="seasons-note" className="text-xl font-semibold">
            {t('content.colorGuide.seasonsTitle')}
          </h2>
          <p className="mt-2 max-w-3xl leading-relaxed text-ink-soft">{t('content.colorGuide.seasonsText')}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <Link to={href('/analysis/color/refine')} className="inline-flex rounded-full bg-white px-3 py-1.5 text-sm font-medium text-terracotta-dark ring-1 ring-line hover:ring-terracotta">
              {t('content.colorGuide.refineLink')}
            </Link>
            <Link to={href('/skin-tone-guide')} className="inline-flex rounded-full bg-white px-3 py-1.5 text-sm font-medium text-terracotta-dark ring-1 ring-line hover:ring-terracotta">
              {t('content.colorGuide.undertoneLink')}
            </Link>
          </p>
        </aside>
      }
    >
      <div className="p-6 sm:p-10" style={{ background: seasonGradient(selected) }}>
        <h2 id="season-name" className="text-3xl font-semibold sm:text-4xl">
          {family.name}
        </h2>
        <p className="mt-2 font-display text-lg italic">{family.tagline}</p>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed">{family.description}</p>
      </div>
      <section aria-labelledby="sub-seasons" className="border-t border-line p-6 sm:p-10">
        <h3 id="sub-seasons" className="text-2xl font-semibold">
          {t('content.colorGuide.subSeasons', { season: family.name })}
        </h3>
        <ul className="mt-6 grid gap-5 lg:grid-cols-3" data-testid="sub-seasons">
          {family.seasons.map((id) => {
            const palette = SEASON_PALETTES[id]
            return (
              <li key={id} className="overflow-hidden rounded-[var(--radius-card)] bg-cream ring-1 ring-line">
                <div aria-hidden="true" className="h-3" style={{ background: `linear-gradient(90deg, ${palette.gradient.join(', ')})` }} />
                <div className="p-5">
                  <h4 className="font-display text-xl font-semibold">{SEASON_DEFINITIONS[id].name}</h4>
                  <p className="mt-1 text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">
                    {t('content.colorGuide.undertone', { palette: COLOR_PALETTE_DETAILS[SEASON_DEFINITIONS[id].palette].name })}
                  </p>
                  <p className="mt-3 text-sm leading-relaxed text-ink-soft">{palette.description}</p>
                  <div className="mt-4">
                    <SwatchList colors={palette.colors} label={t('content.colorGuide.bestColorsOf', { season: SEASON_DEFINITIONS[id].name })} size="sm" />
                  </div>
                  <p className="mt-4 text-sm">
                    <span className="font-semibold text-ink">{t('content.skinTone.metals')}:</span> {palette.metals}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      </section>
      <DetailGrid>
        <DetailCell title={t('content.guides.makeupTips')}>
          <MarkedList items={family.makeupTips} />
        </DetailCell>
        <DetailCell title={t('content.guides.celebrities')}>
          <TagList items={family.celebrities} />
        </DetailCell>
      </DetailGrid>
    </GuideExplorer>
  )
}
