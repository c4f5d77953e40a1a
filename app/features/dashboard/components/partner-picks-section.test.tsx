// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PartnerPick, PartnerPicksResponse } from '#core/integrations/partner-picks.ts'
import { PartnerPicksSection } from './partner-picks-section.tsx'

afterEach(cleanup)

function pick(overrides: Partial<PartnerPick>): PartnerPick {
  return {
    id: 'B0FAKE0001',
    title: 'Belted Wrap Midi Dress',
    brand: 'Maren & Fig',
    price: 89.5,
    currency: 'USD',
    image: 'https://m.media-amazon.test/images/I/dress.jpg',
    affiliateUrl: 'https://www.amazon.com/dp/B0FAKE0001?tag=styleblueprint-20',
    source: 'amazon',
    category: 'dresses',
    rating: 4.6,
    isWholesale: false,
    minimumOrder: null,
    score: 48,
    ...overrides,
  }
}

const ready = (picks: PartnerPicksResponse) => ({ status: 'ready' as const, picks })

describe('PartnerPicksSection', () => {
  it('shows each pick with image, title, brand, price, the wholesale minimum and a sponsored link in a new tab', () => {
    render(
      <PartnerPicksSection
        state={ready({
          status: 'ok',
          items: [
            pick({}),
            pick({ id: 'p_002', title: 'Linen A-Line Sundress', brand: 'Juniper Hale', price: 32, source: 'faire', isWholesale: true, minimumOrder: 6, rating: null, image: 'https://cdn.wholesale.test/sundress.jpg', affiliateUrl: 'https://www.faire.com/product/p_002' }),
          ],
        })}
      />,
    )
    const section = screen.getByRole('region', { name: 'From our partner stores' })
    const cards = within(section).getAllByRole('listitem')
    expect(cards).toHaveLength(2)

    const retail = within(cards[0]!)
    expect(retail.getByRole('heading', { name: 'Belted Wrap Midi Dress' })).toBeTruthy()
    expect(retail.getByRole('img', { name: 'Belted Wrap Midi Dress' }).getAttribute('src')).toBe('https://m.media-amazon.test/images/I/dress.jpg')
    expect(retail.getByText('by Maren & Fig')).toBeTruthy()
    expect(retail.getByText('$89.50')).toBeTruthy()
    expect(retail.queryByText(/Wholesale/)).toBeNull()
    const retailLink = retail.getByRole('link', { name: /View on Amazon/ })
    expect(retailLink.getAttribute('href')).toBe('https://www.amazon.com/dp/B0FAKE0001?tag=styleblueprint-20')
    expect(retailLink.getAttribute('target')).toBe('_blank')
    expect(retailLink.getAttribute('rel')).toBe('noopener noreferrer sponsored')

    const wholesale = within(cards[1]!)
    expect(wholesale.getByText('Wholesale · min. order 6')).toBeTruthy()
    expect(wholesale.getByText('$32.00')).toBeTruthy()
    expect(wholesale.getByRole('link', { name: /View on Faire/ }).getAttribute('href')).toBe('https://www.faire.com/product/p_002')
  })

  it('never renders a link that is not http(s), nor an image that is not', () => {
    render(
      <PartnerPicksSection
        state={ready({
          status: 'ok',
          items: [pick({ id: 'bad', title: 'Trap', affiliateUrl: 'javascript:alert(1)' }), pick({ id: 'ok', image: 'data:image/svg+xml,<svg/>' })],
        })}
      />,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByText('Trap')).toBeNull()
    expect(screen.getByRole('img', { name: 'Belted Wrap Midi Dress: No Image' }).tagName).not.toBe('IMG')
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^https:\/\//)
  })

  it('is absent while loading and when no partner service is set up', () => {
    const { container, rerender } = render(<PartnerPicksSection state={{ status: 'loading' }} />)
    expect(container.innerHTML).toBe('')
    rerender(<PartnerPicksSection state={ready({ status: 'not-configured', items: [] })} />)
    expect(container.innerHTML).toBe('')
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('says quietly that the partner stores are not answering when unavailable', () => {
    render(<PartnerPicksSection state={ready({ status: 'unavailable', items: [] })} />)
    const section = screen.getByRole('region', { name: 'From our partner stores' })
    expect(within(section).getByRole('status').textContent).toContain('Our partner stores are not answering just now.')
    expect(within(section).queryByRole('link')).toBeNull()
  })
})
