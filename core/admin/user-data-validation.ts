import { translate, type MessageKey } from '../i18n/translate.ts'
import { isAgeGroupId } from '../reference/age-groups.ts'
import { isBodyShapeId } from '../rule-book/body-shapes.ts'
import { isColorPaletteId } from '../rule-book/palettes.ts'
import { BODY_MEASUREMENT_FIELDS, MEASUREMENT_UNITS } from '../profile/style-profile.ts'
import { isOccasionId } from '../rule-book/occasions.ts'
import { isSeasonId } from '../reference/seasons.ts'
import { isStyleId } from '../rule-book/styles.ts'

/** The spec's validator statuses. */
export type ValidationStatus = 'success' | 'warning' | 'error'

/** A stored style profile (table style_profiles) as read, JSON columns already parsed. */
export interface StyleProfileRecord {
  id: string
  userId: string
  bodyShape: string | null
  colorPalette: string | null
  stylePreferences: unknown
  measurements: unknown
  /** Whether the account the profile belongs to still exists. */
  userExists: boolean
}

/** The test fields of a stored user profile (table user_profiles), JSON columns parsed. */
export interface UserProfileRecord {
  id: string
  userId: string
  bodyType: string | null
  skinTone: string | null
  stylePreferences: unknown
  ageGroup: string | null
  preferredOccasions: unknown
  preferredSeasons: unknown
  testCompletedAt: string | null
  userExists: boolean
}

export interface ProfileData {
  styleProfiles: readonly StyleProfileRecord[]
  userProfiles: readonly UserProfileRecord[]
}

/** One problem found: which record, and what is wrong with it. */
export interface ValidationProblem {
  level: 'warning' | 'error'
  table: 'style_profiles' | 'user_profiles'
  recordId: string
  userId: string
  message: string
}

export interface CheckOutcome {
  id: string
  name: string
  status: ValidationStatus
  message: string
  /** Records the check looked at. */
  checked: number
  /** The first problems found (at most MAX_PROBLEMS_LISTED); `problemCount` has them all. */
  problems: ValidationProblem[]
  problemCount: number
}

export interface ValidationTest extends CheckOutcome {
  durationMs: number
}

export interface ValidationSummary {
  totalTests: number
  passed: number
  warnings: number
  errors: number
  /** Share of tests that passed, 0 to 100, rounded. */
  successRate: number
  totalDurationMs: number
}

export interface ValidationReport {
  generatedAt: string
  summary: ValidationSummary
  tests: ValidationTest[]
}

/** A report lists this many problems per test; the count says how many there were. */
export const MAX_PROBLEMS_LISTED = 50

/**
 * The answers a completed test must hold: the three the style analysis asks and writes to
 * user_profiles. The spec also counts the age group, but our analysis never asks for it, so
 * requiring it would call every test the app completes broken (docs/decisions/017).
 */
export const COMPLETENESS_FIELDS = ['bodyType', 'skinTone', 'stylePreferences'] as const

/** Share (0..100) of those answers the profile has. */
export function completionPercent(p: Pick<UserProfileRecord, (typeof COMPLETENESS_FIELDS)[number]>): number {
  const filled = [p.bodyType, p.skinTone, Array.isArray(p.stylePreferences) && p.stylePreferences.length > 0 ? 'x' : null].filter(
    (v) => v !== null && v !== '',
  ).length
  return Math.round((filled / COMPLETENESS_FIELDS.length) * 100)
}

/** What a stored measurements object may hold: inch values, height and weight, and the unit they were typed in. */
const MEASUREMENT_NUMBERS: readonly string[] = [...BODY_MEASUREMENT_FIELDS, 'height', 'weight']

/** The problems of one stored measurements object; none for what the app itself writes. */
function measurementProblems(measurements: object): Array<Pick<ValidationProblem, 'level' | 'message'>> {
  const bad: string[] = []
  const unknown: string[] = []
  const out: Array<Pick<ValidationProblem, 'level' | 'message'>> = []
  for (const [key, value] of Object.entries(measurements)) {
    if (key === 'unit') {
      if (!(MEASUREMENT_UNITS as readonly unknown[]).includes(value)) out.push({ level: 'error', message: translate('admin.userData.problem.badUnit', { value: String(value) }) })
    } else if (!MEASUREMENT_NUMBERS.includes(key)) unknown.push(key)
    else if (!(typeof value === 'number' && Number.isFinite(value) && value > 0)) bad.push(key)
  }
  if (bad.length > 0) out.push({ level: 'error', message: translate('admin.userData.problem.badMeasurements', { fields: bad.join(', ') }) })
  if (unknown.length > 0) out.push({ level: 'error', message: translate('admin.userData.problem.unknownMeasurements', { fields: unknown.join(', ') }) })
  return out
}

function unknownIds(value: unknown, known: (v: unknown) => boolean): string[] | 'not-a-list' {
  if (!Array.isArray(value)) return 'not-a-list'
  return value.filter((v) => !known(v)).map((v) => String(v))
}

type ProblemFinder<R> = (record: R) => Array<Pick<ValidationProblem, 'level' | 'message'>>

function check<R extends { id: string; userId: string }>(
  id: string,
  nameKey: MessageKey,
  table: ValidationProblem['table'],
  records: readonly R[],
  find: ProblemFinder<R>,
  passKey: MessageKey,
  failKey: MessageKey,
): CheckOutcome {
  const problems: ValidationProblem[] = []
  let affected = 0
  for (const record of records) {
    const found = find(record)
    if (found.length > 0) affected += 1
    for (const p of found) problems.push({ ...p, table, recordId: record.id, userId: record.userId })
  }
  const status: ValidationStatus = problems.some((p) => p.level === 'error') ? 'error' : problems.length > 0 ? 'warning' : 'success'
  return {
    id,
    name: translate(nameKey),
    status,
    message:
      status === 'success'
        ? translate(passKey, { count: records.length })
        : translate(failKey, { affected, count: records.length }),
    checked: records.length,
    problems: problems.slice(0, MAX_PROBLEMS_LISTED),
    problemCount: problems.length,
  }
}

const text = (key: MessageKey, params?: Record<string, string | number>) => translate(key, params)

/**
 * Every check over the stored profiles, in report order. Each takes plain records and
 * returns its outcome; the caller times them.
 */
export const PROFILE_CHECKS: ReadonlyArray<{ id: string; run: (data: ProfileData) => CheckOutcome }> = [
  {
    id: 'style-profile-values',
    run: ({ styleProfiles }) =>
      check('style-profile-values', 'admin.userData.check.styleValues', 'style_profiles', styleProfiles, (p) => {
        const out: Array<Pick<ValidationProblem, 'level' | 'message'>> = []
        if (!p.bodyShape) out.push({ level: 'warning', message: text('admin.userData.problem.missingBodyShape') })
        else if (!isBodyShapeId(p.bodyShape)) out.push({ level: 'error', message: text('admin.userData.problem.unknownBodyShape', { value: p.bodyShape }) })
        if (!p.colorPalette) out.push({ level: 'warning', message: text('admin.userData.problem.missingPalette') })
        else if (!isColorPaletteId(p.colorPalette)) out.push({ level: 'error', message: text('admin.userData.problem.unknownPalette', { value: p.colorPalette }) })
        const styles = unknownIds(p.stylePreferences, isStyleId)
        if (styles === 'not-a-list') out.push({ level: 'error', message: text('admin.userData.problem.stylesNotList') })
        else if (styles.length > 0) out.push({ level: 'error', message: text('admin.userData.problem.unknownStyles', { values: styles.join(', ') }) })
        else if ((p.stylePreferences as unknown[]).length === 0) out.push({ level: 'warning', message: text('admin.userData.problem.noStyles') })
        return out
      }, 'admin.userData.result.styleValuesPass', 'admin.userData.result.styleValuesFail'),
  },
  {
    id: 'style-profile-measurements',
    run: ({ styleProfiles }) =>
      check('style-profile-measurements', 'admin.userData.check.measurements', 'style_profiles', styleProfiles, (p) => {
        if (p.measurements === null || p.measurements === undefined) return []
        if (typeof p.measurements !== 'object' || Array.isArray(p.measurements)) {
          return [{ level: 'error', message: text('admin.userData.problem.measurementsNotObject') }]
        }
        return measurementProblems(p.measurements)
      }, 'admin.userData.result.measurementsPass', 'admin.userData.result.measurementsFail'),
  },
  {
    id: 'style-profile-orphans',
    run: ({ styleProfiles }) =>
      check('style-profile-orphans', 'admin.userData.check.styleOrphans', 'style_profiles', styleProfiles, (p) =>
        p.userExists ? [] : [{ level: 'error', message: text('admin.userData.problem.orphan') }],
      'admin.userData.result.orphansPass', 'admin.userData.result.orphansFail'),
  },
  {
    id: 'user-profile-values',
    run: ({ userProfiles }) =>
      check('user-profile-values', 'admin.userData.check.userValues', 'user_profiles', userProfiles, (p) => {
        const out: Array<Pick<ValidationProblem, 'level' | 'message'>> = []
        if (p.bodyType && !isBodyShapeId(p.bodyType)) out.push({ level: 'error', message: text('admin.userData.problem.unknownBodyShape', { value: p.bodyType }) })
        if (p.skinTone && !isColorPaletteId(p.skinTone)) out.push({ level: 'error', message: text('admin.userData.problem.unknownPalette', { value: p.skinTone }) })
        if (p.ageGroup && !isAgeGroupId(p.ageGroup)) out.push({ level: 'error', message: text('admin.userData.problem.unknownAgeGroup', { value: p.ageGroup }) })
        for (const [value, known, field] of [
          [p.stylePreferences, isStyleId, 'style_preferences'],
          [p.preferredOccasions, isOccasionId, 'preferred_occasions'],
          [p.preferredSeasons, isSeasonId, 'preferred_seasons'],
        ] as const) {
          const unknown = unknownIds(value, known)
          if (unknown === 'not-a-list') out.push({ level: 'error', message: text('admin.userData.problem.fieldNotList', { field }) })
          else if (unknown.length > 0) out.push({ level: 'error', message: text('admin.userData.problem.unknownValues', { field, values: unknown.join(', ') }) })
        }
        return out
      }, 'admin.userData.result.userValuesPass', 'admin.userData.result.userValuesFail'),
  },
  {
    id: 'user-profile-completeness',
    run: ({ userProfiles }) =>
      check('user-profile-completeness', 'admin.userData.check.completeness', 'user_profiles', userProfiles, (p) => {
        const percent = completionPercent(p)
        // Completed with answers missing is broken data; a test begun and left is only unfinished.
        if (p.testCompletedAt && percent < 100) return [{ level: 'error', message: text('admin.userData.problem.completedButMissing', { percent }) }]
        if (!p.testCompletedAt && percent > 0 && percent < 100) return [{ level: 'warning', message: text('admin.userData.problem.incompleteTest', { percent }) }]
        return []
      }, 'admin.userData.result.completenessPass', 'admin.userData.result.completenessFail'),
  },
  {
    id: 'user-profile-orphans',
    run: ({ userProfiles }) =>
      check('user-profile-orphans', 'admin.userData.check.userOrphans', 'user_profiles', userProfiles, (p) =>
        p.userExists ? [] : [{ level: 'error', message: text('admin.userData.problem.orphan') }],
      'admin.userData.result.orphansPass', 'admin.userData.result.orphansFail'),
  },
  {
    id: 'profile-consistency',
    run: ({ styleProfiles, userProfiles }) => {
      const byUser = new Map(userProfiles.map((u) => [u.userId, u]))
      return check('profile-consistency', 'admin.userData.check.consistency', 'style_profiles', styleProfiles, (s) => {
        const u = byUser.get(s.userId)
        if (!u) return []
        const out: Array<Pick<ValidationProblem, 'level' | 'message'>> = []
        // Only known values are compared: unknown ones are reported by the value checks.
        if (isBodyShapeId(u.bodyType) && isBodyShapeId(s.bodyShape) && u.bodyType !== s.bodyShape) {
          out.push({ level: 'warning', message: text('admin.userData.problem.shapeDisagrees', { style: s.bodyShape, user: u.bodyType }) })
        }
        if (isColorPaletteId(u.skinTone) && isColorPaletteId(s.colorPalette) && u.skinTone !== s.colorPalette) {
          out.push({ level: 'warning', message: text('admin.userData.problem.paletteDisagrees', { style: s.colorPalette, user: u.skinTone }) })
        }
        return out
      }, 'admin.userData.result.consistencyPass', 'admin.userData.result.consistencyFail')
    },
  },
]

/** Totals over the tests: counts by status, success rate and total duration. */
export function summarise(tests: readonly ValidationTest[]): ValidationSummary {
  const passed = tests.filter((t) => t.status === 'success').length
  const totalDurationMs = Math.round(tests.reduce((sum, t) => sum + t.durationMs, 0) * 100) / 100
  return {
    totalTests: tests.length,
    passed,
    warnings: tests.filter((t) => t.status === 'warning').length,
    errors: tests.filter((t) => t.status === 'error').length,
    successRate: tests.length === 0 ? 0 : Math.round((passed / tests.length) * 100),
    totalDurationMs,
  }
}
