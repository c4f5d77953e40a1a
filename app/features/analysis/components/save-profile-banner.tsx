import { Heart, LayoutDashboard, SlidersHorizontal, Sparkles } from 'lucide-react'
import { href } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { ButtonLink } from '../../../components/ui/button.tsx'

const BENEFITS = [
  { key: 'blueprint.save.benefitDashboard', Icon: LayoutDashboard },
  { key: 'blueprint.save.benefitRecommendations', Icon: Sparkles },
  { key: 'blueprint.save.benefitFilters', Icon: SlidersHorizontal },
  { key: 'blueprint.save.benefitFavorites', Icon: Heart },
] as const

/** Shown to signed-out visitors under their blueprint: why an account is worth it. */
export function SaveProfileBanner() {
  return (
    <section aria-labelledby="save-profile-title" className="rounded-[2rem] bg-white p-6 ring-1 ring-line sm:p-10">
      <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <h2 id="save-profile-title" className="text-2xl font-semibold sm:text-3xl">
            {t('blueprint.save.title')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('blueprint.save.text')}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {BENEFITS.map(({ key, Icon }) => (
              <li key={key} className="flex items-center gap-3 text-sm font-medium">
                <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blush text-terracotta-dark">
                  <Icon className="h-4 w-4" />
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          <ButtonLink to={href('/register')}>{t('common.createAccount')}</ButtonLink>
          <ButtonLink to={href('/login')} variant="secondary">
            {t('common.signIn')}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
