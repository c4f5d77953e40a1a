import { useState } from 'react'
import { HELP_FILTERS, type HelpArticle, type HelpFilter } from '#core/content/help-articles.ts'
import { filterHelpArticles } from '#core/content/search.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import { ChoiceChips } from './choice-chips.tsx'
import { Disclosure, Prose } from './disclosure.tsx'
import { SearchField } from './search-field.tsx'

export const HELP_FILTER_LABELS: Record<HelpFilter, MessageKey> = {
  all: 'content.help.category.all',
  'getting-started': 'content.help.category.gettingStarted',
  'style-analysis': 'content.help.category.styleAnalysis',
  recommendations: 'content.help.category.recommendations',
  account: 'content.help.category.account',
  troubleshooting: 'content.help.category.troubleshooting',
}

/** Help search, topic filter and expandable articles; `initialTopic` comes from ?topic=. */
export function HelpExplorer({ articles, initialTopic = 'all' }: { articles: readonly HelpArticle[]; initialTopic?: HelpFilter }) {
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<HelpFilter>(initialTopic)
  const shown = filterHelpArticles(articles, { query, category })
  return (
    <div>
      <div className="space-y-5">
        <SearchField
          label={t('content.help.searchLabel')}
          placeholder={t('content.help.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          clearLabel={t('common.clear')}
        />
        <ChoiceChips
          legend={t('content.help.filterLabel')}
          options={HELP_FILTERS.map((value) => ({ value, label: t(HELP_FILTER_LABELS[value]) }))}
          value={category}
          onChange={setCategory}
        />
      </div>
      <p role="status" className="mt-8 text-sm text-ink-soft">
        {t('content.help.resultCount', { count: shown.length, total: articles.length })}
      </p>
      {shown.length === 0 ? (
        <div className="mt-4 rounded-[var(--radius-card)] bg-white px-6 py-10 text-center ring-1 ring-line">
          <p className="font-display text-xl font-semibold">{t('content.help.empty')}</p>
          <p className="mt-2 text-ink-soft">{t('content.help.emptyHint')}</p>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {shown.map((article) => (
            <li key={article.id}>
              <Disclosure title={article.title}>
                <p className="mb-3 text-xs font-semibold tracking-[0.14em] text-sage-deep uppercase">
                  {t(HELP_FILTER_LABELS[article.category])}
                </p>
                <Prose text={article.content} />
              </Disclosure>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
