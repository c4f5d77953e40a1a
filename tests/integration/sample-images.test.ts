import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'

const publicDir = path.resolve(import.meta.dirname, '../../public')

it('ships an image in the repo for every sample product (no outside host needed)', () => {
  for (const product of SAMPLE_PRODUCTS) {
    expect(product.imageUrl).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/)
    const file = path.join(publicDir, product.imageUrl)
    expect(existsSync(file), file).toBe(true)
    const svg = readFileSync(file, 'utf8')
    expect(svg).toContain('<svg')
    expect(svg).not.toMatch(/(href|src)="https?:/)
  }
})
