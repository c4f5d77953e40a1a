import type { ReactNode } from 'react'
import { href, Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'

/**
 * The sign-in pages' frame: the form on a card, beside an editorial panel that says what
 * an account is for. The panel stacks under the form on small screens.
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute -top-32 -left-40 h-[26rem] w-[26rem] rounded-full bg-blush/60 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)] lg:py-20">
        <section className="mx-auto w-full max-w-md rounded-[2rem] bg-white p-6 shadow-[0_30px_60px_-35px_rgba(31,27,36,0.35)] ring-1 ring-line sm:p-9">
          <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
          {subtitle ? <p className="mt-3 text-ink-soft">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
        </section>
        <aside className="relative hidden rounded-[2rem] bg-ink p-10 text-cream lg:block">
          <div aria-hidden="true" className="absolute right-8 bottom-8 h-40 w-40 rounded-full bg-terracotta/40 blur-2xl" />
          <p className="text-xs font-semibold tracking-[0.2em] text-blush uppercase">StyleBlueprint</p>
          <h2 className="mt-6 text-4xl leading-tight font-semibold">{t('auth.panel.title')}</h2>
          <p className="mt-4 max-w-sm text-cream/80">{t('auth.panel.lead')}</p>
          <ul className="relative mt-10 space-y-4">
            {(['auth.panel.benefit1', 'auth.panel.benefit2', 'auth.panel.benefit3', 'auth.panel.benefit4'] as const).map((key, i) => (
              <li key={key} className="flex items-start gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-cream/10 font-display text-sm text-blush">
                  {i + 1}
                </span>
                <span className="pt-1">{t(key)}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </main>
  )
}

/** The "or" between the e-mail form and Google. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-4 text-xs tracking-[0.2em] text-ink-soft uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-line" />
      {t('auth.login.or')}
      <span className="h-px flex-1 bg-line" />
    </div>
  )
}

/** The "Back to sign in" line under the password-reset forms. */
export function BackToLogin() {
  return (
    <p className="mt-8 text-center text-sm">
      <Link to={href('/login')} className="font-medium text-terracotta underline-offset-4 hover:underline">
        {t('auth.forgot.backToLogin')}
      </Link>
    </p>
  )
}
