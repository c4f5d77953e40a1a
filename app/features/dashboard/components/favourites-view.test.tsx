// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecommendationItem } from '#core/recommendation/contract.ts'
import { testProduct } from '#core/testing/test-products.ts'
import type { FavouritesState } from '../hooks/use-favourites.ts'
import { favouriteMatches } from '../utils/dashboard-api.ts'
import { FavouritesView } from './favourites-view.tsx'
import type { GridLearning } from './product-grid.tsx'

vi.mock('../utils/dashboard-api.ts', () => ({ favouriteMatches: vi.fn(() => Promise.resolve(new Map())) }))

afterEach(cleanup)

const saved = testProduct({ id: 'p-7', name: 'Belted Wrap Midi Dress', affiliateUrl: 'https://www.amazon.com/dp/B0C8R4WQ2N' })

function favourites(): FavouritesState {
  return {
    ids: [saved.id],
    ready: true,
    error: null,
    isFavourite: (id) => id === saved.id,
    toggle: vi.fn(),
    loadProducts: () => Promise.resolve([saved]),
  }
}

function learning(): GridLearning {
  return { hidden: new Map(), notForMe: vi.fn(), reason: vi.fn(), undo: vi.fn(), click: vi.fn() }
}

describe('FavouritesView', () => {
  it('passes a heart, a retailer click and "Not for me" on a saved piece to her history', async () => {
    const onToggleFavourite = vi.fn()
    const history = learning()
    render(<FavouritesView favourites={favourites()} profile={null} onToggleFavourite={onToggleFavourite} learning={history} onBack={() => {}} />)

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Belted Wrap Midi Dress from favorites' }))
    expect(onToggleFavourite).toHaveBeenCalledWith(saved)

    const link = screen.getByRole('link', { name: /View Product/ })
    link.addEventListener('click', (event) => event.preventDefault()) // no retailer to open here
    fireEvent.click(link)
    expect(history.click).toHaveBeenCalledWith('p-7')

    fireEvent.click(screen.getByRole('button', { name: 'Not for me: Belted Wrap Midi Dress' }))
    expect(history.notForMe).toHaveBeenCalledWith('p-7')
  })

  it('shows each saved piece as the grid does: the engine\u2019s chips and match for her profile', async () => {
    // The stored product says "Classic, Minimal"; the engine's card says "Classic" with its match.
    const stored = { ...saved, styles: ['classic', 'minimalist'] }
    const item = { product: { ...saved, styles: ['classic'] }, score: 87, breakdown: { body: 90, color: 80, style: 85, occasion: 70, season: 60, age: 50 }, reasons: ['Flatters your Pear shape'], stylingTips: [], confidence: 0.9, aiScore: null } as unknown as RecommendationItem
    vi.mocked(favouriteMatches).mockResolvedValue(new Map([[saved.id, item]]))
    const state = { ...favourites(), loadProducts: () => Promise.resolve([stored]) }
    render(<FavouritesView favourites={state} profile={{ bodyShape: 'pear', stylePreferences: ['classic'] }} onToggleFavourite={() => {}} learning={learning()} onBack={() => {}} />)
    expect(await screen.findByText('Match 87%')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Styles' }).textContent).toBe('Classic')
    expect(vi.mocked(favouriteMatches).mock.calls.at(-1)?.[1]).toEqual([saved.id])
  })
})
