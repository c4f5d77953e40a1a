// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#core/catalog/product.ts'
import { testProduct } from '#core/testing/test-products.ts'
import type { Recommendation } from '../utils/dashboard-api.ts'
import { AiProductCard, ProductCard } from './product-card.tsx'

afterEach(cleanup)

function product(overrides: Partial<Product> = {}): Product {
  return testProduct({
    id: 'p-1',
    name: 'Belted Wrap Midi Dress',
    brand: 'Maren & Fig',
    category: 'dresses',
    affiliateUrl: 'https://www.amazon.com/dp/B0C8R4WQ2N',
    images: [{ url: '/images/products/dress.svg', color: 'Rust', isPrimary: true }],
    price: 89.99,
    originalPrice: 119.99,
    styles: ['classic', 'romantic', 'minimal', 'edgy'],
    source: 'sample',
    ...overrides,
  })
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
    // The reasons and the breakdown are folded under one summary, so a phone card stays short.
    expect(screen.getByText('Cut to flatter your Pear shape').closest('details')?.querySelector('summary')?.textContent).toBe('Why we picked it')
    const link = screen.getByRole('link', { name: /View Product/ })
    expect(link.getAttribute('href')).toBe(HREF)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('sponsored noopener')
  })

  it('shows the brand and the price in the product’s currency, with the original struck through', () => {
    render(<ProductCard product={product({ currency: 'EUR' })} href={HREF} favourite={false} onToggleFavourite={() => {}} />)
    const card = screen.getByRole('article', { name: 'Belted Wrap Midi Dress' })
    expect(card.textContent).toContain('Dresses · Maren & Fig')
    expect(card.textContent).toContain('€89.99')
    expect(screen.getByText('Was €119.99')).toBeTruthy()
  })

  it.each([
    ['no price', { price: null, originalPrice: null }],
    ['a price of 0', { price: 0, originalPrice: null }],
  ] as const)('says nothing about price or brand when they are unknown (%s)', (_, prices) => {
    render(<ProductCard product={product({ ...prices, brand: null })} href={HREF} favourite={false} onToggleFavourite={() => {}} />)
    const card = screen.getByRole('article', { name: 'Belted Wrap Midi Dress' })
    expect(card.textContent).not.toMatch(/\$|€|·/)
  })

  it('says a starter piece’s link leads to a sample, not a shop', () => {
    render(<ProductCard product={product({ source: 'starter' })} href={HREF} favourite={false} onToggleFavourite={() => {}} />)
    expect(screen.getByRole('link', { name: /View Sample/ }).getAttribute('href')).toBe(HREF)
    expect(screen.queryByRole('link', { name: /View Product/ })).toBeNull()
  })

  it.each(['', '#', '  '])('disables the retailer button as "No Link Available" for the link %j', (affiliateUrl) => {
    render(<ProductCard product={product({ affiliateUrl })} href={HREF} favourite={false} onToggleFavourite={() => {}} />)
    const button = screen.getByRole('button', { name: 'No Link Available' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    // No way to the retailer: the only link left is the piece's own page in the shop.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([expect.stringMatching(/^\/shop\/[^/]+$/)])
  })

  it('replaces a broken image with the garment’s drawing, and with its category’s drawing carried in the page when that fails too: never an error box', () => {
    const p = product()
    render(<ProductCard product={p} href={HREF} favourite={false} onToggleFavourite={() => {}} />)
    const img = screen.getByRole('img', { name: 'Belted Wrap Midi Dress' }) as HTMLImageElement
    expect(img.getAttribute('src')).not.toBe(`/drawings/${p.id}.svg`)
    fireEvent.error(img)
    const drawing = screen.getByRole('img', { name: 'Belted Wrap Midi Dress' }) as HTMLImageElement
    expect(drawing.getAttribute('src')).toBe(`/drawings/${p.id}.svg`)
    fireEvent.error(drawing)
    const placeholder = screen.getByRole('img', { name: 'Belted Wrap Midi Dress' }) as HTMLImageElement
    expect(placeholder.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(screen.queryByText(/Image Error/i)).toBeNull()
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

describe('learning on the card (issue 18)', () => {
  const learning = (hidden: 'colour' | null | undefined) => ({ hidden, onNotForMe: vi.fn(), onReason: vi.fn(), onUndo: vi.fn(), onClick: vi.fn() })

  it('offers "Not for me", shows why her history moved it, and counts a retailer click', () => {
    const l = learning(undefined)
    render(<ProductCard product={product()} recommendation={recommendation({ learned: { points: 6, text: 'Because you saved the Linen Wrap Dress' } })} href="/go/p-1" favourite={false} onToggleFavourite={() => {}} learning={l} />)
    const line = screen.getByText('Because you saved the Linen Wrap Dress', { exact: false })
    expect(line.textContent).toMatch(/^\+6 · .*Because you saved the Linen Wrap Dress$/)
    fireEvent.click(screen.getByRole('button', { name: 'Not for me: Belted Wrap Midi Dress' }))
    expect(l.onNotForMe).toHaveBeenCalledOnce()
    const link = screen.getByRole('link', { name: /View Product/ })
    // The test browser would follow the link; the card only has to count the click.
    link.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(link)
    expect(l.onClick).toHaveBeenCalledOnce()
  })

  it('once hidden, asks why (optional) and can be undone', () => {
    const l = learning(null)
    render(<ProductCard product={product()} recommendation={recommendation()} href="/go/p-1" favourite={false} onToggleFavourite={() => {}} learning={l} />)
    expect(screen.getByText('Hidden: Belted Wrap Midi Dress')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /View Product/ })).toBeNull()
    for (const name of ['Colour', 'Cut', 'Style', 'Price', 'Already have it']) expect(screen.getByRole('button', { name })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Already have it' }))
    expect(l.onReason).toHaveBeenCalledWith('have-it')
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(l.onUndo).toHaveBeenCalledOnce()
  })

  it('has no "Not for me" where the card does not learn', () => {
    render(<ProductCard product={product()} recommendation={recommendation()} href="/go/p-1" favourite={false} onToggleFavourite={() => {}} />)
    expect(screen.queryByRole('button', { name: /Not for me/ })).toBeNull()
  })
})
