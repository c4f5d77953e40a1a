import type { MetaDescriptor } from 'react-router'

export interface PageMetaInput {
  title: string
  description: string
  /** The page's path, e.g. "/analysis/body"; joined to the public URL for the canonical link. */
  path: string
  /** The site's public origin from the loader; empty while unknown. */
  publicUrl: string | undefined
  keywords?: string
  /** Pages that only make sense for one visitor (redirects, personal results) ask crawlers to skip them. */
  noIndex?: boolean
}

/** Title, description, canonical link and the social-card tags every page sets. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = `${input.publicUrl ?? ''}${input.path}`
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'StyleBlueprint' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
  ]
  if (input.keywords) tags.push({ name: 'keywords', content: input.keywords })
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}
