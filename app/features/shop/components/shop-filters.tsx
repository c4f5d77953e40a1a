import { Search } from 'lucide-react'
import { Form, Link } from 'react-router'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import { CATEGORY_LABELS, SHOPPER_CATEGORIES } from '#core/reference/categories.ts'
import { COLOUR_FAMILIES } from '#core/rule-book/colours.ts'
import { SHOP_QUERY_MAX, SHOP_SORTS, type ShopQuery, type ShopSort } from '#core/shop/shop-query.ts'

const SORT_LABELS: Readonly<Record<ShopSort, MessageKey>> = {
  match: 'shop.sort.match',
  newest: 'shop.sort.newest',
  'price-asc': 'shop.sort.priceAsc',
  'price-desc': 'shop.sort.priceDesc',
}

const CONTROL = 'block h-11 w-full rounded-xl bg-white px-3 text-[0.95rem] text-ink ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none'
const LABEL = 'text-xs font-semibold tracking-wide text-ink-soft uppercase'

/**
 * The search box, filters and sort as one GET form: submitting it writes the whole state
 * into the address (shop-query.ts), so a view is a link, reload keeps it and back returns
 * to the one before. It works as plain HTML; with the app's script, React Router submits it.
 */
export function ShopFilters({ query, sort, personal }: { query: ShopQuery; sort: ShopSort; personal: boolean }) {
  const sorts = SHOP_SORTS.filter((s) => s !== 'match' || personal)
  return (
    <Form method="get" action="/shop" className="rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-line sm:p-5" role="search">
      <label htmlFor="shop-q" className={LABEL}>
        {t('shop.search.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-soft" />
          <input
            id="shop-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={SHOP_QUERY_MAX}
            placeholder={t('shop.search.placeholder')}
            dir="auto"
            className={`${CONTROL} pl-9`}
          />
        </div>
        <button type="submit" className="inline-flex h-11 shrink-0 items-center rounded-full bg-terracotta px-5 font-medium text-white hover:bg-terracotta-dark">
          {t('common.search')}
        </button>
      </div>
      {query.piece ? <input type="hidden" name="piece" value={query.piece} /> : null}
      <fieldset className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <legend className="sr-only">{t('shop.filters.title')}</legend>
        <div>
          <label htmlFor="shop-category" className={LABEL}>
            {t('shop.filters.category')}
          </label>
          <select id="shop-category" name="category" defaultValue={query.category ?? ''} className={`${CONTROL} mt-1.5`}>
            <option value="">{t('shop.filters.any')}</option>
            {SHOPPER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="shop-colour" className={LABEL}>
            {t('shop.filters.colour')}
          </label>
          <select id="shop-colour" name="colour" defaultValue={query.colour ?? ''} className={`${CONTROL} mt-1.5`}>
            <option value="">{t('shop.filters.any')}</option>
            {COLOUR_FAMILIES.map((c) => (
              <option key={c} value={c}>
                {t(`shop.colour.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="shop-min" className={LABEL}>
            {t('shop.filters.minPrice')}
          </label>
          <input id="shop-min" name="min" type="number" inputMode="decimal" min={0} step="any" defaultValue={query.minPrice ?? ''} className={`${CONTROL} mt-1.5`} />
        </div>
        <div>
          <label htmlFor="shop-max" className={LABEL}>
            {t('shop.filters.maxPrice')}
          </label>
          <input id="shop-max" name="max" type="number" inputMode="decimal" min={0} step="any" defaultValue={query.maxPrice ?? ''} className={`${CONTROL} mt-1.5`} />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="shop-sort" className={LABEL}>
            {t('shop.filters.sort')}
          </label>
          <select id="shop-sort" name="sort" defaultValue={sort} className={`${CONTROL} mt-1.5`}>
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        <Link to="/shop" className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-ink underline-offset-4 hover:underline">
          {t('shop.filters.clear')}
        </Link>
        <button type="submit" className="inline-flex h-11 items-center rounded-full bg-ink px-6 font-medium text-cream hover:bg-ink/90">
          {t('shop.filters.apply')}
        </button>
      </div>
    </Form>
  )
}
