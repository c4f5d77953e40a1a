import { describe, expect, it } from 'vitest'
import { readGarment } from '../garment/read-garment.ts'
import { testProduct } from '../testing/test-products.ts'
import { productWithFit } from './product-with-fit.ts'

describe('productWithFit', () => {
  const coat = testProduct({ name: 'Camel Wool Belted Wrap Coat', category: 'outerwear', colors: ['Camel'], styles: ['edgy', 'boho'], bodyShapes: ['apple'], colorPalettes: ['cool'] })

  it('shows the rule book’s fit, never what the row carried', () => {
    const shown = productWithFit(coat, null)
    expect(shown.styles).toEqual(['classic'])
    expect(shown.bodyShapes).toContain('hourglass')
    expect(shown.bodyShapes).not.toContain('apple')
    expect(shown.colorPalettes).toEqual(['warm', 'neutral'])
  })

  it('reads seasons from the garment unless the shop stated some', () => {
    expect(productWithFit(coat, null).seasons).toEqual(['autumn', 'winter'])
    expect(productWithFit({ ...coat, seasons: ['spring', 'not-a-season'] }, null).seasons).toEqual(['spring'])
  })

  it('reads the attributes it is given (the administrator’s corrections) over the text', () => {
    const corrected = { ...readGarment({ name: coat.name, category: coat.category, colour: 'Camel' }), primaryColour: 'navy' }
    expect(productWithFit(coat, corrected).colorPalettes).toEqual(['cool', 'neutral'])
  })
})
