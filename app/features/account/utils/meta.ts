import type { MetaDescriptor } from 'react-router'

/** Title, description, canonical and social cards for an account page; none of them is for search results. */
export function accountPageMeta(opts: { title: string; description: string; url: string; index?: boolean }): MetaDescriptor[] {
  return [
    { title: opts.title },
    { name: 'description', content: opts.description },
    { name: 'robots', content: opts.index ? 'index, follow' : 'noindex, follow' },
    { tagName: 'link', rel: 'canonical', href: opts.url },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: opts.title },
    { property: 'og:description', content: opts.description },
    { property: 'og:url', content: opts.url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: opts.title },
    { name: 'twitter:description', content: opts.description },
  ]
}
