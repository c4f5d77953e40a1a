import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// server/auth sits below the services and the middleware: they build on it, and it imports
// neither (what it needs of them, such as the admin activity log, is handed to createAuth).
// ESLint's import-x/no-cycle sees a module that reaches itself; this test sees folders that
// reach each other (auth/auth.ts -> services/a.ts while services/b.ts -> auth/auth.ts), the
// kind issue 29 found.

const root = path.resolve(import.meta.dirname, '../..')
const PACKAGE_IMPORTS: Record<string, string> = { '#core/': 'core/', '#db/': 'db/', '#integrations/': 'integrations/', '#server/': 'server/' }
// Static imports and re-exports (type-only ones too), side-effect imports and dynamic imports of a literal path.
const IMPORT = /^\s*(?:import|export)\s+[\w\s{},*$]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm

function serverModules(dir = 'server'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return serverModules(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** The server modules a file imports, as paths from the repository root. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8')
  return [...source.matchAll(IMPORT)].flatMap((m) => {
    const specifier = (m[1] ?? m[2] ?? m[3])!
    const alias = Object.keys(PACKAGE_IMPORTS).find((prefix) => specifier.startsWith(prefix))
    const target = alias ? PACKAGE_IMPORTS[alias] + specifier.slice(alias.length) : specifier.startsWith('.') ? path.posix.join(path.posix.dirname(file), specifier) : null
    return target?.startsWith('server/') && existsSync(path.join(root, target)) ? [target] : []
  })
}

/** A file's part of server/: its folder (server/auth, server/services, ...) or, at the top, the file itself. */
const partOf = (file: string) => file.split('/').slice(0, 2).join('/')

/**
 * A cycle between parts of server/ through `part`, as the imports that make it (one module's
 * import per step, "from -> to"), or null. Parts, not modules: auth importing one service
 * while another service imports auth is the cycle, though no module reaches itself.
 */
function cycleThrough(part: string, edges: Map<string, string[]>): string[] | null {
  // For each part, one import that leads out of it into each other part.
  const steps = new Map<string, Map<string, string>>()
  for (const [file, targets] of edges) {
    for (const target of targets) {
      if (partOf(target) === partOf(file)) continue
      const out = steps.get(partOf(file)) ?? new Map<string, string>()
      if (!out.has(partOf(target))) out.set(partOf(target), `${file} -> ${target}`)
      steps.set(partOf(file), out)
    }
  }
  const cameFrom = new Map<string, string>([[part, '']])
  const queue = [part]
  while (queue.length > 0) {
    const at = queue.shift()!
    for (const [next, step] of steps.get(at) ?? []) {
      if (next === part) {
        const chain = [step]
        for (let back = at; back !== part; back = cameFrom.get(back)!) chain.push(steps.get(cameFrom.get(back)!)!.get(back)!)
        return chain.reverse()
      }
      if (cameFrom.has(next)) continue
      cameFrom.set(next, at)
      queue.push(next)
    }
  }
  return null
}

describe('server/auth imports', () => {
  const edges = new Map(serverModules().map((file) => [file, importsOf(file)]))

  it('reads the imports it checks', () => {
    expect(edges.get('server/services/accounts.ts')).toContain('server/auth/auth.ts')
    expect(edges.get('server/auth/auth.ts')).toContain('server/auth/emails.ts')
  })

  it('forms no cycle with the rest of server/: nothing auth imports leads back to it', () => {
    expect(cycleThrough('server/auth', edges)).toBeNull()
  })

  it('would name the imports that make a cycle', () => {
    const looped = new Map([
      ['server/auth/auth.ts', ['server/auth/emails.ts', 'server/config.ts', 'server/services/admin-activity.ts']],
      ['server/auth/emails.ts', []],
      ['server/config.ts', []],
      ['server/services/admin-activity.ts', []],
      ['server/services/accounts.ts', ['server/middleware/session.ts']],
      ['server/middleware/session.ts', ['server/auth/emails.ts']],
    ])
    expect(cycleThrough('server/auth', looped)).toEqual([
      'server/auth/auth.ts -> server/services/admin-activity.ts',
      'server/services/accounts.ts -> server/middleware/session.ts',
      'server/middleware/session.ts -> server/auth/emails.ts',
    ])
    expect(cycleThrough('server/auth', new Map([...looped, ['server/middleware/session.ts', []]]))).toBeNull()
  })
})
