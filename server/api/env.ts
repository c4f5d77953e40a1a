import type { Logger } from '../logger.ts'

/** The variables the app's middleware sets, as every API router sees them. */
export type ApiEnv = { Variables: { requestId: string; log: Logger; clientAddress: string | null } }
