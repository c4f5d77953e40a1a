import type { StyleProfile } from '#core/profile/style-profile.ts'
import { completedSteps, profileCompletion } from '#core/profile/progress.ts'
import type { CategoryId } from '#core/reference/categories.ts'
import type { SeasonId } from '#core/reference/seasons.ts'
import type { StyleId } from '#core/rule-book/styles.ts'
import { clampPage } from './pagination.ts'

/** The grid's two lists: the engine's picks (above its minimum) or every product, scored. */
export type ViewMode = 'recommended' | 'all'

/** Everything that decides what the product grid shows. */
export interface GridState {
  mode: ViewMode
  category: CategoryId | null
  season: SeasonId | null
  /** Set by a style tile: only products whose fit carries this style. */
  style: StyleId | null
  /** 1-based. */
  page: number
}

export const INITIAL_GRID: GridState = { mode: 'recommended', category: null, season: null, style: null, page: 1 }

export type GridChange = Partial<Omit<GridState, 'page'>>

/**
 * Applies a filter change. Any change of mode, category, season or style starts again on
 * page 1 (spec: any filter or data change resets paging), even one that sets the same value.
 */
export function changeFilters(state: GridState, change: GridChange): GridState {
  return { ...state, ...change, page: 1 }
}

/** Moves to a page, kept within 1..pageCount. */
export function goToPage(state: GridState, page: number, pages: number): GridState {
  return { ...state, page: clampPage(page, pages) }
}

/** Whether any filter differs from the initial view (the Clear Filters button's condition). */
export function hasActiveFilters(state: GridState): boolean {
  return state.mode !== INITIAL_GRID.mode || state.category !== null || state.season !== null || state.style !== null
}

/** What the dashboard shows for a profile: wait, send away, the progress view or the full page. */
export type DashboardView = { kind: 'loading' } | { kind: 'redirect'; to: string } | { kind: 'progress' } | { kind: 'complete' }

/**
 * The redirect rules and the dashboard rules reconciled: with nothing stored or nothing
 * filled in, go to the body step (history replaced); with the analysis partly done, show
 * the progress view; when body, palette and a style are there, the full dashboard.
 */
export function dashboardView(status: 'loading' | 'ready', profile: StyleProfile | null, isComplete: boolean): DashboardView {
  if (status === 'loading') return { kind: 'loading' }
  if (isComplete) return { kind: 'complete' }
  if (!profile || (completedSteps(profile).length === 0 && profileCompletion(profile) === 0)) {
    return { kind: 'redirect', to: '/analysis/body' }
  }
  return { kind: 'progress' }
}

// --- "Recommended for You" tiles and the view-mode rules -----------------------------

export type Tile =
  | { kind: 'body' }
  | { kind: 'color' }
  | { kind: 'ai' }
  | { kind: 'favourites' }
  | { kind: 'style'; style: StyleId }

/**
 * The tiles: signed-in users get personalised ones (their shape, palette, AI picks,
 * favourites and one per chosen style). Visitors get none: the spec's visitor tiles are
 * the shopper categories, which the filter bar's category chips already are (one control
 * shown once), and their favourites open from beside the grid's heading.
 */
export function dashboardTiles(signedIn: boolean, profile: Pick<StyleProfile, 'stylePreferences'> | null): Tile[] {
  if (!signedIn) return []
  return [
    { kind: 'body' },
    { kind: 'color' },
    { kind: 'ai' },
    ...(profile?.stylePreferences ?? []).map((style) => ({ kind: 'style', style }) as const),
    { kind: 'favourites' },
  ]
}

/** What choosing a tile does: a grid change, or the favourites view. */
export type TileAction = { kind: 'grid'; change: GridChange } | { kind: 'favourites' }

/**
 * The spec's view-mode rules: body, skin (colour) and AI tiles select the recommended list;
 * favourites selects all (and opens the favourites view); a style tile selects all with
 * that style as the filter. We filter by the style itself rather than putting the style's
 * name into the category filter (the spec's defect: no category is called "Classic").
 */
export function tileAction(tile: Tile): TileAction {
  switch (tile.kind) {
    case 'body':
    case 'color':
    case 'ai':
      return { kind: 'grid', change: { mode: 'recommended', category: null, style: null } }
    case 'favourites':
      return { kind: 'favourites' }
    case 'style':
      return { kind: 'grid', change: { mode: 'all', category: null, style: tile.style } }
  }
}

/** Whether a tile describes the grid's current state (shown as pressed). */
export function isTileActive(tile: Tile, state: GridState, favouritesOpen: boolean): boolean {
  if (tile.kind === 'favourites') return favouritesOpen
  if (favouritesOpen) return false
  if (tile.kind === 'style') return state.style === tile.style
  return false
}
