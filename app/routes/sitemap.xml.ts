import { sitemapXml } from '#core/content/site-pages.ts'
import { servicesContext } from '#server/load-context.ts'
import type { Route } from './+types/sitemap.xml'

/** The public pages for search engines, with absolute URLs from PUBLIC_URL. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(servicesContext).site
  return new Response(sitemapXml(publicUrl), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
