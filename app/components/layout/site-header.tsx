import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { ButtonLink } from '../ui/button.tsx'
import { Logo } from './logo.tsx'

const NAV = [
  { to: '/style-guides', label: 'nav.styleGuides' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/about', label: 'nav.about' },
] as const

/**
 * Signed-out visitors see Sign In and Get Started; signed-in users see Dashboard and
 * `account` (the account menu, composed by the root route).
 */
export function SiteHeader({ signedIn, account }: { signedIn: boolean; account?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-cream">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-7 text-sm font-medium text-ink-soft md:flex">
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
              <ButtonLink to="/dashboard" size="sm" className="px-3.5 sm:px-4">
                {t('nav.dashboard')}
              </ButtonLink>
              {account}
            </>
          ) : (
            <>
              <ButtonLink to="/login" variant="ghost" size="sm" className="px-2.5 sm:px-4">
                {t('nav.signIn')}
              </ButtonLink>
              <ButtonLink to="/register" size="sm" className="px-3.5 sm:px-4">
                {t('nav.getStarted')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  )
}
