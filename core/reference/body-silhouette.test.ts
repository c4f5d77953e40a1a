import { describe, expect, it } from 'vitest'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { silhouettePath } from './body-silhouette.ts'

/** The x extent of the outline between two heights, read back from the path's points. */
function widthBetween(path: string, yFrom: number, yTo: number): number {
  const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number)
  const xs: number[] = []
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const [x, y] = [numbers[i]!, numbers[i + 1]!]
    if (y >= yFrom && y <= yTo) xs.push(x)
  }
  return Math.max(...xs) - Math.min(...xs)
}

describe('silhouettePath', () => {
  it.each(BODY_SHAPES)('draws a closed outline of plain numbers for %s', (shape) => {
    const d = silhouettePath(shape)
    expect(d.startsWith('M ')).toBe(true)
    expect(d.endsWith('Z')).toBe(true)
    expect(d).not.toMatch(/NaN|undefined/)
  })

  it('draws each shape in its own proportions', () => {
    const hips = (s: (typeof BODY_SHAPES)[number]) => widthBetween(silhouettePath(s), 82, 82)
    const shoulders = (s: (typeof BODY_SHAPES)[number]) => widthBetween(silhouettePath(s), 28, 28)
    const waist = (s: (typeof BODY_SHAPES)[number]) => widthBetween(silhouettePath(s), 62, 62)
    expect(hips('pear')).toBeGreaterThan(shoulders('pear'))
    expect(shoulders('inverted-triangle')).toBeGreaterThan(hips('inverted-triangle'))
    expect(waist('hourglass')).toBeLessThan(waist('rectangle'))
    expect(waist('apple')).toBeGreaterThan(hips('apple'))
  })
})
