import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  // Any unknown path goes home (spec: "any unknown path redirects to /").
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig
