import { drawingUrl } from '#core/catalog/garment-drawing.ts'
import { ExternalLink, Eye, EyeOff, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react'
import { formatPrice } from '#core/catalog/price.ts'
import { hasUsableLink, primaryImage, type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { CATEGORY_LABELS, isCategoryId } from '#core/reference/categories.ts'

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

const categoryLabel = (c: string) => (isCategoryId(c) ? CATEGORY_LABELS[c] : c)

/** The price in its own currency ("$49.99", "€249.90"), or a dash when unknown. */
function priceLabel(p: Pick<Product, 'price' | 'currency'>): string {
  return formatPrice(p.price, p.currency) ?? t('admin.products.noPrice')
}

/** One page of products with its selection and per-product actions; the list and the grid take the same. */
export interface ProductListProps {
  items: Product[]
  selected: ReadonlySet<string>
  allOnPage: boolean
  onTogglePage: () => void
  onToggle: (id: string) => void
  onSetActive: (p: Product) => void
  onDelete: (p: Product) => void
  onAttributes: (p: Product) => void
  onEdit: (p: Product) => void
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold ${active ? 'bg-sage/15 text-sage-deep' : 'bg-cream text-ink-soft ring-1 ring-line'}`}>
      {active ? t('admin.products.status.active') : t('admin.products.status.inactive')}
    </span>
  )
}

function Thumb({ product, className }: { product: Product; className: string }) {
  const image = primaryImage(product)
  const drawing = drawingUrl(product.id)
  return image ? (
    // A photo that fails to load gives way to the garment's drawing.
    <img src={image.url} alt="" loading="lazy" onError={(e) => e.currentTarget.src.endsWith(drawing) || (e.currentTarget.src = drawing)} className={`${className} bg-cream object-cover`} />
  ) : (
    <span className={`${className} flex items-center justify-center bg-cream text-[0.65rem] text-ink-soft`}>{t('admin.products.noImage')}</span>
  )
}

function ProductActions({
  product,
  onSetActive,
  onDelete,
  onAttributes,
  onEdit,
  labelled,
}: {
  product: Product
  onSetActive: () => void
  onDelete: () => void
  onAttributes: () => void
  onEdit: () => void
  labelled?: boolean
}) {
  const iconButton = 'inline-flex h-9 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm text-ink-soft ring-1 ring-line hover:text-ink hover:ring-ink/40'
  const toggleLabel = t(product.isActive ? 'admin.products.action.deactivateOne' : 'admin.products.action.activateOne', { name: product.name })
  return (
    <div className="flex items-center gap-1.5">
      {/* On cards the button shows Hide/Show; its name then starts with that word (WCAG 2.5.3). */}
      <button type="button" onClick={onSetActive} aria-label={labelled ? undefined : toggleLabel} title={toggleLabel} className={iconButton}>
        {product.isActive ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
        {labelled ? (
          <>
            {product.isActive ? t('admin.products.action.hide') : t('admin.products.action.show')}
            <span className="sr-only"> {product.name}</span>
          </>
        ) : null}
      </button>
      <button type="button" onClick={onEdit} aria-label={t('admin.products.action.editOne', { name: product.name })} title={t('admin.products.action.editOne', { name: product.name })} className={iconButton}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </button>
      <button type="button" onClick={onAttributes} aria-label={t('admin.products.action.attributesOne', { name: product.name })} title={t('admin.products.action.attributesOne', { name: product.name })} className={iconButton}>
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
      </button>
      {hasUsableLink(product.affiliateUrl) ? (
        <a
          href={product.affiliateUrl}
          target="_blank"
          rel="noopener noreferrer sponsored"
          aria-label={t('admin.products.action.viewOne', { name: product.name })}
          title={t('admin.products.action.viewOne', { name: product.name })}
          className={iconButton}
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      ) : null}
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('admin.products.action.deleteOne', { name: product.name })}
        title={t('admin.products.action.deleteOne', { name: product.name })}
        className={`${iconButton} hover:text-terracotta-dark`}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}

export function ProductTable({ items, selected, allOnPage, onTogglePage, onToggle, onSetActive, onDelete, onAttributes, onEdit }: ProductListProps) {
  return (
    // The table scrolls inside its own box so the page never scrolls sideways.
    <div className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-line" role="region" aria-label={t('admin.products.title')} tabIndex={0}>
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="bg-cream text-xs tracking-wide text-ink-soft uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input type="checkbox" checked={allOnPage} onChange={onTogglePage} aria-label={t('admin.products.selectAll')} className="h-4 w-4 accent-terracotta" />
            </th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.product')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.category')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.brand')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.price')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.status')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.created')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((p) => (
            <tr key={p.id} className={selected.has(p.id) ? 'bg-blush/40' : undefined}>
              <td className="px-4 py-3">
                <input
                  type="checkbox"
                  checked={selected.has(p.id)}
                  onChange={() => onToggle(p.id)}
                  aria-label={t('admin.products.selectOne', { name: p.name })}
                  className="h-4 w-4 accent-terracotta"
                />
              </td>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Thumb product={p} className="h-12 w-12 shrink-0 rounded-lg" />
                  <div className="min-w-0">
                    <p className="font-medium [overflow-wrap:anywhere]">{p.name}</p>
                    {p.tags.length > 0 ? (
                      <p className="mt-1 flex flex-wrap gap-1">
                        {p.tags.slice(0, 2).map((tag) => (
                          <span key={tag} className="rounded-full bg-cream px-2 py-0.5 text-xs text-ink-soft">
                            {tag}
                          </span>
                        ))}
                      </p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">{categoryLabel(p.category)}</td>
              <td className="px-4 py-3">{p.brand || t('admin.products.noBrand')}</td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{priceLabel(p)}</td>
              <td className="px-4 py-3">
                <StatusBadge active={p.isActive} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-soft">
                <time dateTime={p.createdAt}>{DATE.format(new Date(p.createdAt))}</time>
              </td>
              <td className="px-4 py-3">
                <ProductActions product={p} onSetActive={() => onSetActive(p)} onDelete={() => onDelete(p)} onAttributes={() => onAttributes(p)} onEdit={() => onEdit(p)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function ProductGrid({ items, selected, allOnPage, onTogglePage, onToggle, onSetActive, onDelete, onAttributes, onEdit }: ProductListProps) {
  return (
    <div>
      <label className="mb-3 inline-flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={allOnPage} onChange={onTogglePage} className="h-4 w-4 accent-terracotta" />
        {t('admin.products.selectAll')}
      </label>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((p) => (
          <li key={p.id} className={`flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ${selected.has(p.id) ? 'ring-2 ring-terracotta' : 'ring-line'}`}>
            <div className="relative">
              <Thumb product={p} className="aspect-[4/3] w-full" />
              <input
                type="checkbox"
                checked={selected.has(p.id)}
                onChange={() => onToggle(p.id)}
                aria-label={t('admin.products.selectOne', { name: p.name })}
                className="absolute top-3 left-3 h-5 w-5 accent-terracotta"
              />
              <span className="absolute top-2 right-2">
                <StatusBadge active={p.isActive} />
              </span>
            </div>
            <div className="flex flex-1 flex-col p-4">
              <h3 className="font-semibold [overflow-wrap:anywhere]">{p.name}</h3>
              <p className="mt-1 text-xs text-ink-soft">
                {categoryLabel(p.category)} · <time dateTime={p.createdAt}>{DATE.format(new Date(p.createdAt))}</time>
              </p>
              <p className="mt-1 text-sm">
                {p.brand || t('admin.products.noBrand')} · <span className="tabular-nums">{priceLabel(p)}</span>
              </p>
              {p.tags.length > 0 ? (
                <p className="mt-2 flex flex-wrap gap-1">
                  {p.tags.slice(0, 3).map((tag) => (
                    <span key={tag} className="rounded-full bg-cream px-2 py-0.5 text-xs text-ink-soft">
                      {tag}
                    </span>
                  ))}
                  {p.tags.length > 3 ? <span className="px-1 text-xs text-ink-soft">{t('admin.products.moreTags', { count: p.tags.length - 3 })}</span> : null}
                </p>
              ) : null}
              <div className="mt-auto pt-4">
                <ProductActions product={p} labelled onSetActive={() => onSetActive(p)} onDelete={() => onDelete(p)} onAttributes={() => onAttributes(p)} onEdit={() => onEdit(p)} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
