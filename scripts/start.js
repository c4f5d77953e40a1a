import { ensureBuild } from './ensure-build.js'

// `npm start`: build when needed (ensure-build.js), then run the production server from its
// bundle (build/node/main.js, made from server/main.ts).
ensureBuild()
// React picks its production build by NODE_ENV when first loaded, before the server's
// configuration is read: the server's default (production) is set for it here.
process.env.NODE_ENV ??= 'production'
await import('../build/node/main.js')
