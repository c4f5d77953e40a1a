import type { Config } from '@react-router/dev/config'

export default {
  // Server-side rendering so crawlers and social cards see each page's metadata.
  ssr: true,
} satisfies Config
