import { describe, expect, it } from 'vitest'
import { publicUrlFrom, seoMeta, structuredData } from './seo.ts'

const matches = [{ id: 'root', loaderData: { publicUrl: 'https://style.example' } }]

describe('seoMeta', () => {
  it('builds title, description, keywords, canonical URL, social cards and JSON-LD from one description', () => {
    const meta = seoMeta(matches, {
      title: 'FAQ',
      description: 'Answers.',
      keywords: 'faq, style',
      path: '/faq',
      jsonLd: structuredData.faqPage('https://style.example', '/faq', [{ question: 'Q?', answer: 'A.' }]),
    })
    expect(meta).toContainEqual({ title: 'FAQ' })
    expect(meta).toContainEqual({ name: 'description', content: 'Answers.' })
    expect(meta).toContainEqual({ name: 'keywords', content: 'faq, style' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://style.example/faq' })
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://style.example/faq' })
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://style.example/og-image.png' })
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    const ld = meta.find((m) => 'script:ld+json' in m) as { 'script:ld+json': Record<string, unknown> }
    expect(ld['script:ld+json']).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    })
  })

  it('marks guides as articles and accepts several JSON-LD blocks', () => {
    const meta = seoMeta(matches, {
      title: 'T',
      description: 'D',
      keywords: 'k',
      path: '/guides/body-type',
      type: 'article',
      jsonLd: [structuredData.webSite('https://style.example', 'D'), structuredData.service('https://style.example', '/about', 'D')],
    })
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' })
    expect(meta.filter((m) => 'script:ld+json' in m)).toHaveLength(2)
  })
})

describe('publicUrlFrom', () => {
  it("reads PUBLIC_URL from the root loader's data, or '' when there is none", () => {
    expect(publicUrlFrom(matches)).toBe('https://style.example')
    expect(publicUrlFrom([{ id: 'root', loaderData: undefined }])).toBe('')
    expect(publicUrlFrom([])).toBe('')
  })
})
