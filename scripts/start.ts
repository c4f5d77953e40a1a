import { ensureBuild } from './ensure-build.ts'

// `npm start`: build when needed (ensure-build.ts), then run the production server.
ensureBuild()
await import('../server/main.ts')
