import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { precompressDirectory } from './scripts/precompress.ts'

export default {
  // Server-side rendering so crawlers and social cards see each page's metadata.
  ssr: true,
  // Static files are compressed once here, not on every request (server/app.ts serves the
  // .br/.gz copies by content negotiation).
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client')
    const { files, bytes, brotliBytes } = await precompressDirectory(clientDir)
    process.stdout.write(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB -> ${(brotliBytes / 1024).toFixed(0)} KB with brotli\n`)
  },
} satisfies Config
