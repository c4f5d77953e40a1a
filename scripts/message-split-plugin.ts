import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseSync, type Plugin } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const EN = path.join(root, 'core/i18n/messages.en.ts')
const ZH = path.join(root, 'core/i18n/messages.zh-CN.ts')
const REGISTRY = 'virtual:message-registry'
const RESOLVED_REGISTRY = `\0${REGISTRY}`
/** Modules of ours whose texts can reach the browser (the catalogue itself excepted). */
const OWN_SOURCE = /\/(?:app|core)\/.+\.[cm]?[jt]sx?$/

/**
 * The message keys a module's code names: every string that is a key; every string ending
 * in '.' that starts keys (a key put together as `'prefix.' + id`); and every template
 * literal with a key-like head (`home.stats.${key}.label`), as the keys it can produce.
 */
export function messageKeysUsedIn(code: string, filename: string, keys: readonly string[]): Set<string> {
  const known = new Set(keys)
  const used = new Set<string>()
  const addPattern = (pattern: RegExp) => keys.forEach((k) => pattern.test(k) && used.add(k))
  const { program } = parseSync(filename, code)
  walk(program, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') {
      const text = node.value as string
      if (known.has(text)) used.add(text)
      else if (text.endsWith('.') && text.length > 1) keys.forEach((k) => k.startsWith(text) && used.add(k))
    } else if (node.type === 'TemplateLiteral') {
      const quasis = (node.quasis as Array<{ value: { cooked: string | null } }>).map((q) => q.value.cooked ?? '')
      if (quasis.length === 1) {
        if (known.has(quasis[0]!)) used.add(quasis[0]!)
      } else if (/^[a-zA-Z]+\./.test(quasis[0]!)) {
        addPattern(new RegExp(`^${quasis.map(escapeRegExp).join('[^]+?')}$`))
      }
    }
  })
  return used
}

type AstNode = { type: string; [key: string]: unknown }

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit)
  } else if (node !== null && typeof node === 'object') {
    if (typeof (node as AstNode).type === 'string') visit(node as AstNode)
    for (const value of Object.values(node)) if (value !== null && typeof value === 'object') walk(value, visit)
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Splits the message catalogue by use, in the browser build only: core/i18n/messages.en.ts
 * stays the one source of every text, but the browser never gets the whole of it. Each
 * module that names message keys registers those texts when it loads, so a page's chunks
 * carry exactly the messages their code can show, and a dialog loaded later brings its
 * own. The browser's catalogue starts empty; the zh-CN catalogue (never chosen in the
 * browser) stays on the server. Reading a key the split missed logs a console error in the
 * browser (any console error fails an end-to-end test) and shows the key itself. The
 * server build, `npm run dev` and the unit tests see the whole catalogue, untouched.
 */
export function messageCatalogueSplit(): Plugin[] {
  let catalogue: Record<string, string> = {}
  let keys: string[] = []
  const forBrowserBuild = { apply: 'build', applyToEnvironment: (environment) => environment.name === 'client' } satisfies Partial<Plugin>
  return [
    {
      // First, so the browser's stand-ins replace the catalogue modules before anything reads them.
      name: 'styleblueprint:message-catalogue-stand-ins',
      enforce: 'pre',
      ...forBrowserBuild,
      async buildStart() {
        // A query string keeps a rebuild in watch mode from reading a cached copy.
        const module = (await import(`${pathToFileURL(EN).href}?t=${Date.now()}`)) as { en: Record<string, string> }
        catalogue = module.en
        keys = Object.keys(catalogue)
      },
      resolveId(id) {
        return id === REGISTRY ? RESOLVED_REGISTRY : null
      },
      load(id) {
        if (id === RESOLVED_REGISTRY) {
          return `import { en } from ${JSON.stringify(EN)}\nexport function registerMessages(messages) { Object.assign(en, messages) }\n`
        }
        if (id === EN) {
          // Filled by the registrations; reading a key nobody registered is a split that missed.
          return `export const en = new Proxy({}, {
  get(texts, key) {
    if (typeof key === 'string' && !Object.hasOwn(texts, key)) console.error('Message "' + key + '" is not in this page\\'s script: name the key as a literal where it is used.')
    return texts[key]
  },
})\n`
        }
        if (id === ZH) return 'export const zhCN = {}\n'
        return null
      },
    },
    {
      // Last, on plain JavaScript (TypeScript and JSX already compiled away).
      name: 'styleblueprint:message-catalogue-split',
      enforce: 'post',
      ...forBrowserBuild,
      transform(code, id) {
        const file = id.split('?')[0]!
        if (id.startsWith('\0') || file === EN || file === ZH || file.includes('/node_modules/') || !OWN_SOURCE.test(file)) return null
        const used = messageKeysUsedIn(code, file.replace(/\.[cm]?[jt]sx?$/, '.js'), keys)
        if (used.size === 0) return null
        const messages = Object.fromEntries([...used].sort().map((k) => [k, catalogue[k]]))
        return {
          // On the first line, so every later line keeps its place in the module's source map.
          code: `import { registerMessages as __registerMessages } from ${JSON.stringify(REGISTRY)};__registerMessages(${JSON.stringify(messages)});${code}`,
          map: null,
        }
      },
    },
  ]
}
