import type { UIMatch } from 'react-router'

/** What a route module may export as `handle` to shape the page around it. */
export interface RouteHandle {
  /** The back office: its own header, no shopper header, footer, consent dialog or tracking. */
  backOffice?: true
  /**
   * A page of plain content and links that a visitor (not signed in) gets as HTML alone,
   * with no script: nothing on it needs one (docs/decisions/030).
   */
  noScriptForVisitors?: true
}

/** The `handle` of every back-office route. */
export const BACK_OFFICE_HANDLE: RouteHandle = { backOffice: true }

/** Whether the matched routes render the back office (any match with the back-office handle). */
export function isBackOffice(matches: readonly UIMatch[]): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.backOffice === true)
}

/** Whether this page goes to this reader without scripts (a visitor on a page that needs none). */
export function sendsNoScript(matches: readonly UIMatch[], signedIn: boolean): boolean {
  return !signedIn && matches.some((m) => (m.handle as RouteHandle | undefined)?.noScriptForVisitors === true)
}
