import { z } from 'zod'

/** The ids double as labels. 55 belongs to '46-55'; '55+' starts at 56. */
export const AGE_GROUPS = ['18-25', '26-35', '36-45', '46-55', '55+'] as const
export type AgeGroupId = (typeof AGE_GROUPS)[number]
export const ageGroupSchema = z.enum(AGE_GROUPS)

export function isAgeGroupId(v: unknown): v is AgeGroupId {
  return typeof v === 'string' && (AGE_GROUPS as readonly string[]).includes(v)
}

/** The group for an age in whole years; null under 18, since the groups start there. */
export function ageGroupForAge(age: number): AgeGroupId | null {
  if (!Number.isFinite(age) || age < 18) return null
  if (age <= 25) return '18-25'
  if (age <= 35) return '26-35'
  if (age <= 45) return '36-45'
  if (age <= 55) return '46-55'
  return '55+'
}
