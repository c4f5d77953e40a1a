import { loadOnce } from '../work/load-once.ts'
import type { PasswordEstimator } from './password-strength.ts'

// The estimator and its zxcvbn dictionaries are imported the first time a password is rated,
// never with what imports this module. In the browser they come in their own chunk, fetched
// on first use of a password field (over a megabyte). In the server they held about 12 MB of
// the serving thread's heap once imported, and 15 MB more once ranked, from every process's
// start (issue 29, decision 069).

/** The password estimator, imported on first use; a failed import is tried again next time. */
export const loadPasswordEstimator: () => Promise<PasswordEstimator> = loadOnce(() => import('./password-estimator.ts').then((module) => module.estimatePassword))
