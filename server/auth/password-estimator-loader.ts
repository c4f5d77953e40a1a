import type { PasswordEstimator } from '#core/accounts/password-strength.ts'

// zxcvbn's dictionaries held about 12 MB of the serving thread's heap once imported, and 15 MB
// more once ranked on the first password rated, in every process from its start (issue 29's
// memory at 100,000 products). They are imported with the first password a shopper or an
// administrator sets, as the browser does (app/features/account/hooks/use-password-rating.ts).

let loading: Promise<PasswordEstimator> | undefined

/** The password estimator, imported on first use; a failed import is tried again next time. */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= import('#core/accounts/password-estimator.ts').then(
    (module) => module.estimatePassword,
    (err: unknown) => {
      loading = undefined
      throw err
    },
  )
  return loading
}
