import { translate as t } from '#core/i18n/translate.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { BODY_SHAPE_DETAILS } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { STYLE_DETAILS } from '#core/rule-book/styles.ts'
import { StyleIcon } from '../../../components/illustrations/style-icon.tsx'
import { TipList } from '../../../components/ui/tip-list.tsx'

/**
 * "Tailored Recommendations for You": tips for the shape, the palette and its colours,
 * the chosen styles, and the real average match of the pieces shown (the API's figures,
 * not the spec's fixed 95/92/88). Without figures yet, the match line is left out.
 */
export function TailoredPanel({ profile, tailored }: { profile: StyleProfile; tailored: { body: number; color: number; style: number } | null }) {
  const shape = profile.bodyShape ? BODY_SHAPE_DETAILS[profile.bodyShape] : null
  const palette = profile.colorPalette ? COLOR_PALETTE_DETAILS[profile.colorPalette] : null
  return (
    <section aria-labelledby="tailored-title" className="rounded-[2rem] bg-blush/60 p-6 sm:p-10">
      <h2 id="tailored-title" className="text-2xl font-semibold sm:text-3xl">
        {t('dashboard.tailored.title')}
      </h2>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        {shape ? (
          <div className="rounded-2xl bg-white p-5 ring-1 ring-blush-deep">
            <h3 className="text-lg font-semibold">{t('dashboard.tailored.bodyTips', { shape: shape.name })}</h3>
            <TipList tips={shape.stylingTips.slice(0, 3)} />
          </div>
        ) : null}
        {palette ? (
          <div className="rounded-2xl bg-white p-5 ring-1 ring-blush-deep">
            <h3 className="text-lg font-semibold">{t('dashboard.tailored.colors')}</h3>
            <p className="mt-2 text-sm text-ink-soft">{palette.description}</p>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('dashboard.tailored.bestColors', { palette: palette.name })}>
              {palette.bestColors.map((name, i) => (
                <li key={name} className="flex items-center gap-1.5 rounded-full bg-cream py-1 pr-3 pl-1 text-xs font-medium ring-1 ring-line">
                  <span aria-hidden="true" className="h-5 w-5 rounded-full ring-1 ring-black/10" style={{ backgroundColor: palette.swatches[i] }} />
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="rounded-2xl bg-white p-5 ring-1 ring-blush-deep">
          <h3 className="text-lg font-semibold">{t('dashboard.tailored.styles')}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {profile.stylePreferences.map((id) => (
              <li key={id} className="flex items-center gap-1.5 rounded-full bg-cream px-3 py-1 text-sm font-medium ring-1 ring-line">
                <StyleIcon style={id} className="h-4 w-4 text-terracotta" />
                {STYLE_DETAILS[id].name}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {tailored ? (
        <div className="mt-6 border-t border-blush-deep pt-6">
          <h3 className="text-lg font-semibold">{t('dashboard.tailored.matchTitle')}</h3>
          <p className="mt-1 text-sm text-ink-soft">{t('dashboard.tailored.matchNote')}</p>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            {(['body', 'color', 'style'] as const).map((key) => (
              <div key={key} className="rounded-2xl bg-white p-4 ring-1 ring-blush-deep">
                <dt className="text-sm text-ink-soft">{t(`dashboard.tailored.match.${key}`)}</dt>
                <dd className="mt-1 font-display text-3xl font-semibold">{t('common.percent', { value: tailored[key] })}</dd>
                <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-blush">
                  <div className="h-full rounded-full bg-terracotta" style={{ width: `${Math.min(100, Math.max(0, tailored[key]))}%` }} />
                </div>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  )
}
