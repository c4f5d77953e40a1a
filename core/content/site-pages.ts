import { PRIVACY_POLICY_REVISED, TERMS_REVISED } from './legal.ts'

/** When the guides' and pages' text last changed (ISO date); Article data and the sitemap use it. */
export const CONTENT_REVISED = '2026-11-22'

export interface PublicPage {
  readonly path: string
  readonly lastModified: string
  readonly changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'
  /** 0.0 - 1.0, relative to the site's other pages. */
  readonly priority: number
}

/** The pages search engines should index, in the order the sitemap lists them. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', lastModified: CONTENT_REVISED, changeFrequency: 'weekly', priority: 1 },
  { path: '/style-guides', lastModified: CONTENT_REVISED, changeFrequency: 'monthly', priority: 0.9 },
  { path: '/guides/body-type', lastModified: CONTENT_REVISED, changeFrequency: 'monthly', priority: 0.8 },
  { path: '/guides/style-analysis', lastModified: CONTENT_REVISED, changeFrequency: 'monthly', priority: 0.8 },
  { path: '/guides/color-analysis', lastModified: CONTENT_REVISED, changeFrequency: 'monthly', priority: 0.8 },
  { path: '/skin-tone-guide', lastModified: CONTENT_REVISED, changeFrequency: 'monthly', priority: 0.8 },
  { path: '/faq', lastModified: CONTENT_REVISED, changeFrequency: 'monthly', priority: 0.7 },
  { path: '/help', lastModified: CONTENT_REVISED, changeFrequency: 'monthly', priority: 0.6 },
  { path: '/about', lastModified: CONTENT_REVISED, changeFrequency: 'yearly', priority: 0.6 },
  { path: '/blog', lastModified: CONTENT_REVISED, changeFrequency: 'weekly', priority: 0.5 },
  { path: '/contact', lastModified: CONTENT_REVISED, changeFrequency: 'yearly', priority: 0.5 },
  { path: '/privacy', lastModified: PRIVACY_POLICY_REVISED, changeFrequency: 'yearly', priority: 0.3 },
  { path: '/terms', lastModified: TERMS_REVISED, changeFrequency: 'yearly', priority: 0.3 },
]

/** Paths crawlers are asked to stay out of: private, administrative and developer pages. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/dashboard',
  '/api',
  '/test',
  '/test-sitestripe',
  '/auth/',
  '/reset-password',
] as const

/** The sitemap XML for `baseUrl` (no trailing slash). */
export function sitemapXml(baseUrl: string, pages: readonly PublicPage[] = PUBLIC_PAGES): string {
  const urls = pages
    .map(
      (p) =>
        `  <url>\n    <loc>${escapeXml(baseUrl + p.path)}</loc>\n    <lastmod>${p.lastModified}</lastmod>\n` +
        `    <changefreq>${p.changeFrequency}</changefreq>\n    <priority>${p.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** robots.txt: everything open except the disallowed paths, with the sitemap's address. */
export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n')
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)
}
