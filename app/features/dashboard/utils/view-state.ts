import { translate as t } from '#core/i18n/translate.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { completedSteps, profileCompletion } from '#core/profile/progress.ts'
import { RECOMMENDATION_FOCUSES, type RecommendationFocus } from '#core/recommendation/contract.ts'
import { type CategoryId, isCategoryId } from '#core/reference/categories.ts'
import { isSeasonId, type SeasonId } from '#core/reference/seasons.ts'
import { BODY_SHAPE_DETAILS } from '#core/rule-book/body-shapes.ts'
import { keyPieceById, pieceName } from '#core/rule-book/key-pieces.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { isStyleId, STYLE_DETAILS, type StyleId } from '#core/rule-book/styles.ts'
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
  /** Set by the shape, colour and AI tiles: her shape's flattering cuts, her palette's colours, what a model read. */
  focus: RecommendationFocus | null
  /** Set by a key piece on her blueprint: only the products that are that piece. */
  piece: string | null
  /** 1-based. */
  page: number
}

export const INITIAL_GRID: GridState = { mode: 'recommended', category: null, season: null, style: null, focus: null, piece: null, page: 1 }

/**
 * The grid's state from the page's address (`?mode=all&category=dresses&focus=shape&page=2`),
 * so a filtered view survives reload, back and a shared link, and a blueprint's key piece can
 * link straight to its products. Anything not understood is left out.
 */
export function gridFromSearch(params: URLSearchParams): GridState {
  const category = params.get('category')
  const season = params.get('season')
  const style = params.get('style')
  const focus = params.get('focus')
  const piece = params.get('piece')
  const page = Number(params.get('page'))
  return {
    mode: params.get('mode') === 'all' ? 'all' : 'recommended',
    category: isCategoryId(category) ? category : null,
    season: isSeasonId(season) ? season : null,
    style: isStyleId(style) ? style : null,
    focus: (RECOMMENDATION_FOCUSES as readonly (string | null)[]).includes(focus) ? (focus as RecommendationFocus) : null,
    piece: piece && keyPieceById(piece) ? piece : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The address's query for a grid state: only what differs from the initial view, in a fixed order. */
export function searchFromGrid(state: GridState): URLSearchParams {
  const out = new URLSearchParams()
  if (state.mode !== 'recommended') out.set('mode', state.mode)
  if (state.category) out.set('category', state.category)
  if (state.season) out.set('season', state.season)
  if (state.style) out.set('style', state.style)
  if (state.focus) out.set('focus', state.focus)
  if (state.piece) out.set('piece', state.piece)
  if (state.page > 1) out.set('page', String(state.page))
  return out
}

/** The grid's heading: it names what the grid shows, so a tile or a key piece visibly changes it. */
export function gridTitle(state: GridState, profile: StyleProfile): string {
  const piece = state.piece ? keyPieceById(state.piece) : undefined
  if (piece) return t('dashboard.grid.pieceTitle', { piece: pieceName(piece, profile.colorPalette ?? null) })
  if (state.focus === 'shape' && profile.bodyShape) return t('dashboard.grid.shapeTitle', { shape: BODY_SHAPE_DETAILS[profile.bodyShape].name })
  if (state.focus === 'colour' && profile.colorPalette) return t('dashboard.grid.colourTitle', { palette: COLOR_PALETTE_DETAILS[profile.colorPalette].name })
  if (state.focus === 'ai') return t('dashboard.grid.aiTitle')
  if (state.style) return t('dashboard.grid.styleTitle', { style: STYLE_DETAILS[state.style].name })
  return state.mode === 'all' ? t('dashboard.grid.allTitle') : t('dashboard.grid.title')
}

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
  return state.mode !== INITIAL_GRID.mode || state.category !== null || state.season !== null || state.style !== null || state.focus !== null || state.piece !== null
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
 * The tiles: signed-in users get personalised ones (their shape, palette, AI picks when an
 * AI provider is configured, favourites and one per chosen style). Visitors get none: the
 * spec's visitor tiles are the shopper categories, which the filter bar's category chips
 * already are (one control shown once), and their favourites open from beside the grid's
 * heading.
 */
export function dashboardTiles(signedIn: boolean, profile: Pick<StyleProfile, 'stylePreferences'> | null, aiConfigured: boolean): Tile[] {
  if (!signedIn) return []
  return [
    { kind: 'body' },
    { kind: 'color' },
    ...(aiConfigured ? [{ kind: 'ai' } as const] : []),
    ...(profile?.stylePreferences ?? []).map((style) => ({ kind: 'style', style }) as const),
    { kind: 'favourites' },
  ]
}

/** What choosing a tile does: a grid change, or the favourites view. */
export type TileAction = { kind: 'grid'; change: GridChange } | { kind: 'favourites' }

const FOCUS_OF_TILE = { body: 'shape', color: 'colour', ai: 'ai' } as const

/**
 * The spec's view-mode rules, each tile changing what the grid shows and its heading: the
 * body, colour and AI tiles select the recommended list narrowed to her shape's flattering
 * cuts, her palette's colours, or what a model read; favourites opens the favourites view;
 * a style tile selects all with that style as the filter. We filter by the style itself
 * rather than putting the style's name into the category filter (the spec's defect: no
 * category is called "Classic").
 */
export function tileAction(tile: Tile): TileAction {
  switch (tile.kind) {
    case 'body':
    case 'color':
    case 'ai':
      return { kind: 'grid', change: { mode: 'recommended', category: null, style: null, piece: null, focus: FOCUS_OF_TILE[tile.kind] } }
    case 'favourites':
      return { kind: 'favourites' }
    case 'style':
      return { kind: 'grid', change: { mode: 'all', category: null, focus: null, piece: null, style: tile.style } }
  }
}

/** Whether a tile describes the grid's current state (shown as pressed). */
export function isTileActive(tile: Tile, state: GridState, favouritesOpen: boolean): boolean {
  if (tile.kind === 'favourites') return favouritesOpen
  if (favouritesOpen) return false
  if (tile.kind === 'style') return state.style === tile.style
  return state.focus === FOCUS_OF_TILE[tile.kind]
}
