import { href, Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import type { MessageKey } from '#core/i18n/translate.ts'
import { Logo } from './logo.tsx'

// The spec's footer links, grouped the way a shopper scans them.
const GROUPS: ReadonlyArray<{ title: MessageKey; links: ReadonlyArray<{ to: string; label: MessageKey }> }> = [
  {
    title: 'footer.guides',
    links: [
      { to: href('/guides/body-type'), label: 'footer.bodyTypeGuide' },
      { to: href('/guides/style-analysis'), label: 'footer.styleGuide' },
      { to: href('/guides/color-analysis'), label: 'footer.colorGuide' },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { to: href('/help'), label: 'footer.help' },
      { to: href('/faq'), label: 'footer.faq' },
      { to: href('/contact'), label: 'footer.contact' },
      { to: href('/blog'), label: 'footer.blog' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: href('/about'), label: 'footer.about' },
      { to: href('/privacy'), label: 'footer.privacy' },
      { to: href('/terms'), label: 'footer.terms' },
    ],
  },
]

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-line bg-white/60">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-ink-soft">{t('footer.tagline')}</p>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.14em] text-ink uppercase">{t(group.title)}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-ink-soft hover:text-terracotta">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-ink-soft sm:px-6">
          {t('footer.affiliateNote', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  )
}
