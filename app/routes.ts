import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('get-started', 'routes/get-started.tsx'),
  route('analysis', 'routes/analysis-index.tsx'),
  route('analysis/body', 'routes/analysis-body.tsx'),
  route('analysis/color', 'routes/analysis-color.tsx'),
  route('analysis/style', 'routes/analysis-style.tsx'),
  route('analysis/style-simple', 'routes/analysis-style-simple.tsx'),
  // Accounts
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('auth/callback', 'routes/auth-callback.tsx'),
  route('account', 'routes/account.tsx'),
  // Back office
  route('admin', 'routes/admin.tsx'),
  route('admin/setup', 'routes/admin-setup.tsx'),
  // Any unknown path goes home (spec: "any unknown path redirects to /").
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig
