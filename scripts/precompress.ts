import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text files worth compressing; images and fonts are compressed formats already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/
/** Files smaller than this are served as they are (see server/middleware/compression.ts). */
const MIN_BYTES = 1024

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file
 * of the client build, once, at build time: the server then sends them by content
 * negotiation without compressing on each request. A copy that saves under 10% is skipped.
 * Returns the bytes before and after (brotli) for the build log.
 */
export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await listFiles(dir)).filter((f) => TEXT_FILE.test(f))
  let count = 0
  let bytes = 0
  let brotliBytes = 0
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return
      const source = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: 9 }),
      ])
      if (br.length < source.length * 0.9) await writeFile(`${file}.br`, br)
      if (gz.length < source.length * 0.9) await writeFile(`${file}.gz`, gz)
      count += 1
      bytes += source.length
      brotliBytes += Math.min(br.length, source.length)
    }),
  )
  return { files: count, bytes, brotliBytes }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}
