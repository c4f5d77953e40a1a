/** Every account has one role. Shoppers are everyone; administrators run the back office. */
export const ROLES = ['shopper', 'admin'] as const
export type Role = (typeof ROLES)[number]
export const DEFAULT_ROLE: Role = 'shopper'

export function isRole(v: unknown): v is Role {
  return typeof v === 'string' && (ROLES as readonly string[]).includes(v)
}
