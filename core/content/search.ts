import type { FaqFilter, FaqItem } from './faq.ts'
import type { HelpArticle, HelpFilter } from './help-articles.ts'

export interface ContentFilter<Filter extends string> {
  /** Free text; surrounding whitespace is ignored and an empty query matches everything. */
  readonly query: string
  /** 'all' or one category id. */
  readonly category: Filter
}

/** Case-insensitive substring match of `query` against any of `fields`. */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return fields.some((field) => field.toLowerCase().includes(needle))
}

function filterContent<T extends { readonly category: string }>(
  items: readonly T[],
  filter: ContentFilter<string>,
  fields: (item: T) => readonly string[],
): T[] {
  return items.filter(
    (item) => (filter.category === 'all' || item.category === filter.category) && matchesQuery(filter.query, fields(item)),
  )
}

/** FAQ items whose question or answer contains the query, within the chosen category; order kept. */
export function filterFaq(items: readonly FaqItem[], filter: ContentFilter<FaqFilter>): FaqItem[] {
  return filterContent(items, filter, (item) => [item.question, item.answer])
}

/** Help articles whose title or content contains the query, within the chosen category; order kept. */
export function filterHelpArticles(items: readonly HelpArticle[], filter: ContentFilter<HelpFilter>): HelpArticle[] {
  return filterContent(items, filter, (item) => [item.title, item.content])
}

/** Splits stored text into paragraphs at blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
}
