import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),

  // The style analysis (spec section 2)
  route('get-started', 'routes/get-started.tsx'),
  route('analysis', 'routes/analysis-index.tsx'),
  route('analysis/body', 'routes/analysis-body.tsx'),
  route('analysis/color', 'routes/analysis-color.tsx'),
  route('analysis/color/refine', 'routes/analysis-color-refine.tsx'),
  // Her photo, read on her device (issue 26); the face finder loads only when she opts in.
  route('analysis/color/photo', 'routes/analysis-color-photo.tsx'),
  route('analysis/style', 'routes/analysis-style.tsx'),
  route('analysis/style-simple', 'routes/analysis-style-simple.tsx'),
  // A shared blueprint (read-only; its preview card is served by the Hono app)
  route('blueprint/s/:id', 'routes/blueprint-share.tsx'),
  // A shared wishlist (issue 27): her favourites as they are, read-only, until she revokes it
  route('wishlist/s/:id', 'routes/wishlist-share.tsx'),

  // The dashboard (spec section 2, "Dashboard"); the simple one is the same page
  route('dashboard', 'routes/dashboard.tsx'),
  route('dashboard-simple', 'routes/dashboard-simple.tsx'),
  // Where a starter piece's shop link leads: a page saying it is a sample no shop sells (issue 27)
  route('sample/:productId', 'routes/sample-product.tsx'),
  // The shop (issue 27): anyone may browse, her match on each card once she has a profile
  route('shop', 'routes/shop.tsx'),
  route('shop/:productId', 'routes/shop-product.tsx'),
  // Her capsule and its outfits (issue 27, item 3)
  route('capsule', 'routes/capsule.tsx'),

  // Content pages and guides (spec section 2, route table)
  route('faq', 'routes/faq.tsx'),
  route('skin-tone-guide', 'routes/skin-tone-guide.tsx'),
  route('style-guides', 'routes/style-guides.tsx'),
  route('guides/body-type', 'routes/guides.body-type.tsx'),
  route('guides/style-analysis', 'routes/guides.style-analysis.tsx'),
  route('guides/color-analysis', 'routes/guides.color-analysis.tsx'),
  route('help', 'routes/help.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('about', 'routes/about.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('blog', 'routes/blog.tsx'),

  // For search engines
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),

  // Accounts
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('auth/callback', 'routes/auth-callback.tsx'),
  route('check-email', 'routes/check-email.tsx'),
  route('account', 'routes/account.tsx'),
  route('account/deleted', 'routes/account-deleted.tsx'),
  // Back office
  route('admin', 'routes/admin.tsx'),
  route('admin/setup', 'routes/admin-setup.tsx'),
  // Developer test pages (one module): in development, or for an administrator; 404 otherwise
  route('test', 'routes/dev-test.tsx', { id: 'dev-test' }),
  route('test-sitestripe', 'routes/dev-test.tsx', { id: 'dev-test-sitestripe' }),
  // Any unknown path goes home (spec: "any unknown path redirects to /").
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig
