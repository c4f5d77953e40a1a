// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#core/catalog/product.ts'
import type { Recommendation } from '../utils/dashboard-api.ts'
import { AiProductCard, ProductCard } from './product-card.tsx'

afterEach(cleanup)

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: 'Belted Wrap Midi Dress',
    brand: 'Maren & Fig',
    category: 'dresses',
    affiliateUrl: 'https://www.amazon.com/dp/B0C8R4WQ2N',
    images: [{ url: '/images/products/dress.svg', color: 'Rust', isPrimary: true }],
    description: null,
    tags: [],
    colors: [],
    price: 89.99,
    originalPrice: 119.99,
    currency: 'USD',
    rating: null,
    reviewCount: null,
    seasons: [],
    bodyShapes: [],
    colorPalettes: [],
    styles: ['classic', 'romantic', 'minimal', 'edgy'],
    source: 'sample',
    isActive: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    aiAnalyzedAt: null,
    aiAnalysisVersion: null,
    aiConfidenceScore: null,
    ...overrides,
  }
}

function recommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    product: product(),
    score: 87,
    breakdown: { body: 90, color: 80, style: 70, occasion: 70, season: 100, age: 80 },
    reasons: ['Cut to flatter your Pear shape', 'In your Warm Tones palette'],
    stylingTips: ['Pair it with rust or mustard.', 'Add a blazer.'],
    confidence: 0.65,
    aiScore: 7.46,
    ...overrides,
  }
}

const HREF = '/go/p-1?source=dashboard'

describe('ProductCard', () => {
  it('shows two style tags plus +N, the score and its reasons, and a /go link in a new tab', () => {
    render(<ProductCard product={product()} recommendation={recommendation()} href={HREF} favourite={false} onToggleFavourite={() => {}} />)
    const tags = screen.getByRole('list', { name: 'Styles' })
    expect(tags.textContent).toBe('ClassicRomantic+22 more styles')
    expect(screen.getByText('Match 87%')).toBeTruthy()
    expect(screen.getByText('Cut to flatter your Pear shape')).toBeTruthy()
    const link = screen.getByRole('link', { name: /View Product/ })
    expect(link.getAttribute('href')).toBe(HREF)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('sponsored noopener')
  })

  it.each(['', '#', '  '])('disables the retailer button as "No Link Available" for the link %j', (affiliateUrl) => {
    render(<ProductCard product={product({ affiliateUrl })} href={HREF} favourite={false} onToggleFavourite={() => {}} />)
    const button = screen.getByRole('button', { name: 'No Link Available' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('replaces a broken image with the "Image Error" placeholder', () => {
    render(<ProductCard product={product()} href={HREF} favourite={false} onToggleFavourite={() => {}} />)
    fireEvent.error(screen.getByRole('img', { name: 'Belted Wrap Midi Dress' }))
    expect(screen.getByRole('img', { name: 'Belted Wrap Midi Dress: Image Error' })).toBeTruthy()
  })

  it('toggles the favourite heart', () => {
    const onToggle = vi.fn()
    const { rerender } = render(<ProductCard product={product()} href={HREF} favourite={false} onToggleFavourite={onToggle} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add Belted Wrap Midi Dress to favorites' }))
    expect(onToggle).toHaveBeenCalledOnce()
    rerender(<ProductCard product={product()} href={HREF} favourite onToggleFavourite={onToggle} />)
    expect(screen.getByRole('button', { name: 'Remove Belted Wrap Midi Dress from favorites' }).getAttribute('aria-pressed')).toBe('true')
  })
})

describe('AiProductCard', () => {
  it('shows the x/10 badge, the coloured confidence, Style Notes and the AI Personalized label', () => {
    render(<AiProductCard product={product()} recommendation={recommendation()} href={HREF} favourite={false} onToggleFavourite={() => {}} />)
    expect(screen.getByText('7.5/10')).toBeTruthy()
    const confidence = screen.getByText('65% confidence')
    expect(confidence.getAttribute('data-tone')).toBe('yellow')
    expect(screen.getByText('Style Notes')).toBeTruthy()
    expect(screen.getByText('Pair it with rust or mustard. Add a blazer.').className).toContain('line-clamp-2')
    expect(screen.getByText('AI Personalized')).toBeTruthy()
  })

  it('says "Link Unavailable" without a usable link, and "No Image" without an image', () => {
    render(
      <AiProductCard
        product={product({ affiliateUrl: '#', images: [] })}
        recommendation={recommendation({ confidence: 0.3 })}
        href={HREF}
        favourite={false}
        onToggleFavourite={() => {}}
      />,
    )
    expect((screen.getByRole('button', { name: 'Link Unavailable' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('img', { name: 'Belted Wrap Midi Dress: No Image' })).toBeTruthy()
    expect(screen.getByText('30% confidence').getAttribute('data-tone')).toBe('red')
  })
})
