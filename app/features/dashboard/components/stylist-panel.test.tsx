// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ShopperAdvice } from '#core/ai/shopper-advice.ts'
import type { Product } from '#core/catalog/product.ts'
import { SectionBoundary } from '../../../components/section-boundary.tsx'
import { StylistPanel } from './stylist-panel.tsx'

afterEach(cleanup)

function product(id: string, name: string, affiliateUrl = `https://www.amazon.com/dp/${id}`): Product {
  return {
    id,
    name,
    brand: null,
    category: 'dresses',
    affiliateUrl,
    images: [{ url: '/images/products/dress.svg', color: 'Rust', isPrimary: true }],
    description: null,
    tags: [],
    colors: ['Rust', 'Olive'],
    price: 80,
    originalPrice: null,
    currency: 'USD',
    rating: null,
    reviewCount: null,
    seasons: [],
    bodyShapes: [],
    colorPalettes: [],
    styles: [],
    source: 'sample',
    isActive: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    aiAnalyzedAt: null,
    aiAnalysisVersion: null,
    aiConfidenceScore: null,
  }
}

function advice(overrides: Partial<ShopperAdvice> = {}): ShopperAdvice {
  return {
    source: 'ai',
    items: [
      { product: product('p-1', 'Belted Wrap Dress'), score: 9, confidence: 0.87, recommendedColor: 'Rust', reasoning: 'Marks your waist', styleNotes: 'Add a thin belt' },
      { product: product('p-2', 'Linen Shirt', '#'), score: 6, confidence: 0.45, recommendedColor: '', reasoning: 'Easy layer', styleNotes: '' },
    ],
    overallAnalysis: 'Soft structure suits you.',
    colorAdvice: 'Earthy shades near the face.',
    stylingTips: ['Belt it', 'Gold accents', 'Nude heels'],
    colors: { recommended: ['Rust', 'Olive'], advice: 'Rust lights you up.', source: 'ai' },
    ...overrides,
  }
}

const profile = { bodyShape: 'hourglass' as const, colorPalette: 'warm' as const, stylePreferences: ['classic' as const] }
const noFavourites = { isFavourite: () => false, onToggleFavourite: () => {} }

describe('StylistPanel', () => {
  it("shows the stylist's cards with x/10, confidence, colour and notes, and the overall advice", () => {
    const toggle = vi.fn()
    render(<StylistPanel state={{ status: 'ready', advice: advice() }} profile={profile} isFavourite={(id) => id === 'p-2'} onToggleFavourite={toggle} />)
    const panel = screen.getByRole('region', { name: 'Your AI stylist’s picks' })
    const dress = within(panel).getByRole('article', { name: 'Belted Wrap Dress' })
    expect(within(dress).getByText('AI score 9 out of 10')).toBeTruthy()
    const confidence = within(dress).getByText('87% confidence')
    expect(confidence.getAttribute('data-tone')).toBe('green')
    expect(within(dress).getByText('AI Personalized')).toBeTruthy()
    expect(within(dress).getByText('Try it in Rust')).toBeTruthy()
    expect(within(dress).getByText('Style Notes')).toBeTruthy()
    expect(within(dress).getByText('Add a thin belt')).toBeTruthy()
    expect(within(dress).getByText('Marks your waist')).toBeTruthy()
    expect(within(dress).getByRole('link', { name: /View Product/ }).getAttribute('href')).toMatch(/^\/go\/p-1\?source=ai-card/)

    const shirt = within(panel).getByRole('article', { name: 'Linen Shirt' })
    expect(within(shirt).getByText('45% confidence').getAttribute('data-tone')).toBe('orange')
    expect(within(shirt).queryByText('Style Notes')).toBeNull()
    expect(within(shirt).getByRole('button', { name: 'Link Unavailable' })).toHaveProperty('disabled', true)
    fireEvent.click(within(shirt).getByRole('button', { name: /Remove .*Linen Shirt/ }))
    expect(toggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-2' }))

    expect(within(panel).getByText('Soft structure suits you.')).toBeTruthy()
    expect(within(panel).getByText('Earthy shades near the face.')).toBeTruthy()
    expect(within(panel).getByRole('list', { name: 'Colors to reach for' }).textContent).toBe('RustOlive')
    expect(within(panel).getByText('Rust lights you up.')).toBeTruthy()
    expect(within(panel).getByText('Gold accents')).toBeTruthy()
    // Model advice carries no disclaimer.
    expect(within(panel).queryByRole('status')).toBeNull()
  })

  it('says plainly when the advice is the built-in fallback, and never labels it AI Personalized', () => {
    render(<StylistPanel state={{ status: 'ready', advice: advice({ source: 'fallback' }) }} profile={profile} {...noFavourites} />)
    expect(screen.getByRole('status').textContent).toBe(
      'Our AI stylist could not answer just now, so these are our built-in suggestions, not personal AI advice.',
    )
    expect(screen.queryByText('AI Personalized')).toBeNull()
    expect(screen.getAllByText('Built-in Suggestion')).toHaveLength(2)
  })

  it('says plainly when the advice is rule-based', () => {
    render(<StylistPanel state={{ status: 'ready', advice: advice({ source: 'rule-based' }) }} profile={profile} {...noFavourites} />)
    expect(screen.getByRole('status').textContent).toBe('AI styling is not switched on, so this advice comes from our rule-based engine, not from AI.')
    expect(screen.getAllByText('Rule-based Pick')).toHaveLength(2)
  })

  it('shows a loading state, a quiet notice on failure, and nothing before it starts', () => {
    const { rerender, container } = render(<StylistPanel state={{ status: 'loading' }} profile={profile} {...noFavourites} />)
    expect(screen.getByRole('status').textContent).toBe('Asking your AI stylist...')
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true')
    rerender(<StylistPanel state={{ status: 'error', message: 'HTTP 503' }} profile={profile} {...noFavourites} />)
    expect(screen.getByRole('status').textContent).toContain('Your AI stylist is unavailable right now. Your other recommendations are unaffected. (HTTP 503)')
    rerender(<StylistPanel state={{ status: 'idle' }} profile={profile} {...noFavourites} />)
    expect(container.innerHTML).toBe('')
  })

  it('keeps a rendering fault inside the panel', () => {
    // React reports the caught error on the console; that is expected here.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('bad advice')
    }
    render(
      <main>
        <p>Grid still here</p>
        <SectionBoundary>
          <Broken />
        </SectionBoundary>
      </main>,
    )
    expect(screen.getByText('Grid still here')).toBeTruthy()
    expect(errors).toHaveBeenCalled()
  })
})
