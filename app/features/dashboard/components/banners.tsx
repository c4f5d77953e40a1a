import { ArrowDown, PartyPopper, UserPlus } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'
import { Button, ButtonLink } from '../../../components/ui/button.tsx'

/** For visitors: keep the profile and favourites by making an account. */
export function SavePrompt() {
  return (
    <section aria-labelledby="save-prompt-title" className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-blush/70 p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:p-6">
      <div className="flex gap-3 sm:gap-4">
        <span aria-hidden="true" className="hidden h-11 w-11 shrink-0 sm:flex items-center justify-center rounded-full bg-white text-terracotta-dark">
          <UserPlus className="h-5 w-5" />
        </span>
        <div>
          <h2 id="save-prompt-title" className="text-lg font-semibold sm:text-xl">
            {t('dashboard.savePrompt.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('dashboard.savePrompt.text')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/register" size="sm">
          {t('common.createAccount')}
        </ButtonLink>
        <ButtonLink to="/login" variant="secondary" size="sm">
          {t('common.signIn')}
        </ButtonLink>
      </div>
    </section>
  )
}

/** A signed-in user whose account rule still misses a step (measurements): where to finish. */
export function WelcomeBackBanner({ to }: { to: string }) {
  return (
    <section aria-labelledby="welcome-back-title" className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between sm:p-6 lg:flex-col lg:items-start lg:justify-center">
      <div>
        <h2 id="welcome-back-title" className="text-xl font-semibold">
          {t('dashboard.welcomeBack.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('dashboard.welcomeBack.text')}</p>
      </div>
      <ButtonLink to={to} size="sm">
        {t('dashboard.welcomeBack.action')}
      </ButtonLink>
    </section>
  )
}

/** The analysis is done: a short celebration and a way down to the grid. */
export function CongratsBanner({ onView }: { onView: () => void }) {
  return (
    <section aria-labelledby="congrats-title" className="relative overflow-hidden rounded-[var(--radius-card)] bg-ink p-5 text-cream sm:p-8">
      <div aria-hidden="true" className="absolute -top-16 -right-10 h-48 w-48 rounded-full bg-terracotta/50 blur-3xl" />
      <div className="relative flex h-full flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-5 lg:flex-col lg:items-start lg:justify-center">
        <div className="flex gap-4">
          <PartyPopper aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-blush" />
          <div>
            <h2 id="congrats-title" className="text-lg font-semibold sm:text-2xl">
              {t('dashboard.congrats.title')}
            </h2>
            <p className="mt-1 hidden text-sm text-cream/80 sm:block">{t('dashboard.congrats.text')}</p>
          </div>
        </div>
        <Button onClick={onView} size="sm" className="shrink-0 self-start sm:self-auto lg:self-start">
          {t('dashboard.congrats.action')}
          <ArrowDown aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </section>
  )
}
