import { translate } from '../i18n/translate.ts'
import { normaliseProfile, PROFILE_FORMAT_VERSION, styleProfileSchema, type StyleProfile } from './style-profile.ts'

/** A profile as a readable JSON document, for the visitor to keep or move to another browser. */
export function exportProfile(profile: StyleProfile, now: Date): string {
  return JSON.stringify(
    { ...normaliseProfile(profile), version: PROFILE_FORMAT_VERSION, exportedAt: now.toISOString() },
    null,
    2,
  )
}

export type ProfileImport = { ok: true; profile: StyleProfile } | { ok: false; error: string }

/**
 * Reads an exported profile. Text that is not JSON, or JSON without a stylePreferences
 * list, fails with the spec's message; other fields must be valid too, and a bad one is
 * named in the error so the visitor knows what to fix.
 */
export function importProfile(text: string): ProfileImport {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, error: translate('errors.invalidProfileFormat') }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: translate('errors.invalidProfileFormat') }
  }
  const { version: _version, exportedAt: _exportedAt, savedAt: _savedAt, ...fields } = raw as Record<string, unknown>
  if (!Array.isArray(fields.stylePreferences)) {
    return { ok: false, error: translate('errors.invalidProfileFormat') }
  }
  const parsed = styleProfileSchema.safeParse(fields)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      ok: false,
      error: translate('errors.invalidProfileField', { field: issue?.path.join('.') || 'profile' }),
    }
  }
  return { ok: true, profile: normaliseProfile(parsed.data) }
}
