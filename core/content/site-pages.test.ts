import { describe, expect, it } from 'vitest'
import { DISALLOWED_PATHS, PUBLIC_PAGES, robotsTxt, sitemapXml } from './site-pages.ts'

describe('sitemap', () => {
  it('lists every public page once under the base URL', () => {
    const xml = sitemapXml('https://style.example')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(PUBLIC_PAGES.map((p) => `https://style.example${p.path}`))
    expect(new Set(locs).size).toBe(locs.length)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })

  it('never lists a disallowed path', () => {
    for (const page of PUBLIC_PAGES) {
      for (const blocked of DISALLOWED_PATHS) expect(page.path.startsWith(blocked)).toBe(false)
    }
  })

  it('escapes XML special characters in the base URL', () => {
    expect(sitemapXml('https://x.example/?a=1&b=2', [PUBLIC_PAGES[0]!])).toContain('<loc>https://x.example/?a=1&amp;b=2/</loc>')
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of the admin, dashboard, API and test pages and names the sitemap', () => {
    const txt = robotsTxt('https://style.example')
    for (const path of ['/admin', '/dashboard', '/api', '/test', '/test-sitestripe']) expect(txt).toContain(`Disallow: ${path}\n`)
    expect(txt).toContain('Sitemap: https://style.example/sitemap.xml')
  })
})
