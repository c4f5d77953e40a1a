// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ShopperAdvice } from '#core/ai/shopper-advice.ts'
import type { Product } from '#core/catalog/product.ts'
import { testProduct } from '#core/testing/test-products.ts'
import { SectionBoundary } from '../../../components/section-boundary.tsx'
import { ProductGrid } from './product-grid.tsx'
import { StylistPanel, stylistNotes } from './stylist-panel.tsx'

afterEach(cleanup)

function product(id: string, name: string, affiliateUrl = `https://www.amazon.com/dp/${id}`): Product {
  return testProduct({
    id,
    name,
    brand: null,
    category: 'dresses',
    affiliateUrl,
    images: [{ url: '/images/products/dress.svg', color: 'Rust', isPrimary: true }],
    colors: ['Rust', 'Olive'],
    price: 80,
  })
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

describe('StylistPanel', () => {
  it('shows what the stylist adds (overall, colour advice, tips) and repeats none of the cards', () => {
    render(<StylistPanel state={{ status: 'ready', advice: advice() }} />)
    const panel = screen.getByRole('region', { name: 'Your AI stylist’s picks' })
    expect(within(panel).queryAllByRole('article')).toHaveLength(0)
    expect(within(panel).queryByText('Belted Wrap Dress')).toBeNull()
    expect(within(panel).getByText('Soft structure suits you.')).toBeTruthy()
    expect(within(panel).getByText('Earthy shades near the face.')).toBeTruthy()
    expect(within(panel).getByRole('list', { name: 'Colors to reach for' }).textContent).toBe('RustOlive')
    expect(within(panel).getByText('Rust lights you up.')).toBeTruthy()
    expect(within(panel).getByText('Gold accents')).toBeTruthy()
    // Model advice carries no disclaimer.
    expect(within(panel).queryByRole('status')).toBeNull()
  })

  it('says plainly when the advice is the built-in fallback', () => {
    render(<StylistPanel state={{ status: 'ready', advice: advice({ source: 'fallback' }) }} />)
    expect(screen.getByRole('status').textContent).toBe(
      'Our AI stylist could not answer just now, so these are our built-in suggestions, not personal AI advice.',
    )
  })

  it('is absent when the advice comes from the rule-based engine: no AI stylist is offered', () => {
    const { container } = render(<StylistPanel state={{ status: 'ready', advice: advice({ source: 'rule-based' }) }} />)
    expect(container.innerHTML).toBe('')
    expect(stylistNotes({ status: 'ready', advice: advice({ source: 'rule-based' }) }).size).toBe(0)
  })

  it('shows a loading state, a quiet notice on failure, and nothing before it starts', () => {
    const { rerender, container } = render(<StylistPanel state={{ status: 'loading' }} />)
    expect(screen.getByRole('status').textContent).toBe('Asking your AI stylist...')
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true')
    rerender(<StylistPanel state={{ status: 'error', message: 'HTTP 503' }} />)
    expect(screen.getByRole('status').textContent).toContain('Your AI stylist is unavailable right now. Your other recommendations are unaffected. (HTTP 503)')
    rerender(<StylistPanel state={{ status: 'idle' }} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('the stylist’s notes on the grid’s cards', () => {
  const grid = (state: Parameters<typeof stylistNotes>[0], toggle: (p: Product) => void = () => {}, isFavourite: (id: string) => boolean = () => false) => (
    <ProductGrid
      items={[{ product: product('p-1', 'Belted Wrap Dress') }, { product: product('p-2', 'Linen Shirt', '#') }, { product: product('p-3', 'Plain Tee') }]}
      profile={profile}
      source="dashboard"
      notes={stylistNotes(state)}
      isFavourite={isFavourite}
      onToggleFavourite={toggle}
    />
  )

  it('marks the picked cards with the label, x/10 and colour, and folds the notes and reasoning under the card', () => {
    const toggle = vi.fn()
    render(grid({ status: 'ready', advice: advice() }, toggle, (id) => id === 'p-2'))
    const dress = screen.getByRole('article', { name: 'Belted Wrap Dress' })
    expect(within(dress).getByText('AI Personalized')).toBeTruthy()
    expect(within(dress).getByText('AI score 9 out of 10')).toBeTruthy()
    expect(within(dress).getByText('Try it in Rust')).toBeTruthy()
    expect(within(dress).getByText('Add a thin belt').closest('details')).toBeTruthy()
    expect(within(dress).getByText('Marks your waist').closest('details')).toBeTruthy()
    expect(within(dress).getByRole('link', { name: /View Product/ }).getAttribute('href')).toMatch(/^\/go\/p-1\?source=ai-card/)

    const shirt = screen.getByRole('article', { name: 'Linen Shirt' })
    expect(within(shirt).queryByText('Style Notes')).toBeNull()
    expect(within(shirt).getByRole('button', { name: 'No Link Available' })).toHaveProperty('disabled', true)
    fireEvent.click(within(shirt).getByRole('button', { name: /Remove .*Linen Shirt/ }))
    expect(toggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-2' }))

    const tee = screen.getByRole('article', { name: 'Plain Tee' })
    expect(within(tee).queryByText('AI Personalized')).toBeNull()
    expect(within(tee).getByRole('link', { name: /View Product/ }).getAttribute('href')).toMatch(/source=dashboard/)
  })

  it('labels built-in advice as such, never AI Personalized', () => {
    render(grid({ status: 'ready', advice: advice({ source: 'fallback' }) }))
    expect(screen.queryByText('AI Personalized')).toBeNull()
    expect(screen.getAllByText('Built-in Suggestion')).toHaveLength(2)
  })
})

describe('StylistPanel boundary', () => {
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
