import { LogOut, RefreshCw } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'
import { ButtonLink } from '../../../components/ui/button.tsx'

const ICON_BUTTON =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink ring-1 ring-line transition-colors hover:text-terracotta hover:ring-ink/30'

/** The dashboard's greeting with refresh and sign-out icons, or Sign In / Sign Up for visitors. */
export function DashboardHeader({
  displayName,
  onRefresh,
  onSignOut,
}: {
  /** The signed-in user's display name; null for a visitor. */
  displayName: string | null
  onRefresh: () => void
  onSignOut: () => void
}) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('dashboard.title')}</p>
        <h1 className="mt-2 text-3xl leading-tight font-semibold sm:mt-3 sm:text-5xl">
          {displayName ? t('dashboard.greeting', { name: displayName }) : t('dashboard.greetingAnonymous')}
        </h1>
        <p className="mt-2 max-w-xl text-sm text-ink-soft sm:mt-3 sm:text-base">{t('dashboard.lead')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* Her capsule and its outfits (issue 27). */}
        <ButtonLink to="/capsule" variant="secondary" size="sm">
          {t('outfit.capsule.title')}
        </ButtonLink>
        <button type="button" onClick={onRefresh} className={ICON_BUTTON} aria-label={t('dashboard.refreshProfile')} title={t('dashboard.refreshProfile')}>
          <RefreshCw aria-hidden="true" className="h-5 w-5" />
        </button>
        {displayName ? (
          <button type="button" onClick={onSignOut} className={ICON_BUTTON} aria-label={t('dashboard.signOut')} title={t('dashboard.signOut')}>
            <LogOut aria-hidden="true" className="h-5 w-5" />
          </button>
        ) : (
          <>
            <ButtonLink to="/login" variant="secondary" size="sm">
              {t('common.signIn')}
            </ButtonLink>
            <ButtonLink to="/register" size="sm">
              {t('common.signUp')}
            </ButtonLink>
          </>
        )}
      </div>
    </header>
  )
}
