import { hasMeasurements, type StyleProfile } from './style-profile.ts'

/** The three analysis steps, in the order a visitor takes them. */
export const ANALYSIS_STEPS = ['body', 'color', 'style'] as const
export type AnalysisStep = (typeof ANALYSIS_STEPS)[number]

export const ANALYSIS_STEP_PATHS: Readonly<Record<AnalysisStep, string>> = {
  body: '/analysis/body',
  color: '/analysis/color',
  style: '/analysis/style',
}

/** The progress bar value of each step (spec: 33%, 66%, 100%). */
export const ANALYSIS_STEP_PROGRESS: Readonly<Record<AnalysisStep, number>> = {
  body: 33,
  color: 66,
  style: 100,
}

export const DASHBOARD_PATH = '/dashboard'

export interface AudienceOptions {
  /** Signed-in users count four steps (measurements too); visitors count three. */
  signedIn?: boolean
}

type MaybeProfile = StyleProfile | null | undefined

/**
 * Profile completion in percent: the rounded share of four items, namely body shape,
 * colour palette, at least one style, and at least one of bust, waist and hips.
 * Always one of 0, 25, 50, 75, 100.
 */
export function profileCompletion(profile: MaybeProfile): number {
  if (!profile) return 0
  const done = [
    Boolean(profile.bodyShape),
    Boolean(profile.colorPalette),
    profile.stylePreferences.length > 0,
    hasMeasurements(profile),
  ].filter(Boolean).length
  return Math.round((done / 4) * 100)
}

/**
 * Whether the analysis is complete. Visitors need a body shape, a palette and at least one
 * style; signed-in users also need measurements (all four steps of the account rule).
 */
export function isAnalysisComplete(profile: MaybeProfile, options: AudienceOptions = {}): boolean {
  return firstMissingStep(profile, options) === null
}

/**
 * The first step still missing (body, then colour, then style), or null when nothing is.
 * For a signed-in user, missing measurements make the body step the missing one, since
 * that is where they are entered.
 */
export function firstMissingStep(profile: MaybeProfile, options: AudienceOptions = {}): AnalysisStep | null {
  if (!profile?.bodyShape) return 'body'
  if (!profile.colorPalette) return 'color'
  if (profile.stylePreferences.length === 0) return 'style'
  if (options.signedIn && !hasMeasurements(profile)) return 'body'
  return null
}

/** Where /get-started sends someone: the dashboard when complete, otherwise the first missing step. */
export function getStartedDestination(profile: MaybeProfile, options: AudienceOptions = {}): string {
  const missing = firstMissingStep(profile, options)
  return missing ? ANALYSIS_STEP_PATHS[missing] : DASHBOARD_PATH
}

/** Where /dashboard must send someone instead (with history replaced), or null to stay. */
export function dashboardRedirect(profile: MaybeProfile, options: AudienceOptions = {}): string | null {
  const missing = firstMissingStep(profile, options)
  return missing ? ANALYSIS_STEP_PATHS[missing] : null
}

/** Steps whose answers are stored, in order; the dashboard's progress view lists them. */
export function completedSteps(profile: MaybeProfile): AnalysisStep[] {
  if (!profile) return []
  return ANALYSIS_STEPS.filter((step) =>
    step === 'body' ? Boolean(profile.bodyShape) : step === 'color' ? Boolean(profile.colorPalette) : profile.stylePreferences.length > 0,
  )
}

/**
 * Whether a step may be started: colour needs the body step first, style needs both.
 * The dashboard's progress view uses this to enable its start buttons.
 */
export function canStartStep(profile: MaybeProfile, step: AnalysisStep): boolean {
  if (step === 'body') return true
  if (step === 'color') return Boolean(profile?.bodyShape)
  return Boolean(profile?.bodyShape && profile.colorPalette)
}
