import { STYLE_GUIDE_ORDER, STYLE_PERSONALITIES, type StyleGuideId } from '#core/content/style-personalities.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { DetailBlock, MarkedList, TagList } from './detail-list.tsx'
import { DetailCell, DetailGrid, GuideExplorer } from './guide-explorer.tsx'
import { StyleIcon } from '../../../components/illustrations/style-icon.tsx'
import { SwatchList } from '../../../components/ui/swatches.tsx'

/** The style guide's six personalities and the selected one's details. */
export function StyleExplorer({ selected, onSelect }: { selected: StyleGuideId; onSelect: (id: StyleGuideId) => void }) {
  const p = STYLE_PERSONALITIES[selected]
  return (
    <GuideExplorer
      legend={t('content.styleGuide.pickerLabel')}
      value={selected}
      onChange={onSelect}
      columnsClass="sm:grid-cols-3 lg:grid-cols-6"
      options={STYLE_GUIDE_ORDER.map((id) => ({
        value: id,
        label: STYLE_PERSONALITIES[id].name,
        visual: (
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-cream text-terracotta ring-1 ring-line">
            <StyleIcon style={id} className="h-6 w-6" />
          </span>
        ),
      }))}
      headingId="style-name"
    >
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-blush text-terracotta">
            <StyleIcon style={p.id} className="h-8 w-8" />
          </span>
          <h2 id="style-name" className="mt-6 text-3xl font-semibold sm:text-4xl">
            {p.name}
          </h2>
          <p className="mt-2 font-display text-lg text-terracotta italic">{p.tagline}</p>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">{p.description}</p>
        </div>
        <DetailBlock title={t('content.guides.signatureColors')} className="self-start rounded-[1.5rem] bg-cream p-6 ring-1 ring-line">
          <SwatchList colors={p.colors} label={t('content.guides.signatureColors')} />
        </DetailBlock>
      </div>
      <DetailGrid>
        <DetailCell title={t('content.guides.keyPieces')}>
          <MarkedList items={p.keyPieces} />
        </DetailCell>
        <DetailCell title={t('content.guides.patterns')}>
          <TagList items={p.patterns} />
        </DetailCell>
        <DetailCell title={t('content.guides.occasions')}>
          <MarkedList items={p.occasions} tone="sage" />
        </DetailCell>
        <DetailCell title={t('content.guides.celebrities')}>
          <TagList items={p.celebrities} />
        </DetailCell>
      </DetailGrid>
    </GuideExplorer>
  )
}
