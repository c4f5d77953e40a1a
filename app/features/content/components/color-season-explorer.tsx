import { COLOR_SEASON_ORDER, COLOR_SEASONS } from '#core/content/color-seasons.ts'
import type { SeasonId } from '#core/reference/seasons.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import { DetailBlock, MarkedList, TagList } from './detail-list.tsx'
import { GuideIcon } from './guide-icon.tsx'
import { OptionCards } from './option-cards.tsx'
import { SwatchList } from './swatches.tsx'

const UNDERTONE_LABELS: Record<'warm' | 'cool', MessageKey> = {
  warm: 'content.skinTone.result.warm',
  cool: 'content.skinTone.result.cool',
}

/** A season's hero background: its gradient, as CSS. */
export function seasonGradient(id: SeasonId): string {
  const [from, to] = COLOR_SEASONS[id].gradient
  return `linear-gradient(120deg, ${from} 0%, ${to} 100%)`
}

/** The colour guide's four seasons and the selected one's palette. */
export function ColorSeasonExplorer({ selected, onSelect }: { selected: SeasonId; onSelect: (id: SeasonId) => void }) {
  const s = COLOR_SEASONS[selected]
  return (
    <div>
      <OptionCards
        legend={t('content.colorGuide.pickerLabel')}
        value={selected}
        onChange={onSelect}
        columnsClass="sm:grid-cols-4"
        options={COLOR_SEASON_ORDER.map((id) => ({
          value: id,
          label: COLOR_SEASONS[id].name,
          hint: COLOR_SEASONS[id].tagline,
          visual: (
            <span
              className="flex h-12 w-12 items-center justify-center rounded-full text-ink ring-1 ring-black/5"
              style={{ background: seasonGradient(id) }}
            >
              <GuideIcon icon={COLOR_SEASONS[id].icon} className="h-6 w-6" />
            </span>
          ),
        }))}
      />

      <article className="mt-10 overflow-hidden rounded-[2rem] bg-white ring-1 ring-line" aria-labelledby="season-name">
        <div className="p-6 sm:p-10" style={{ background: seasonGradient(selected) }}>
          <p className="text-xs font-semibold tracking-[0.16em] text-ink uppercase">
            {t('content.guides.undertone', { undertone: t(UNDERTONE_LABELS[s.undertone]) })}
          </p>
          <h2 id="season-name" className="mt-3 text-3xl font-semibold sm:text-4xl">
            {s.name}
          </h2>
          <p className="mt-2 font-display text-lg italic">{s.tagline}</p>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed">{s.description}</p>
        </div>
        <div className="grid gap-px border-t border-line bg-line md:grid-cols-2">
          <DetailBlock title={t('content.guides.bestColors')} className="bg-white p-6 sm:p-10">
            <SwatchList colors={s.bestColors} label={t('content.guides.bestColors')} />
          </DetailBlock>
          <DetailBlock title={t('content.guides.avoidColors')} className="bg-white p-6 sm:p-10">
            <SwatchList colors={s.avoidColors} label={t('content.guides.avoidColors')} size="sm" />
          </DetailBlock>
          <DetailBlock title={t('content.guides.characteristics')} className="bg-white p-6 sm:p-10">
            <MarkedList items={s.characteristics} tone="sage" />
          </DetailBlock>
          <DetailBlock title={t('content.guides.makeupTips')} className="bg-white p-6 sm:p-10">
            <MarkedList items={s.makeupTips} />
          </DetailBlock>
          <DetailBlock title={t('content.guides.celebrities')} className="bg-white p-6 sm:p-10 md:col-span-2">
            <TagList items={s.celebrities} />
          </DetailBlock>
        </div>
      </article>
    </div>
  )
}
