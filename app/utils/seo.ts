import type { MetaDescriptor } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'

/** A schema.org object, serialised into a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>

export interface PageSeo {
  title: string
  description: string
  keywords?: string
  /** The page's path, without query or fragment; the canonical URL is PUBLIC_URL + path. */
  path: string
  /** Open Graph type: 'article' for guides, 'website' otherwise. */
  type?: 'website' | 'article'
  jsonLd?: JsonLd | readonly JsonLd[]
  /** Pages that only make sense for one visitor (redirects, personal results) ask crawlers to skip them. */
  noIndex?: boolean
  /** The page's own 1200x630 sharing image (a path), instead of the site's. */
  imagePath?: string
}

/** The sharing image every page uses (1200x630, in public/). */
export const OG_IMAGE_PATH = '/og-image.png'

type Match = { id: string; loaderData?: unknown } | undefined

/**
 * PUBLIC_URL, read from the root loader's data. Meta functions receive every match, so a
 * page needs no loader of its own to build absolute URLs; '' when the root has no data
 * (an error page), which still yields valid relative URLs.
 */
export function publicUrlFrom(matches: readonly Match[]): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { publicUrl?: unknown } | undefined
  return typeof root?.publicUrl === 'string' ? root.publicUrl : ''
}

/**
 * Title, description, keywords, canonical link, Open Graph and Twitter card tags and
 * structured data for one page, built the same way everywhere.
 */
export function seoMeta(matches: readonly Match[], page: PageSeo): MetaDescriptor[] {
  const base = publicUrlFrom(matches)
  const url = absoluteUrl(base, page.path)
  const image = absoluteUrl(base, page.imagePath ?? OG_IMAGE_PATH)
  const siteName = t('common.appName')
  const ld = page.jsonLd === undefined ? [] : Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd]
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    ...(page.keywords ? [{ name: 'keywords', content: page.keywords }] : []),
    ...(page.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    ...ld.map((data) => ({ 'script:ld+json': { '@context': 'https://schema.org', ...data } })),
  ]
}

export function absoluteUrl(base: string, path: string): string {
  return `${base}${path.startsWith('/') ? path : `/${path}`}`
}

const organization = (base: string): JsonLd => ({
  '@type': 'Organization',
  name: t('common.appName'),
  url: absoluteUrl(base, '/'),
  logo: absoluteUrl(base, '/favicon.svg'),
})

/** schema.org builders for the kinds of page the spec names: website, service, FAQ, article. */
export const structuredData = {
  webSite(base: string, description: string): JsonLd {
    return { '@type': 'WebSite', name: t('common.appName'), url: absoluteUrl(base, '/'), description, publisher: organization(base) }
  },
  service(base: string, path: string, description: string): JsonLd {
    return {
      '@type': 'Service',
      name: t('content.jsonLd.serviceName'),
      serviceType: t('content.jsonLd.serviceType'),
      description,
      url: absoluteUrl(base, path),
      areaServed: 'Worldwide',
      provider: organization(base),
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    }
  },
  faqPage(base: string, path: string, items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
    return {
      '@type': 'FAQPage',
      url: absoluteUrl(base, path),
      mainEntity: items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    }
  },
  article(base: string, page: { path: string; headline: string; description: string; published: string; modified: string }): JsonLd {
    return {
      '@type': 'Article',
      headline: page.headline,
      description: page.description,
      url: absoluteUrl(base, page.path),
      mainEntityOfPage: absoluteUrl(base, page.path),
      image: absoluteUrl(base, OG_IMAGE_PATH),
      datePublished: page.published,
      dateModified: page.modified,
      inLanguage: 'en',
      author: organization(base),
      publisher: organization(base),
    }
  },
}
