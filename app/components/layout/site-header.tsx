import type { ReactNode } from 'react'
import { href, NavLink } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import type { MessageKey } from '#core/i18n/translate.ts'
import { ButtonLink } from '../ui/button.tsx'
import { Logo } from './logo.tsx'
import { MobileMenu } from './mobile-menu.tsx'

export const NAV: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: href('/shop'), label: 'nav.shop' },
  { to: href('/style-guides'), label: 'nav.styleGuides' },
  { to: href('/faq'), label: 'nav.faq' },
  { to: href('/about'), label: 'nav.about' },
]

/**
 * Signed-out visitors see Sign In and Get Started; signed-in users see Dashboard and
 * `account` (the account menu, composed by the root route). Below `md` the section links
 * (and Sign In, below `sm`) move into the menu, which holds every header link.
 */
export function SiteHeader({ signedIn, account }: { signedIn: boolean; account?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-cream">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.mainMenu')} className="hidden items-center gap-7 text-sm font-medium text-ink-soft md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => (isActive ? 'text-terracotta' : 'hover:text-ink')}
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {signedIn ? (
            <>
              <ButtonLink to={href('/dashboard')} size="sm" className="px-3 sm:px-4">
                {t('nav.dashboard')}
              </ButtonLink>
              {account}
            </>
          ) : (
            <>
              <ButtonLink to={href('/login')} variant="ghost" size="sm" className="px-2.5 max-sm:hidden sm:px-4">
                {t('nav.signIn')}
              </ButtonLink>
              <ButtonLink to={href('/register')} size="sm" className="px-3.5 sm:px-4">
                {t('nav.getStarted')}
              </ButtonLink>
            </>
          )}
          <MobileMenu signedIn={signedIn} links={NAV} />
        </div>
      </div>
    </header>
  )
}
