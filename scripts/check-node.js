// The last step of `npm install` (postinstall). npm runs it with node_modules/.bin first on
// PATH, so `node` here is the Node 24 that npm has just installed from the registry as an
// optional dependency (node-<platform>-<arch>) wherever the registry has a build for this
// machine, and the machine's own Node elsewhere. npm shows a script's output only when it
// fails, so an old Node with no build to bring fails the install with one line that says
// what to install, instead of a later `npm start` failing on ".ts" (docs/decisions/036).
// Plain JavaScript, no type syntax: it must run on whatever Node the machine has.
import { readFileSync } from 'node:fs'

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
// The Node the scripts run on is the one version pinned for every platform's build.
const pinned = Object.entries(manifest.optionalDependencies).find(([name]) => name.startsWith('node-'))[1]
const required = Number(pinned.split('.')[0])
const running = Number(process.versions.node.split('.')[0])

if (running < required) {
  const platform = `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`
  const bundled = `node-${platform}`
  const why = bundled in (manifest.optionalDependencies || {})
    ? `npm did not install ${bundled}, the Node.js ${required} it brings for this machine`
    : `the npm registry has no Node.js ${required} build for ${platform} that npm could bring`
  console.error(
    `StyleBlueprint runs on Node.js ${required}; this is Node.js ${process.version} and ${why}. ` +
      `Install Node.js ${required} (https://nodejs.org/en/download, or \`nvm install\` in this folder), then run \`npm install\` again.`,
  )
  process.exit(1)
}
