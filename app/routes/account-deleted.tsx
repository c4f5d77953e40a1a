import { CircleCheck } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { DELETION_FACTS } from '../features/account/components/delete-account-dialog.tsx'
import { accountPageMeta } from '../features/account/utils/meta.ts'
import type { Route } from './+types/account-deleted'

export async function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.get(servicesContext).site.publicUrl }
}

/** Where "Delete my account" ends: what went, what stayed and why, and the way back in. */
export default function AccountDeleted() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-14 sm:px-6 lg:py-20">
      <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-2xl bg-sage/20 text-sage-deep">
        <CircleCheck className="h-7 w-7" />
      </span>
      <h1 className="mt-6 text-4xl font-semibold">{t('auth.account.deleted.title')}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t('auth.account.deleted.lead')}</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="removed-heading" className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line">
          <h2 id="removed-heading" className="text-xl font-semibold">
            {t('auth.account.delete.removedTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-soft">
            {DELETION_FACTS.removed.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="kept-heading" className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line">
          <h2 id="kept-heading" className="text-xl font-semibold">
            {t('auth.account.delete.keptTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-soft">
            {DELETION_FACTS.kept.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="mt-6 text-ink-soft">{t('auth.account.deleted.browser')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/">{t('auth.account.deleted.home')}</ButtonLink>
        <ButtonLink to="/register" variant="secondary">
          {t('auth.account.deleted.again')}
        </ButtonLink>
      </div>
    </main>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountPageMeta({
    title: t('auth.account.deleted.meta.title'),
    description: t('auth.account.deleted.lead'),
    url: `${loaderData?.publicUrl ?? ''}/account/deleted`,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
