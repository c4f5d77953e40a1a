/** Whatever profile fields are at hand: the account row, a provider profile, or both merged. */
export interface NameSource {
  full_name?: string | null | undefined
  name?: string | null | undefined
  given_name?: string | null | undefined
  family_name?: string | null | undefined
  email?: string | null | undefined
}

const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '')

/**
 * The spec's display name: full_name, then name, then given plus family name, then the
 * part of the e-mail before the at sign, else `fallback` (the catalogue's "User").
 */
export function displayName(source: NameSource | null | undefined, fallback: string): string {
  if (!source) return fallback
  const fullName = clean(source.full_name)
  if (fullName) return fullName
  const name = clean(source.name)
  if (name) return name
  const given = [clean(source.given_name), clean(source.family_name)].filter(Boolean).join(' ')
  if (given) return given
  const local = clean(source.email).split('@')[0]?.trim() ?? ''
  return local || fallback
}
