import { useState } from 'react'
import { FAQ_FILTERS, type FaqFilter, type FaqItem } from '#core/content/faq.ts'
import { filterFaq } from '#core/content/search.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import { ChoiceChips } from './choice-chips.tsx'
import { Disclosure, Prose } from './disclosure.tsx'
import { SearchField } from './search-field.tsx'

const FILTER_LABELS: Record<FaqFilter, MessageKey> = {
  all: 'content.faq.category.all',
  'body-type': 'content.faq.category.bodyType',
  'ai-styling': 'content.faq.category.aiStyling',
  personalized: 'content.faq.category.personalized',
  general: 'content.faq.category.general',
}

/** Search box, topic chips and the expandable questions they narrow down. */
export function FaqExplorer({ items }: { items: readonly FaqItem[] }) {
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<FaqFilter>('all')
  const shown = filterFaq(items, { query, category })
  return (
    <div>
      <div className="space-y-5">
        <SearchField
          label={t('content.faq.searchLabel')}
          placeholder={t('content.faq.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          clearLabel={t('common.clear')}
        />
        <ChoiceChips
          legend={t('content.faq.filterLabel')}
          options={FAQ_FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }))}
          value={category}
          onChange={setCategory}
        />
      </div>
      <p role="status" className="mt-8 text-sm text-ink-soft">
        {t('content.faq.resultCount', { count: shown.length, total: items.length })}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-[var(--radius-card)] bg-white px-6 py-10 text-center text-ink-soft ring-1 ring-line">
          {t('content.faq.empty')}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {shown.map((item) => (
            <li key={item.id}>
              <Disclosure title={item.question}>
                <Prose text={item.answer} />
              </Disclosure>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
