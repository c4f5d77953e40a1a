import { FileDown, ImageDown, Link2, ShoppingBag } from 'lucide-react'
import { href, Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { BodySilhouette } from '../../../components/illustrations/body-silhouette.tsx'

const PALETTES = ['warm', 'cool', 'neutral'] as const

/** What the analysis gives a shopper, each outcome with a small drawing of it. */
export function WhatYouGet() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6" aria-labelledby="gives-heading">
      <div className="max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('home.gives.eyebrow')}</p>
        <h2 id="gives-heading" className="mt-3 text-3xl font-semibold text-balance sm:text-4xl">
          {t('home.gives.title')}
        </h2>
        <p className="mt-4 text-ink-soft">{t('home.gives.lead')}</p>
      </div>
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        <li className="flex flex-col rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line">
          <div className="flex h-28 items-end justify-center gap-1 rounded-2xl bg-blush/60" aria-hidden="true">
            <BodySilhouette shape="pear" className="h-20 w-12" />
            <BodySilhouette shape="hourglass" className="h-24 w-14" />
            <BodySilhouette shape="inverted-triangle" className="h-20 w-12" />
          </div>
          <h3 className="mt-5 text-lg font-semibold">{t('home.gives.shape.title')}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{t('home.gives.shape.body')}</p>
          <Link to={href('/guides/body-type')} className="mt-4 text-sm font-medium text-terracotta hover:text-terracotta-dark">
            {t('home.gives.shape.link')}
          </Link>
        </li>
        <li className="flex flex-col rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line">
          <div className="flex h-28 flex-col justify-center gap-2 rounded-2xl bg-cream px-4 ring-1 ring-line" aria-hidden="true">
            {PALETTES.map((id) => (
              <div key={id} className="flex h-5 overflow-hidden rounded-full">
                {COLOR_PALETTE_DETAILS[id].swatches.map((hex) => (
                  <span key={hex} className="flex-1" style={{ backgroundColor: hex }} />
                ))}
              </div>
            ))}
          </div>
          <h3 className="mt-5 text-lg font-semibold">{t('home.gives.color.title')}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{t('home.gives.color.body')}</p>
          <Link to={href('/guides/color-analysis')} className="mt-4 text-sm font-medium text-terracotta hover:text-terracotta-dark">
            {t('home.gives.color.link')}
          </Link>
        </li>
        <li className="flex flex-col rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line">
          <div className="flex h-28 items-center justify-center gap-5 rounded-2xl bg-sage/20 text-sage-deep" aria-hidden="true">
            <ImageDown className="h-8 w-8" />
            <FileDown className="h-8 w-8" />
            <Link2 className="h-8 w-8" />
          </div>
          <h3 className="mt-5 text-lg font-semibold">{t('home.gives.blueprint.title')}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{t('home.gives.blueprint.body')}</p>
          <Link to={href('/guides/style-analysis')} className="mt-4 text-sm font-medium text-terracotta hover:text-terracotta-dark">
            {t('home.gives.blueprint.link')}
          </Link>
        </li>
        <li className="flex flex-col rounded-[var(--radius-card)] bg-ink p-6 text-cream">
          <div className="flex h-28 items-center justify-center rounded-2xl bg-white/10" aria-hidden="true">
            <ShoppingBag className="h-9 w-9 text-blush" />
          </div>
          <h3 className="mt-5 text-lg font-semibold">{t('home.gives.shop.title')}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-cream/85">{t('home.gives.shop.body')}</p>
          <Link to={href('/faq')} className="mt-4 text-sm font-medium text-blush hover:text-white">
            {t('home.gives.shop.link')}
          </Link>
        </li>
      </ul>
    </section>
  )
}
