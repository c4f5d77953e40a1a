import { describe, expect, it } from 'vitest'
import { discPixels, pickFace, type Point, regionsFromLandmarks, regionsFromTaps, type RgbaImage } from './photo-regions.ts'

/** An image whose pixel colour says where it is: red = x, green = y, blue 7. */
function gradient(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y, 7, 255], (y * width + x) * 4)
  return { width, height, data }
}

const xs = (pixels: ArrayLike<number>) => Array.from({ length: pixels.length / 4 }, (_, i) => pixels[i * 4]!)
const ys = (pixels: ArrayLike<number>) => Array.from({ length: pixels.length / 4 }, (_, i) => pixels[i * 4 + 1]!)

/** 68 landmarks of an upright face centred at (cx, cy), `w` wide, in the iBUG order. */
function face(cx: number, cy: number, w: number): Point[] {
  const p: Point[] = []
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI * (i / 16)
    p.push({ x: cx - (w / 2) * Math.cos(a), y: cy + (w / 2) * Math.sin(a) * 1.1 }) // jaw, 0 left to 16 right via the chin
  }
  for (let i = 0; i < 10; i++) p.push({ x: cx - 0.4 * w + (i < 5 ? i : i + 1) * 0.08 * w, y: cy - 0.25 * w }) // brows 17-26
  for (let i = 0; i < 9; i++) p.push({ x: cx + (i < 4 ? 0 : (i - 6) * 0.05 * w), y: cy - 0.15 * w + (i < 4 ? i * 0.06 * w : 0.12 * w) }) // nose 27-35
  for (const ex of [cx - 0.2 * w, cx + 0.2 * w]) {
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI * 2 * i) / 6
      p.push({ x: ex - 0.08 * w * Math.cos(a), y: cy - 0.12 * w - 0.03 * w * Math.sin(a) }) // eyes 36-41, 42-47
    }
  }
  for (let i = 0; i < 20; i++) {
    const a = (Math.PI * 2 * i) / 20
    p.push({ x: cx - 0.18 * w * Math.cos(a), y: cy + 0.25 * w + 0.05 * w * Math.sin(a) }) // mouth 48-67, 48 left corner, 54 near the right
  }
  return p
}

describe('regions of her photo', () => {
  it('takes a disc of pixels, clipped to the photo', () => {
    expect(discPixels(gradient(50, 50), { x: 25, y: 25 }, 3).length / 4).toBe(29)
    expect(discPixels(gradient(50, 50), { x: 0, y: 0 }, 3).length / 4).toBeLessThan(29)
  })

  it('places each cheek below its eye, beside the nose, and the forehead above the brows', () => {
    const image = gradient(250, 250)
    const regions = regionsFromLandmarks(image, face(125, 125, 120))
    const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length
    expect(mean(xs(regions.leftCheek))).toBeLessThan(125 - 20)
    expect(mean(xs(regions.rightCheek))).toBeGreaterThan(125 + 20)
    for (const cheek of [regions.leftCheek, regions.rightCheek]) {
      expect(mean(ys(cheek))).toBeGreaterThan(125 - 0.12 * 120)
      expect(mean(ys(cheek))).toBeLessThan(125 + 0.3 * 120)
    }
    expect(Math.max(...ys(regions.forehead!))).toBeLessThan(125 - 0.25 * 120)
    expect(Math.max(...ys(regions.hair!))).toBeLessThan(Math.min(...ys(regions.forehead!)))
    expect(regions.faceWidth).toBeCloseTo(120, 0)
    expect(regions.scene!.length).toBeGreaterThan(0)
  })

  it('turns the hair band with a tilted head: it lies beyond the brows on the line from the chin', () => {
    const tilt = (Math.PI / 180) * 35
    const turned = face(125, 140, 90).map((p) => ({
      x: 125 + (p.x - 125) * Math.cos(tilt) - (p.y - 140) * Math.sin(tilt),
      y: 140 + (p.x - 125) * Math.sin(tilt) + (p.y - 140) * Math.cos(tilt),
    }))
    const regions = regionsFromLandmarks(gradient(250, 250), turned)
    const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length
    const brows = { x: mean(turned.slice(17, 27).map((p) => p.x)), y: mean(turned.slice(17, 27).map((p) => p.y)) }
    const up = { x: brows.x - turned[8]!.x, y: brows.y - turned[8]!.y }
    const hair = { x: mean(xs(regions.hair!)) - brows.x, y: mean(ys(regions.hair!)) - brows.y }
    // The band's centre is on the chin-to-brows line (an upright band would sit 0.36 rad off it).
    const angle = Math.acos((hair.x * up.x + hair.y * up.y) / (Math.hypot(hair.x, hair.y) * Math.hypot(up.x, up.y)))
    expect(angle).toBeLessThan(0.05)
    expect(Math.hypot(hair.x, hair.y) / Math.hypot(up.x, up.y)).toBeCloseTo(0.62, 1)
  })

  it('leaves the hair out when it would fall above the photo, and the whites out of small eyes', () => {
    const regions = regionsFromLandmarks(gradient(250, 250), face(125, 40, 60))
    expect(regions.hair).toBeUndefined()
    expect(regions.eyeWhites).toBeUndefined()
    expect(regions.leftCheek.length).toBeGreaterThan(0)
  })

  it('reads her taps: a cheek stands for both, and nothing without a cheek', () => {
    const image = gradient(200, 200)
    expect(regionsFromTaps(image, { hair: { x: 10, y: 10 } })).toBeNull()
    const regions = regionsFromTaps(image, { cheek: { x: 50, y: 150 }, hair: { x: 150, y: 20 }, eye: { x: 150, y: 150 } })!
    expect(regions.leftCheek).toBe(regions.rightCheek)
    expect(Math.max(...ys(regions.hair!))).toBeLessThan(30)
    expect(regions.eyeWhites!.length).toBeGreaterThan(0)
  })

  it('refuses anything but the 68 landmarks', () => {
    expect(() => regionsFromLandmarks(gradient(10, 10), [{ x: 1, y: 1 }])).toThrow(/68/)
  })
})

describe('which face is hers', () => {
  const photo = { width: 1000, height: 800 }
  it('takes the largest face', () => {
    expect(pickFace([{ x: 0, y: 0, width: 50, height: 50 }, { x: 800, y: 600, width: 120, height: 120 }], photo)).toBe(1)
  })
  it('takes the most central of faces nearly as large, so a few pixels of jitter in the boxes cannot swap them', () => {
    const centre = { x: 440, y: 340, width: 110, height: 110 }
    const side = { x: 50, y: 60, width: 120, height: 120 }
    expect(pickFace([side, centre], photo)).toBe(1)
    expect(pickFace([{ ...side, width: 124, height: 124 }, { ...centre, width: 112, height: 112 }], photo)).toBe(1)
  })
  it('finds none in none', () => {
    expect(pickFace([], photo)).toBe(-1)
  })
})
