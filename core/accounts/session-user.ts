import type { Role } from './roles.ts'

/** The signed-in person as pages and handlers see them; no secrets, safe to send to the browser. */
export interface SessionUser {
  id: string
  email: string
  name: string
  role: Role
  emailVerified: boolean
  image: string | null
  /** The spec's display name (core/accounts/display-name.ts), ready to show. */
  displayName: string
}

/** Who is asking: the user and their auth session, or null for a visitor. */
export interface AuthState {
  user: SessionUser
  sessionId: string
}
