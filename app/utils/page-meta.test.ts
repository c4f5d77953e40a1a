import { describe, expect, it } from 'vitest'
import { pageMeta } from './page-meta.ts'

describe('pageMeta', () => {
  it('gives title, description, canonical link and social cards for the page', () => {
    const tags = pageMeta({ title: 'T', description: 'D', path: '/analysis/body', publicUrl: 'https://sb.example' })
    expect(tags).toContainEqual({ title: 'T' })
    expect(tags).toContainEqual({ name: 'description', content: 'D' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://sb.example/analysis/body' })
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://sb.example/analysis/body' })
    expect(tags).toContainEqual({ name: 'twitter:title', content: 'T' })
    expect(tags.some((t) => 'name' in t && t.name === 'robots')).toBe(false)
  })

  it('adds keywords and noindex only when asked', () => {
    const tags = pageMeta({ title: 'T', description: 'D', path: '/x', publicUrl: undefined, keywords: 'a, b', noIndex: true })
    expect(tags).toContainEqual({ name: 'keywords', content: 'a, b' })
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: '/x' })
  })
})
