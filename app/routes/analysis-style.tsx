import { ArrowLeft, Sparkles } from 'lucide-react'
import { href, Link, useNavigate, useSearchParams } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { buildBlueprint, firstNameSchema } from '#core/profile/blueprint.ts'
import { ANALYSIS_STEP_PATHS, firstMissingStep } from '#core/profile/progress.ts'
import type { StyleId } from '#core/rule-book/styles.ts'
import { requestContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { Button, ButtonLink } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { AnalysisProgress } from '../features/analysis/components/analysis-progress.tsx'
import { BlueprintView, ON_DARK } from '../features/analysis/components/blueprint-view.tsx'
import { StepHeader } from '../features/analysis/components/step-header.tsx'
import { StylePicker } from '../features/analysis/components/style-picker.tsx'
import { useStyleProfile } from '../features/analysis/hooks/use-style-profile.ts'
import { ShareBlueprintButton } from '../features/sharing/components/share-dialog.tsx'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/analysis-style'

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(requestContext).auth?.user
  // Her first name, to prefill the share dialog's opt-in field; never sent unless she ticks it.
  const firstName = firstNameSchema.safeParse(user?.name.trim().split(/\s+/)[0] ?? '')
  return {
    signedIn: user !== undefined,
    firstName: firstName.success ? firstName.data : null,
  }
}

// The blueprint is a view of this step (?view=blueprint), so a reload or the back button
// returns to the same place; Edit Preferences drops the parameter again.
const BLUEPRINT_SEARCH = '?view=blueprint'

export default function StyleAnalysis({ loaderData }: Route.ComponentProps) {
  const { status, profile, update } = useStyleProfile()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const showBlueprint = searchParams.get('view') === 'blueprint'
  const selected = profile?.stylePreferences ?? []

  function toggle(style: StyleId) {
    const next = selected.includes(style) ? selected.filter((s) => s !== style) : [...selected, style]
    void update({ stylePreferences: next })
  }

  async function generate() {
    if (selected.length === 0) return
    await update({ stylePreferences: selected })
    void navigate({ search: BLUEPRINT_SEARCH })
  }

  if (showBlueprint) {
    const blueprint = buildBlueprint(profile)
    const missing = firstMissingStep(profile)
    return (
      <main className="pb-24">
        <AnalysisProgress step="style" profile={profile} />
        <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
          {status === 'loading' ? (
            <Spinner label={t('analysis.loading')} className="py-32" />
          ) : blueprint ? (
            <BlueprintView
              blueprint={blueprint}
              signedIn={loaderData.signedIn}
              shareAction={
                <ShareBlueprintButton blueprint={blueprint} signedIn={loaderData.signedIn} suggestedFirstName={loaderData.firstName} className={ON_DARK} />
              }
              onEdit={() => void navigate({ search: '' })}
            />
          ) : (
            <div className="mx-auto max-w-xl py-24 text-center">
              <h1 className="text-3xl font-semibold">{t('blueprint.title')}</h1>
              <p className="mt-4 text-ink-soft">{t('blueprint.incomplete')}</p>
              <ButtonLink to={ANALYSIS_STEP_PATHS[missing ?? 'style']} className="mt-8">
                {t('blueprint.incompleteAction')}
              </ButtonLink>
            </div>
          )}
        </div>
      </main>
    )
  }

  return (
    <main className="pb-24">
      <AnalysisProgress step="style" profile={profile} />
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <StepHeader eyebrow={t('analysis.style.eyebrow')} title={t('analysis.style.title')} lead={t('analysis.style.subtitle')} />
        <div className="mt-10">
          <StylePicker selected={selected} onToggle={toggle} />
        </div>
        <div className="mt-10 flex flex-col-reverse gap-4 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between">
          <ButtonLink to={href('/analysis/color')} variant="secondary">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('analysis.style.back')}
          </ButtonLink>
          <div className="flex flex-col items-stretch gap-2 sm:items-end">
            <Button size="lg" onClick={() => void generate()} disabled={selected.length === 0} aria-describedby="style-generate-hint">
              <Sparkles aria-hidden="true" className="h-4 w-4" />
              {t('analysis.style.generate')}
            </Button>
            <p id="style-generate-hint" className="text-center text-sm text-ink-soft sm:text-right">
              {selected.length === 0 ? t('analysis.style.chooseOne') : t('analysis.style.selected', { count: selected.length })}
            </p>
          </div>
        </div>
        <p className="mt-6 text-center text-sm text-ink-soft sm:text-right">
          <Link to={href('/analysis/style-simple')} className="underline underline-offset-4 hover:text-terracotta">
            {t('analysis.style.simpleLink')}
          </Link>
        </p>
      </div>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('analysis.style.meta.title'),
    description: t('analysis.style.meta.description'),
    path: '/analysis/style',
    keywords: 'style quiz, personal style, classic, bohemian, minimal, edgy, romantic, style blueprint',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
