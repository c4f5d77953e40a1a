import { BODY_TYPE_GUIDE, BODY_TYPE_GUIDE_ORDER } from '#core/content/body-type-guide.ts'
import type { BodyShapeId } from '#core/rule-book/body-shapes.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { BodySilhouette } from '../../../components/illustrations/body-silhouette.tsx'
import { DetailBlock, MarkedList, TagList } from './detail-list.tsx'
import { DetailCell, DetailGrid, GuideExplorer } from './guide-explorer.tsx'

/** The body type guide's picker and the selected shape's details. */
export function BodyTypeExplorer({ selected, onSelect }: { selected: BodyShapeId; onSelect: (id: BodyShapeId) => void }) {
  const entry = BODY_TYPE_GUIDE[selected]
  return (
    <GuideExplorer
      legend={t('content.bodyGuide.pickerLabel')}
      value={selected}
      onChange={onSelect}
      options={BODY_TYPE_GUIDE_ORDER.map((id) => ({
        value: id,
        label: BODY_TYPE_GUIDE[id].name,
        visual: <BodySilhouette shape={id} className="h-24 w-14" />,
      }))}
      headingId="shape-name"
    >
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[16rem_1fr]">
        <div className="flex flex-col items-center rounded-[1.5rem] bg-blush/50 px-6 py-8">
          <BodySilhouette shape={entry.id} title={entry.image.alt} showGuides className="h-64 w-36" />
        </div>
        <div>
          <h2 id="shape-name" className="text-3xl font-semibold sm:text-4xl">
            {entry.name}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-soft">{entry.description}</p>
          <p className="mt-5 rounded-2xl bg-cream px-5 py-4 text-sm leading-relaxed ring-1 ring-line">
            <span className="font-semibold text-ink">{t('content.guides.howToTell')}: </span>
            <span className="text-ink-soft">{entry.howToTell}</span>
          </p>
          <DetailBlock title={t('content.guides.characteristics')} className="mt-8">
            <TagList items={entry.characteristics} />
          </DetailBlock>
        </div>
      </div>
      <DetailGrid>
        <DetailCell title={t('content.guides.bestSilhouettes')}>
          <MarkedList items={entry.bestSilhouettes} tone="sage" />
        </DetailCell>
        <DetailCell title={t('content.guides.avoid')}>
          <MarkedList items={entry.avoidSilhouettes} tone="muted" />
        </DetailCell>
        <DetailCell title={t('content.guides.stylingTips')}>
          <MarkedList items={entry.stylingTips} />
        </DetailCell>
        <DetailCell title={t('content.guides.celebrities')}>
          <TagList items={entry.celebrities} />
        </DetailCell>
      </DetailGrid>
    </GuideExplorer>
  )
}
