import { describe, expect, it } from 'vitest'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import {
  changeFilters,
  dashboardTiles,
  dashboardView,
  goToPage,
  gridFromSearch,
  gridTitle,
  hasActiveFilters,
  INITIAL_GRID,
  searchFromGrid,
  isTileActive,
  tileAction,
} from './view-state.ts'

const complete: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'minimal'] }

describe('dashboardView (redirect rules)', () => {
  it('waits while the profile loads', () => {
    expect(dashboardView('loading', null, false)).toEqual({ kind: 'loading' })
  })
  it('sends a visitor with no stored profile to the body step', () => {
    expect(dashboardView('ready', null, false)).toEqual({ kind: 'redirect', to: '/analysis/body' })
  })
  it('sends a stored but empty profile to the body step too', () => {
    expect(dashboardView('ready', { stylePreferences: [] }, false)).toEqual({ kind: 'redirect', to: '/analysis/body' })
  })
  it('shows the progress view for a partly filled profile', () => {
    expect(dashboardView('ready', { bodyShape: 'pear', stylePreferences: [] }, false)).toEqual({ kind: 'progress' })
    expect(dashboardView('ready', { stylePreferences: [], measurements: { waist: 27 } }, false)).toEqual({ kind: 'progress' })
  })
  it('shows the dashboard when complete', () => {
    expect(dashboardView('ready', complete, true)).toEqual({ kind: 'complete' })
  })
})

describe('filters and paging', () => {
  it('any filter change goes back to page 1', () => {
    const onPage3 = goToPage(INITIAL_GRID, 3, 5)
    expect(onPage3.page).toBe(3)
    expect(changeFilters(onPage3, { category: 'dresses' })).toMatchObject({ category: 'dresses', page: 1 })
    expect(changeFilters(onPage3, { season: 'winter' }).page).toBe(1)
    expect(changeFilters(onPage3, { mode: 'all' }).page).toBe(1)
    expect(changeFilters(onPage3, {}).page).toBe(1)
  })
  it('keeps pages within the page count', () => {
    expect(goToPage(INITIAL_GRID, 9, 2).page).toBe(2)
    expect(goToPage(INITIAL_GRID, 0, 2).page).toBe(1)
  })
  it('knows when filters are set', () => {
    expect(hasActiveFilters(INITIAL_GRID)).toBe(false)
    expect(hasActiveFilters(goToPage(INITIAL_GRID, 2, 3))).toBe(false)
    expect(hasActiveFilters(changeFilters(INITIAL_GRID, { season: 'summer' }))).toBe(true)
    expect(hasActiveFilters(changeFilters(INITIAL_GRID, { mode: 'all' }))).toBe(true)
  })
})

describe('tiles and view-mode rules', () => {
  it('gives visitors no tiles: their category tiles are the filter bar’s chips', () => {
    expect(dashboardTiles(false, complete, true)).toEqual([])
  })
  it('offers AI picks only when an AI provider is configured', () => {
    expect(dashboardTiles(true, complete, false).map((t) => t.kind)).not.toContain('ai')
  })
  it('gives signed-in users personalised tiles, one per chosen style', () => {
    const tiles = dashboardTiles(true, complete, true)
    expect(tiles.map((t) => (t.kind === 'style' ? `style:${t.style}` : t.kind))).toEqual([
      'body',
      'color',
      'ai',
      'style:classic',
      'style:minimal',
      'favourites',
    ])
  })
  it('body, colour and AI tiles select the recommended list narrowed to her shape, her palette or what a model read, and change the heading', () => {
    const focus = { body: 'shape', color: 'colour', ai: 'ai' } as const
    const titles = { body: 'Cut for your Pear shape', color: 'In your Warm Tones', ai: 'Read by our AI stylist' } as const
    for (const kind of ['body', 'color', 'ai'] as const) {
      const action = tileAction({ kind })
      expect(action).toEqual({ kind: 'grid', change: { mode: 'recommended', category: null, style: null, piece: null, focus: focus[kind] } })
      if (action.kind !== 'grid') continue
      const state = changeFilters(INITIAL_GRID, action.change)
      expect(isTileActive({ kind }, state, false)).toBe(true)
      expect(gridTitle(state, complete)).toBe(titles[kind])
    }
    expect(gridTitle(INITIAL_GRID, complete)).toBe('Recommended Pieces')
  })
  it('favourites opens the favourites view', () => {
    expect(tileAction({ kind: 'favourites' })).toEqual({ kind: 'favourites' })
  })
  it('a style tile selects all items filtered by that style', () => {
    expect(tileAction({ kind: 'style', style: 'edgy' })).toEqual({
      kind: 'grid',
      change: { mode: 'all', category: null, focus: null, piece: null, style: 'edgy' },
    })
  })
  it('a category change keeps the mode and starts on page 1', () => {
    const next = changeFilters({ ...INITIAL_GRID, mode: 'all', page: 4 }, { category: 'shoes' })
    expect(next).toEqual({ ...INITIAL_GRID, mode: 'all', category: 'shoes', page: 1 })
  })
  it('marks the tile that matches the grid', () => {
    const state = changeFilters(INITIAL_GRID, { style: 'classic', mode: 'all' })
    expect(isTileActive({ kind: 'style', style: 'classic' }, state, false)).toBe(true)
    expect(isTileActive({ kind: 'style', style: 'edgy' }, state, false)).toBe(false)
    expect(isTileActive({ kind: 'style', style: 'classic' }, state, true)).toBe(false)
    expect(isTileActive({ kind: 'favourites' }, state, true)).toBe(true)
  })
})

describe('the grid in the address', () => {
  it('round-trips every filter, the tile, the key piece and the page', () => {
    const state = { mode: 'all', category: 'bottoms', season: 'winter', style: 'classic', focus: 'shape', piece: 'wrap-dress', page: 3 } as const
    expect(searchFromGrid(state).toString()).toBe('mode=all&category=bottoms&season=winter&style=classic&focus=shape&piece=wrap-dress&page=3')
    expect(gridFromSearch(searchFromGrid(state))).toEqual(state)
    expect(searchFromGrid(INITIAL_GRID).toString()).toBe('')
  })
  it('leaves out what it does not understand', () => {
    expect(gridFromSearch(new URLSearchParams('mode=weird&category=hats&focus=x&piece=not-a-piece&page=-2&style=punk'))).toEqual(INITIAL_GRID)
  })
  it('names a key piece in the heading, in her colour', () => {
    expect(gridTitle({ ...INITIAL_GRID, piece: 'plain-tee' }, complete)).toBe('Your key piece: cream tee')
  })
})
