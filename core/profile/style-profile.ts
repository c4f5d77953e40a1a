import { z } from 'zod'
import { ageGroupSchema, bodyShapeSchema, colorPaletteSchema, colorSeasonSchema, occasionSchema, seasonSchema, skinToneSchema, styleSchema, undertoneSchema } from '../reference/schemas.ts'
import { isBodyShapeId } from '../rule-book/body-shapes.ts'
import { isColorPaletteId, type ColorPaletteId } from '../rule-book/palettes.ts'
import { isSeasonId, type SeasonId } from '../rule-book/seasons.ts'
import { isStyleId } from '../rule-book/styles.ts'

/** The stored record's format; a record with any other version is migrated on load. */
export const PROFILE_FORMAT_VERSION = '1.0'

/** The three measurements the shape is decided from. */
export const MEASUREMENT_FIELDS = ['bust', 'waist', 'hips'] as const
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number]
/** Every measurement the analysis takes: the three, plus the optional high hip (FFIT's spoon and bottom hourglass) and shoulders. */
export const BODY_MEASUREMENT_FIELDS = [...MEASUREMENT_FIELDS, 'highHip', 'shoulders'] as const
export type BodyMeasurementField = (typeof BODY_MEASUREMENT_FIELDS)[number]

/** Body measurements in inches; each one optional (a blank field is absent, never 0). */
export const measurementsSchema = z.object({
  bust: z.number().positive().finite().optional(),
  waist: z.number().positive().finite().optional(),
  hips: z.number().positive().finite().optional(),
  highHip: z.number().positive().finite().optional(),
  shoulders: z.number().positive().finite().optional(),
})
export type Measurements = z.infer<typeof measurementsSchema>

export const MEASUREMENT_UNITS = ['in', 'cm'] as const
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number]

/**
 * The visitor's style profile as the browser keeps it (spec section 3, "Local style
 * profile"). The three analysis answers and the measurements are what the analysis
 * writes; the other optional fields are read by the recommendation logic.
 */
export const styleProfileSchema = z.object({
  bodyShape: bodyShapeSchema.optional(),
  /**
   * The other shape her measurements sit on the edge of (rule-book/shape-stability.ts), kept
   * beside the one she chose so recommendations rank for both; never equal to bodyShape.
   */
  bodyShapeAlternative: bodyShapeSchema.optional(),
  colorPalette: colorPaletteSchema.optional(),
  stylePreferences: z.array(styleSchema),
  measurements: measurementsSchema.optional(),
  /** The unit the visitor typed measurements in; they are always stored in inches. */
  measurementUnit: z.enum(MEASUREMENT_UNITS).optional(),
  /** The refine quiz's reading: skin depth, undertone and colour season (core/rule-book/season-questions.ts). */
  skinTone: skinToneSchema.optional(),
  undertones: undertoneSchema.optional(),
  /** One of the rule book's twelve seasons (the refine quiz or the photo): colour fit then measures against its palette. */
  colorSeason: colorSeasonSchema.optional(),
  /** How sure the reading of colorSeason was (0..1, readSeason's confidence); only beside a season. */
  colorSeasonConfidence: z.number().min(0).max(1).optional(),
  /** The season the reading found close behind colorSeason, when the call was close; never equal to it. */
  colorSeasonRunnerUp: colorSeasonSchema.optional(),
  priceRange: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).optional(),
  preferredBrands: z.array(z.string()).optional(),
  categories: z.array(z.string()).optional(),
  lifestyle: z.string().optional(),
  ageRange: z.string().optional(),
  budget: z.string().optional(),
  occasions: z.array(z.string()).optional(),
  ageGroup: ageGroupSchema.optional(),
  preferredOccasions: z.array(occasionSchema).optional(),
  preferredSeasons: z.array(seasonSchema).optional(),
})
export type StyleProfile = z.infer<typeof styleProfileSchema>

/**
 * Fields an update may carry; anything left out (or undefined) keeps its old value. A null
 * alternative shape removes it (her measurements no longer sit on a boundary).
 */
export type StyleProfileUpdate = Partial<Omit<StyleProfile, 'bodyShapeAlternative' | 'colorSeasonRunnerUp'>> & {
  bodyShapeAlternative?: StyleProfile['bodyShapeAlternative'] | null
  /** Null removes an older reading's runner-up when the new call is clear. */
  colorSeasonRunnerUp?: StyleProfile['colorSeasonRunnerUp'] | null
}

/**
 * What a season reading (the refine quiz's or the photo's) writes: the season with its
 * confidence and runner-up, the undertone and skin depth. A clear call writes a null
 * runner-up, so an earlier close call's runner-up does not outlive it.
 */
export function seasonReadingUpdate(
  reading: { readonly season: SeasonId; readonly confidence: number; readonly runnerUp: SeasonId | null },
  colour: { undertones: NonNullable<StyleProfile['undertones']>; skinTone: NonNullable<StyleProfile['skinTone']> },
): StyleProfileUpdate {
  return {
    colorSeason: reading.season,
    colorSeasonConfidence: Math.min(1, Math.max(0, reading.confidence)),
    colorSeasonRunnerUp: reading.runnerUp,
    undertones: colour.undertones,
    skinTone: colour.skinTone,
  }
}

/** The record written to storage: the profile plus when it was saved and in which format. */
export interface StoredProfileRecord extends StyleProfile {
  savedAt: string
  version: string
}

/** A profile with nothing filled in. */
export function emptyProfile(): StyleProfile {
  return { stylePreferences: [] }
}

/** The JSON text to store: the profile with the save time and the format version added. */
export function serialiseProfile(profile: StyleProfile, now: Date): string {
  const record: StoredProfileRecord = {
    ...normaliseProfile(profile),
    savedAt: now.toISOString(),
    version: PROFILE_FORMAT_VERSION,
  }
  return JSON.stringify(record)
}

export type StoredProfileRead =
  | { status: 'none' }
  | { status: 'ok'; profile: StyleProfile; migratedFrom: string | null }
  | { status: 'corrupt'; reason: string }

/**
 * Reads stored text. Nothing stored is 'none'; text that is not a profile is 'corrupt'
 * (the caller treats it as no profile and logs it); a record of another format version
 * is migrated, keeping only the four fields every version had.
 */
export function readStoredProfile(text: string | null | undefined): StoredProfileRead {
  if (text === null || text === undefined || text === '') return { status: 'none' }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { status: 'corrupt', reason: 'the stored text is not JSON' }
  }
  if (!isPlainObject(raw)) return { status: 'corrupt', reason: 'the stored value is not an object' }

  const { savedAt: _savedAt, version, ...rest } = raw
  if (version !== PROFILE_FORMAT_VERSION) {
    const migrated = migrateProfile(raw)
    if (!migrated) return { status: 'corrupt', reason: `version ${String(version)} could not be migrated` }
    return { status: 'ok', profile: migrated, migratedFrom: typeof version === 'string' ? version : 'unknown' }
  }
  const parsed = styleProfileSchema.safeParse(dropStaleColourReading(rest))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { status: 'corrupt', reason: `${issue?.path.join('.') || 'profile'}: ${issue?.message ?? 'invalid'}` }
  }
  return { status: 'ok', profile: normaliseProfile(parsed.data), migratedFrom: null }
}

/**
 * Carries a record of another format version over: keeps bodyShape, colorPalette,
 * colorSeason (with its confidence and runner-up), stylePreferences (default empty) and measurements, dropping values that are not valid
 * today. Old records spelled the shape 'inverted_triangle'; that spelling is accepted.
 * Returns null for something that is not an object at all.
 */
export function migrateProfile(raw: unknown): StyleProfile | null {
  if (!isPlainObject(raw)) return null
  const profile: StyleProfile = { stylePreferences: [] }
  const shape = typeof raw.bodyShape === 'string' ? raw.bodyShape.replaceAll('_', '-') : undefined
  if (isBodyShapeId(shape)) profile.bodyShape = shape
  if (isColorPaletteId(raw.colorPalette)) profile.colorPalette = raw.colorPalette
  if (isSeasonId(raw.colorSeason)) {
    profile.colorSeason = raw.colorSeason
    if (isSeasonId(raw.colorSeasonRunnerUp)) profile.colorSeasonRunnerUp = raw.colorSeasonRunnerUp
    if (isConfidence(raw.colorSeasonConfidence)) profile.colorSeasonConfidence = raw.colorSeasonConfidence
  }
  if (Array.isArray(raw.stylePreferences)) {
    profile.stylePreferences = [...new Set(raw.stylePreferences.filter(isStyleId))]
  }
  const measurements = sanitiseMeasurements(raw.measurements)
  if (measurements) profile.measurements = measurements
  return profile
}

/**
 * Applies an update: new fields over old ones, a missing (or undefined) field keeps its
 * old value, so an update without stylePreferences keeps the old list. With no existing
 * profile the update creates one with an empty style list.
 */
export function mergeProfileUpdate(existing: StyleProfile | null, update: StyleProfileUpdate): StyleProfile {
  const base: StyleProfile = existing ?? emptyProfile()
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key]
    else if (value !== undefined) merged[key] = value
  }
  return normaliseProfile(merged as StyleProfile)
}

/** Removes empty measurement sets and repeated styles, so equal profiles serialise equally. */
export function normaliseProfile(profile: StyleProfile): StyleProfile {
  const out: StyleProfile = { ...profile, stylePreferences: [...new Set(profile.stylePreferences ?? [])] }
  if (profile.measurements) {
    const m = sanitiseMeasurements(profile.measurements)
    if (m) out.measurements = m
    else delete out.measurements
  }
  // An alternative means something only beside a different chosen shape.
  if (!out.bodyShape || out.bodyShapeAlternative === out.bodyShape) delete out.bodyShapeAlternative
  // The reading's confidence and runner-up describe a season: without one they say nothing.
  if (!out.colorSeason) {
    delete out.colorSeasonConfidence
    delete out.colorSeasonRunnerUp
  } else if (out.colorSeasonRunnerUp === out.colorSeason) delete out.colorSeasonRunnerUp
  for (const key of Object.keys(out) as Array<keyof StyleProfile>) {
    if (out[key] === undefined) delete out[key]
  }
  return out
}

/**
 * The profile after the quick colour test gave `palette`. A season read against another
 * palette no longer stands: a changed palette drops the season and undertone (her skin
 * depth stays, it does not depend on the palette).
 */
export function withColorPalette(profile: StyleProfile | null, palette: ColorPaletteId): StyleProfile {
  const base = profile ?? emptyProfile()
  if (base.colorPalette === palette) return base
  const { colorSeason: _season, colorSeasonConfidence: _confidence, colorSeasonRunnerUp: _runnerUp, undertones: _undertones, ...rest } = base
  return normaliseProfile({ ...rest, colorPalette: palette })
}

/** True when at least one of bust, waist and hips is present. */
export function hasMeasurements(profile: Pick<StyleProfile, 'measurements'> | null | undefined): boolean {
  const m = profile?.measurements
  return Boolean(m && MEASUREMENT_FIELDS.some((f) => typeof m[f] === 'number'))
}

/**
 * Before the refine quiz these three fields were free text nothing wrote; a stored value
 * that is not one of today's words is dropped rather than making the whole record corrupt.
 */
function dropStaleColourReading(record: Record<string, unknown>): Record<string, unknown> {
  const out = { ...record }
  if (out.skinTone !== undefined && !skinToneSchema.safeParse(out.skinTone).success) delete out.skinTone
  if (out.undertones !== undefined && !undertoneSchema.safeParse(out.undertones).success) delete out.undertones
  if (out.colorSeason !== undefined && !colorSeasonSchema.safeParse(out.colorSeason).success) delete out.colorSeason
  if (out.colorSeasonRunnerUp !== undefined && !colorSeasonSchema.safeParse(out.colorSeasonRunnerUp).success) delete out.colorSeasonRunnerUp
  if (out.colorSeasonConfidence !== undefined && !isConfidence(out.colorSeasonConfidence)) delete out.colorSeasonConfidence
  return out
}

function sanitiseMeasurements(value: unknown): Measurements | undefined {
  if (!isPlainObject(value)) return undefined
  const out: Measurements = {}
  for (const field of BODY_MEASUREMENT_FIELDS) {
    const v = value[field]
    if (typeof v === 'number' && Number.isFinite(v) && v > 0) out[field] = v
  }
  return Object.keys(out).length > 0 ? out : undefined
}

function isConfidence(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
