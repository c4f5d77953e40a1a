import { COLOR_SEASON_GUIDE, COLOR_SEASON_GUIDE_ORDER, seasonHeroStops } from '#core/content/color-season-guide.ts'
import type { GuideIllustration } from '#core/content/guides.ts'
import { STYLE_GUIDE_ORDER } from '#core/content/style-personalities.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { SEASON_PALETTES } from '#core/rule-book/season-palettes.ts'
import { BodySilhouette } from '../../../components/illustrations/body-silhouette.tsx'
import { StyleIcon } from '../../../components/illustrations/style-icon.tsx'

/** The artwork at the top of a guide card; decorative, drawn from the guides' own data. */
export function GuideCover({ image }: { image: GuideIllustration }) {
  switch (image) {
    case 'body-shapes':
      return (
        <div className="flex h-full items-end justify-center gap-1 bg-blush/70 px-6 pt-6">
          {(['pear', 'hourglass', 'inverted-triangle'] as const).map((shape, i) => (
            <BodySilhouette key={shape} shape={shape} className={i === 1 ? 'h-36 w-20' : 'h-28 w-16 opacity-80'} />
          ))}
        </div>
      )
    case 'palettes':
      return (
        <div className="grid h-full grid-cols-4">
          {COLOR_SEASON_GUIDE_ORDER.map((id) => {
            const stops = seasonHeroStops(id)
            return (
              <div key={id} className="flex items-center justify-center" style={{ background: `linear-gradient(160deg, ${stops.join(', ')})` }}>
                <div className="flex flex-col -space-y-2">
                  {COLOR_SEASON_GUIDE[id].seasons.map((s) => (
                    <span key={s} className="h-8 w-8 rounded-full ring-2 ring-white" style={{ backgroundColor: SEASON_PALETTES[s].colors[0]!.hex }} />
                  ))}
                </div>
              </div>
            )
          })}
        </div>
      )
    case 'styles':
      return (
        <div className="grid h-full grid-cols-3 place-items-center gap-2 bg-sage/25 p-6">
          {STYLE_GUIDE_ORDER.map((id) => (
            <span key={id} className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-terracotta shadow-sm">
              <StyleIcon style={id} />
            </span>
          ))}
        </div>
      )
    case 'undertones':
      return (
        <div className="flex h-full items-center justify-center gap-3 bg-cream px-6">
          {(['warm', 'cool', 'neutral'] as const).map((id) => (
            <div key={id} className="flex flex-col overflow-hidden rounded-full ring-4 ring-white shadow-sm">
              {COLOR_PALETTE_DETAILS[id].swatches.slice(0, 3).map((hex) => (
                <span key={hex} className="h-7 w-12" style={{ backgroundColor: hex }} />
              ))}
            </div>
          ))}
        </div>
      )
    case 'analysis':
      return (
        <div className="flex h-full items-center justify-center gap-2 bg-blush/40 px-6">
          {['01', '02', '03'].map((n, i) => (
            <div key={n} className="flex items-center gap-2">
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white font-display text-xl font-semibold text-terracotta shadow-sm">
                {n}
              </span>
              {i < 2 ? <span className="h-px w-6 bg-terracotta/40" /> : null}
            </div>
          ))}
        </div>
      )
    case 'capsule':
      return (
        <div className="flex h-full items-end justify-center gap-2 bg-ink/90 px-6 pb-6">
          {['#C19A6B', '#F3E6CF', '#1F2F4D', '#A94F30', '#8A9A7B'].map((hex, i) => (
            <svg key={hex} viewBox="0 0 40 70" className="h-20 w-10" aria-hidden="true">
              <path d="M20 4v6M8 18l12-8 12 8" stroke="#FAF6F1" strokeWidth="1.5" fill="none" strokeLinecap="round" />
              <path d={i % 2 ? 'M8 18h24l4 48H4z' : 'M8 18h24l-2 20 4 28H6l4-28z'} fill={hex} />
            </svg>
          ))}
        </div>
      )
  }
}
