import { Menu, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { href, NavLink } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import type { MessageKey } from '#core/i18n/translate.ts'

const LINK = 'flex h-12 items-center rounded-xl px-4 text-base font-medium text-ink hover:bg-blush/60'
const MENU_ID = 'site-menu'

/**
 * The header's menu below `md`, listing every header link so nothing the desktop header
 * offers is out of reach on a phone. It is a native popover opened by a real button: it
 * opens, closes on Escape or a tap outside, and sits above the page without any script,
 * so it works on the landing page, which ships none to visitors (docs/decisions/030). Once
 * a page's script runs, choosing a link (a client-side navigation) closes it too.
 */
export function MobileMenu({ signedIn, links }: { signedIn: boolean; links: ReadonlyArray<{ to: string; label: MessageKey }> }) {
  const menu = useRef<HTMLDivElement>(null)
  const close = () => menu.current?.hidePopover()

  // The menu exists only below `md`; a window widened past it closes the menu rather than
  // leaving an invisible layer open.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 48rem)')
    const onChange = () => wide.matches && menu.current?.matches(':popover-open') && menu.current.hidePopover()
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [])
  const account = signedIn
    ? [{ to: href('/dashboard'), label: 'nav.dashboard' as const }]
    : [
        { to: href('/login'), label: 'nav.signIn' as const },
        { to: href('/register'), label: 'nav.getStarted' as const },
      ]
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="inline-flex h-9 w-9 items-center justify-center rounded-full text-ink ring-1 ring-line hover:bg-blush/60 md:hidden"
        aria-label={t('nav.openMenu')}
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      <div
        ref={menu}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MENU_ID}-title`}
        className="fixed inset-x-0 top-0 bottom-auto m-0 max-h-dvh w-full max-w-none overflow-y-auto rounded-b-[1.75rem] border-0 bg-cream px-3 pt-3 pb-6 text-ink shadow-xl ring-1 ring-line backdrop:bg-ink/40 md:hidden"
      >
        <div className="flex h-10 items-center justify-between pl-4">
          <h2 id={`${MENU_ID}-title`} className="font-display text-lg font-semibold">
            {t('nav.menu')}
          </h2>
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink ring-1 ring-line hover:bg-blush/60"
            aria-label={t('nav.closeMenu')}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label={t('nav.mainMenu')} className="mt-3">
          <ul className="space-y-1">
            {[...links, ...account].map((link, i) => (
              <li key={link.to} className={i === links.length ? 'mt-3 border-t border-line pt-3' : undefined}>
                <NavLink to={link.to} onClick={close} className={({ isActive }) => `${LINK} ${isActive ? 'text-terracotta-dark' : ''}`}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  )
}
