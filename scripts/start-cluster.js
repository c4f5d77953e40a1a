import cluster from 'node:cluster'
import { ensureBuild } from './ensure-build.js'

// `npm run start:cluster`: build when needed (the primary only: the processes it forks run this
// file again), then run the cluster from the server bundle (build/node/cluster.js, made from
// server/cluster.ts).
if (cluster.isPrimary) ensureBuild()
// React picks its production build by NODE_ENV when first loaded, before the server's
// configuration is read: the server's default (production) is set for it here.
process.env.NODE_ENV ??= 'production'
await import('../build/node/cluster.js')
