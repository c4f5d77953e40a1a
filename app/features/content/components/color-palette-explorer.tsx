import { COLOR_GUIDE_ORDER, COLOR_PALETTE_GUIDE } from '#core/content/color-palette-guide.ts'
import { translate as t } from '#core/i18n/translate.ts'
import type { ColorPaletteId } from '#core/rule-book/palettes.ts'
import { SwatchList } from '../../../components/ui/swatches.tsx'
import { MarkedList, TagList } from './detail-list.tsx'
import { DetailCell, DetailGrid, GuideExplorer } from './guide-explorer.tsx'

/** A palette's hero background: its gradient, as CSS. */
export function paletteGradient(id: ColorPaletteId): string {
  const [from, to] = COLOR_PALETTE_GUIDE[id].gradient
  return `linear-gradient(120deg, ${from} 0%, ${to} 100%)`
}

/** The colour guide's three palettes (the ones the colour test gives) and the selected one in full. */
export function ColorPaletteExplorer({ selected, onSelect }: { selected: ColorPaletteId; onSelect: (id: ColorPaletteId) => void }) {
  const p = COLOR_PALETTE_GUIDE[selected]
  return (
    <GuideExplorer
      legend={t('content.colorGuide.pickerLabel')}
      value={selected}
      onChange={onSelect}
      columnsClass="sm:grid-cols-3"
      options={COLOR_GUIDE_ORDER.map((id) => ({
        value: id,
        label: COLOR_PALETTE_GUIDE[id].name,
        hint: COLOR_PALETTE_GUIDE[id].tagline,
        visual: (
          <span className="flex -space-x-2" aria-hidden="true">
            {COLOR_PALETTE_GUIDE[id].colors.slice(0, 3).map((c) => (
              <span key={c.hex} className="h-8 w-8 rounded-full ring-2 ring-white" style={{ backgroundColor: c.hex }} />
            ))}
          </span>
        ),
      }))}
      headingId="palette-name"
      after={
        <aside aria-labelledby="seasons-note" className="mt-8 rounded-[var(--radius-card)] bg-cream p-6 ring-1 ring-line sm:p-8">
          <h2 id="seasons-note" className="text-xl font-semibold">
            {t('content.colorGuide.seasonsTitle')}
          </h2>
          <p className="mt-2 max-w-3xl leading-relaxed text-ink-soft">{t('content.colorGuide.seasonsText')}</p>
        </aside>
      }
    >
      <div className="p-6 sm:p-10" style={{ background: paletteGradient(selected) }}>
        <h2 id="palette-name" className="text-3xl font-semibold sm:text-4xl">
          {p.name}
        </h2>
        <p className="mt-2 font-display text-lg italic">{p.tagline}</p>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed">{p.description}</p>
      </div>
      <DetailGrid>
        <DetailCell title={t('content.guides.bestColors')}>
          <SwatchList colors={p.colors} label={t('content.guides.bestColorsOf', { palette: p.name })} />
        </DetailCell>
        <DetailCell title={t('content.skinTone.neutrals')}>
          <SwatchList colors={p.neutrals} label={t('content.skinTone.neutralsOf', { palette: p.name })} />
        </DetailCell>
        <DetailCell title={t('content.guides.avoidColors')}>
          <SwatchList colors={p.avoidColors} label={t('content.skinTone.avoidOf', { palette: p.name })} size="sm" />
        </DetailCell>
        <DetailCell title={t('content.guides.characteristics')}>
          <MarkedList items={p.characteristics} tone="sage" />
          <p className="mt-4 text-sm text-ink-soft">
            <span className="font-semibold text-ink">{t('content.skinTone.metals')}:</span> {p.metals}
          </p>
        </DetailCell>
        <DetailCell title={t('content.guides.makeupTips')}>
          <MarkedList items={p.makeupTips} />
        </DetailCell>
        <DetailCell title={t('content.guides.celebrities')}>
          <TagList items={p.celebrities} />
        </DetailCell>
      </DetailGrid>
    </GuideExplorer>
  )
}
