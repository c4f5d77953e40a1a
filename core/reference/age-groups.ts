/** The ids double as labels. 55 belongs to '46-55'; '55+' starts at 56. */
export const AGE_GROUPS = ['18-25', '26-35', '36-45', '46-55', '55+'] as const
export type AgeGroupId = (typeof AGE_GROUPS)[number]

export function isAgeGroupId(v: unknown): v is AgeGroupId {
  return typeof v === 'string' && (AGE_GROUPS as readonly string[]).includes(v)
}
