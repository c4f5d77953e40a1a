import { robotsTxt } from '#core/content/site-pages.ts'
import { servicesContext } from '#server/load-context.ts'
import type { Route } from './+types/robots.txt'

/** Keeps crawlers out of the admin, dashboard, API and developer pages; points at the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(servicesContext).site
  return new Response(robotsTxt(publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
