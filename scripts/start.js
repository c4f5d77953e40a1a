import { ensureBuild } from './ensure-build.js'
import { relaunchTuned } from './server-tuning.js'

// `npm start`: start again with the allocator's settings (server-tuning.js), build when
// needed (ensure-build.js), then run the production server from its bundle
// (build/node/main.js, made from server/main.ts).
relaunchTuned()
ensureBuild()
// React picks its production build by NODE_ENV when first loaded, before the server's
// configuration is read: the server's default (production) is set for it here.
process.env.NODE_ENV ??= 'production'
await import('../build/node/main.js')
