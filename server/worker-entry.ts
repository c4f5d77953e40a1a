/**
 * A worker thread's entry file, beside the module that starts it: the TypeScript when the
 * server runs from source (tests, `npm run dev`), the bundle's JavaScript when it runs from
 * build/node (scripts/build-server.ts names each worker's entry after its source file and
 * writes every chunk to one folder). `from` is the caller's import.meta.url.
 */
export function workerEntry(name: string, from: string): URL {
  return new URL(`./${name}${from.endsWith('.ts') ? '.ts' : '.js'}`, from)
}
