import { Boxes, Link2, Shapes, Tag } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import type { AdminProductStats } from '#core/admin/product-management.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { apiRequest } from '../../../utils/api-client.ts'
import { useOnCatalogChange } from '../hooks/use-catalog-change.ts'

const NUMBER = new Intl.NumberFormat('en-GB')

/** The shell's four stat cards; they reload whenever the catalogue changes. */
export function CatalogStats() {
  const [stats, setStats] = useState<AdminProductStats | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    const result = await apiRequest<AdminProductStats>('GET', '/api/admin/products/stats')
    if (result.ok) {
      setStats(result.data)
      setFailed(false)
    } else setFailed(true)
  }, [])

  useEffect(() => {
    void load()
  }, [load])
  useOnCatalogChange(load)

  const cards = [
    { id: 'total', label: t('admin.stats.totalProducts'), value: stats?.total, Icon: Boxes },
    { id: 'configured', label: t('admin.stats.configuredProducts'), value: stats?.configured, Icon: Link2 },
    { id: 'categories', label: t('admin.stats.categories'), value: stats?.categories, Icon: Shapes },
    { id: 'brands', label: t('admin.stats.brands'), value: stats?.brands, Icon: Tag },
  ]
  return (
    <section aria-label={t('admin.stats.label')} className="mt-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ id, label, value, Icon }) => (
          <div key={id} className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5" data-stat={id}>
            <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-ink-soft uppercase">
              <Icon aria-hidden="true" className="h-4 w-4 text-terracotta" />
              {label}
            </dt>
            <dd className="mt-2 font-display text-3xl font-semibold tabular-nums">{value === undefined ? '–' : NUMBER.format(value)}</dd>
          </div>
        ))}
      </dl>
      {failed ? <p className="mt-2 text-sm text-terracotta-dark">{t('admin.stats.loadFailed')}</p> : null}
    </section>
  )
}
